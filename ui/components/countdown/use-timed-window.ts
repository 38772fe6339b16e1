import { useEffect, useRef, useState } from 'react';
import type { TimedWindow } from '../../../games/kit/game-module.ts';

/** A timed window as this browser times it. */
export interface WindowClock {
  /** When the countdown ends, in this browser's clock (Date.now()). */
  endsAt: number;
  totalMs: number;
  /** True until `endsAt`: the server still holds the window's moves. */
  counting: boolean;
}

/**
 * The countdown of a game's timed window (GameModule.timedWindow, e.g. the ROBOTS! call).
 * The state carries no time, so the window starts when this browser first received a state
 * with that window open: never before the server opened it, so when the countdown ends here
 * the server's hold has ended too. Each opening is remembered by its key, so a re-render or
 * a later state of the same window does not restart it.
 */
export function useTimedWindow(window: TimedWindow | undefined): WindowClock | null {
  const started = useRef(new Map<string, number>());
  const key = window && window.seconds > 0 ? window.key : null;
  if (key !== null && !started.current.has(key)) started.current.set(key, Date.now());
  const totalMs = (window?.seconds ?? 0) * 1000;
  const endsAt = key === null ? undefined : started.current.get(key)! + totalMs;
  const [, setNow] = useState(0);
  useEffect(() => {
    if (endsAt === undefined) return undefined;
    const left = endsAt - Date.now();
    if (left <= 0) {
      setNow(Date.now());
      return undefined;
    }
    // One re-render when the window closes, so the held buttons come back by themselves.
    const timer = setTimeout(() => setNow(Date.now()), left + 20);
    return () => clearTimeout(timer);
  }, [endsAt]);
  if (endsAt === undefined) return null;
  return { endsAt, totalMs, counting: Date.now() < endsAt };
}
