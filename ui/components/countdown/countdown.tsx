import { useEffect, useState } from 'react';
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
 * It renders once a second, when the number changes, and the bar shrinks then, by its scale:
 * between two seconds nothing on the page moves. A bar animated smoothly kept Chromium drawing
 * every frame for the whole window: an idle Bias Effect table, its trade-in counting down, took
 * 114 ms of CPU a second per page in the test browser, 25 with the bar still.
 */
export function Countdown({ endsAt, totalMs, label }: Props) {
  const [now, setNow] = useState(() => Date.now());
  const leftMs = Math.max(0, endsAt - now);
  useEffect(() => {
    if (leftMs <= 0) return undefined;
    const timer = setTimeout(() => setNow(Date.now()), untilNextSecond(leftMs) + 5);
    return () => clearTimeout(timer);
  }, [leftMs]);
  const shown = Math.ceil(leftMs / 1000);
  return (
    <div className="countdown" data-testid="countdown" data-left={shown} role="timer" aria-live="off">
      <span className="countdown__label">{label}</span>
      <span className="countdown__seconds">{shown} s</span>
      <span className="countdown__bar" aria-hidden="true">
        <span style={{ transform: `scaleX(${totalMs > 0 ? Math.min(1, (shown * 1000) / totalMs) : 0})` }} />
      </span>
    </div>
  );
}
