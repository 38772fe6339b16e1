import { useEffect, useRef, useState } from 'react';
import type { Claimable } from '../../../games/robots/state.ts';

/** The ROBOTS! window as this browser times it. */
export interface ClaimWindow {
  /** When the countdown ends, in this browser's clock (Date.now()). */
  endsAt: number;
  totalMs: number;
  /** True until `endsAt`: the server still holds the next player's draw. */
  counting: boolean;
}

/**
 * The countdown of a claimable discard. The state carries no time, so the window starts when
 * this browser first received the state with that discard: never before the server opened
 * it, so when the countdown ends here the server's hold has ended too. Each discard is
 * remembered by its card and the Scrap Heap's size (the same card can come back later in a
 * hand, on a heap of another size), so a re-render or a later update does not restart it.
 */
export function useClaimWindow(claimable: Claimable | null, heapSize: number, seconds: number): ClaimWindow | null {
  const started = useRef(new Map<string, number>());
  const key = claimable && seconds > 0 ? `${claimable.card}@${heapSize}` : null;
  if (key !== null && !started.current.has(key)) started.current.set(key, Date.now());
  const endsAt = key === null ? undefined : started.current.get(key)! + seconds * 1000;
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
  return { endsAt, totalMs: seconds * 1000, counting: Date.now() < endsAt };
}
