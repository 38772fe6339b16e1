import { useEffect, useRef, useState, type RefObject } from 'react';
import { reportMove } from './chip-flights.ts';

export interface CountMove {
  /** Grows for every change, so a second payment while one still flies starts afresh. */
  key: number;
  delta: number;
}

/** How long a move stays drawn: the CSS animation's length and a little more. */
export const MOVE_MS = 900;

/**
 * The last change of a count while it is still moving: nothing on the first render (a reload
 * or a late join replays no payment), then each gain or loss for MOVE_MS; the stack's element,
 * when given, reports each change so chips fly between stacks (chip-flights.ts).
 */
export function useCountMoves(n: number, stack?: RefObject<HTMLElement | null>): CountMove | null {
  const previous = useRef(n);
  const [move, setMove] = useState<CountMove | null>(null);
  useEffect(() => {
    const delta = n - previous.current;
    previous.current = n;
    if (delta === 0) return undefined;
    if (stack?.current) reportMove(stack.current, delta);
    setMove((last) => ({ key: (last?.key ?? 0) + 1, delta }));
    const timer = setTimeout(() => setMove(null), MOVE_MS);
    return () => clearTimeout(timer);
  }, [n]);
  return move;
}
