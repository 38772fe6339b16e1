import { useEffect, useRef } from 'react';
import type { TimedWindow } from '../../../games/kit/game-module.ts';
import type { WindowClock } from '../../components/countdown/use-timed-window.ts';

/** How long each seat after the first waits past the deadline before it closes the step itself. */
export const CLOSE_STAGGER_MS = 1500;

/** A close can be lost in a race (another move reached the server first): while the step stays open, it is sent again this often. */
export const CLOSE_RETRY_MS = 4000;

/**
 * A table of people is never stuck on someone who walked away: once a timed step's window has
 * run out here (claims, a split, the clean-up) and the step is still open, this seat sends the
 * window's closing move. The seats take turns by `rank` (the first connected seat at once, the
 * next 1.5 s later, and so on), so usually one seat closes it and the others see it closed
 * before their turn comes. This browser's countdown starts when it first receives the window,
 * never before the server opened it, so the server's hold is over by then; a close the server
 * drops (a move of someone else's got there first) is sent again while the same window stays open.
 */
export function useAutoClose(window: TimedWindow | undefined, clock: WindowClock | null, rank: number | null, close: (move: string) => void): void {
  const current = useRef<string | undefined>(undefined);
  const send = useRef(close);
  send.current = close;
  current.current = window?.key;
  const key = window?.key;
  const move = window?.moves[0];
  const endsAt = clock?.endsAt;
  useEffect(() => {
    if (rank === null || key === undefined || move === undefined || endsAt === undefined) return undefined;
    let timer: ReturnType<typeof setTimeout>;
    const fire = () => {
      if (current.current !== key) return;
      send.current(move);
      timer = setTimeout(fire, CLOSE_RETRY_MS);
    };
    timer = setTimeout(fire, Math.max(0, endsAt + rank * CLOSE_STAGGER_MS - Date.now()));
    return () => clearTimeout(timer);
  }, [key, move, endsAt, rank]);
}
