import { useEffect, useMemo, useState } from 'react';
import './countdown.css';

interface Props {
  /** When the window closes, in this browser's clock (Date.now()). */
  endsAt: number;
  /** How long the window lasts in all, for the bar. */
  totalMs: number;
  label: string;
}

/** Milliseconds until the whole seconds shown next change (from 3 to 2 at 2,000 ms left). */
const untilNextSecond = (leftMs: number) => ((leftMs - 1) % 1000) + 1;

/**
 * A timed window made visible: seconds left and a shrinking bar; it reads "0" once closed.
 * It renders once a second, when the number changes; the bar shrinks by a CSS animation of its
 * scale, started as far along as the window already is, which the compositor draws without
 * laying the page out again each frame.
 */
export function Countdown({ endsAt, totalMs, label }: Props) {
  const [now, setNow] = useState(() => Date.now());
  const leftMs = Math.max(0, endsAt - now);
  useEffect(() => {
    if (leftMs <= 0) return undefined;
    const timer = setTimeout(() => setNow(Date.now()), untilNextSecond(leftMs) + 5);
    return () => clearTimeout(timer);
  }, [leftMs]);
  const elapsedAtStart = useMemo(() => Math.min(totalMs, Math.max(0, totalMs - (endsAt - Date.now()))), [endsAt, totalMs]);
  return (
    <div className="countdown" data-testid="countdown" data-left={Math.ceil(leftMs / 1000)} role="timer" aria-live="off">
      <span className="countdown__label">{label}</span>
      <span className="countdown__seconds">{Math.ceil(leftMs / 1000)} s</span>
      <span className="countdown__bar" aria-hidden="true">
        <span key={endsAt} style={{ animationDuration: `${totalMs}ms`, animationDelay: `${-elapsedAtStart}ms` }} />
      </span>
    </div>
  );
}
