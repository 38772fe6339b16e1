import { useEffect, useState } from 'react';
import './countdown.css';

interface Props {
  /** When the window closes, in this browser's clock (Date.now()). */
  endsAt: number;
  /** How long the window lasts in all, for the bar. */
  totalMs: number;
  label: string;
}

/** A timed window made visible: seconds left and a shrinking bar; it reads "0" once closed. */
export function Countdown({ endsAt, totalMs, label }: Props) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (now >= endsAt) return undefined;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(250, endsAt - now));
    return () => clearTimeout(timer);
  }, [now, endsAt]);
  const leftMs = Math.max(0, endsAt - now);
  const share = totalMs > 0 ? leftMs / totalMs : 0;
  return (
    <div className="countdown" data-testid="countdown" data-left={Math.ceil(leftMs / 1000)} role="timer" aria-live="off">
      <span className="countdown__label">{label}</span>
      <span className="countdown__seconds">{Math.ceil(leftMs / 1000)} s</span>
      <span className="countdown__bar" aria-hidden="true">
        <span style={{ width: `${Math.round(share * 100)}%` }} />
      </span>
    </div>
  );
}
