import { useEffect, useRef, useState } from 'react';
import { FRAMES_PER_REQUEST, type ReplayFrame, type ReplayHead } from '../../games/kit/replay/replay-view-format.ts';
import { replayFrames, replayHead } from './replay-api.ts';

/** How far behind the move shown a window of frames starts: stepping back needs no wait either. */
const BEHIND = 10;
/** A window is asked for again this close to its end, before the player gets there. */
const AHEAD = 5;

interface Replay {
  head?: ReplayHead;
  frame?: ReplayFrame;
  error?: string;
}

/**
 * A finished match as `seat` saw it: its head once per seat, and the frames around `move`
 * fetched a window at a time, each kept for as long as the seat is watched.
 */
export function useReplay(gameId: string, matchID: string, seat: string, move: number): Replay {
  const [head, setHead] = useState<{ seat: string; head?: ReplayHead; error?: string }>({ seat });
  const frames = useRef(new Map<number, ReplayFrame>());
  const asked = useRef(new Set<number>());
  const [, setLoaded] = useState(0);

  useEffect(() => {
    let current = true;
    frames.current = new Map();
    asked.current = new Set();
    setHead({ seat });
    replayHead(gameId, matchID, seat).then(
      (loaded) => current && setHead({ seat, head: loaded }),
      (error: unknown) => current && setHead({ seat, error: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      current = false;
    };
  }, [gameId, matchID, seat]);

  const ready = head.seat === seat ? head.head : undefined;
  useEffect(() => {
    if (!ready) return;
    const need = [move, Math.min(move + AHEAD, ready.frames - 1)].find((n) => !frames.current.has(n));
    if (need === undefined) return;
    const from = Math.max(0, need - BEHIND);
    if (asked.current.has(from)) return;
    asked.current.add(from);
    const kept = frames.current;
    replayFrames(gameId, matchID, seat, from, FRAMES_PER_REQUEST).then(
      (loaded) => {
        for (const frame of loaded) kept.set(frame.n, frame);
        setLoaded((n) => n + 1);
      },
      (error: unknown) => {
        asked.current.delete(from);
        setHead((h) => ({ ...h, error: error instanceof Error ? error.message : String(error) }));
      },
    );
  }, [ready, gameId, matchID, seat, move]);

  return { head: ready, frame: frames.current.get(move), error: head.seat === seat ? head.error : undefined };
}
