import type { LongFormMove } from 'boardgame.io';

/**
 * Where several seats answer the same question at once (a sealed bid, a ready, a card turned
 * up, a yes or no to a split), a move that arrives on a state only those answers have moved
 * on from says the same thing it said when it was sent. The server refuses a move made on a
 * state older than the match's (boardgame.io's rule, for a move whose meaning hangs on what
 * changed), so two players who answered within one round trip of each other saw one answer
 * vanish with nothing said. A move of a window is played on the match as it now is when
 * every state since the one its sender saw was made by another seat's move of the same window
 * (server/app/lean-master.ts): any other move in between, or one of the sender's own (a double
 * click), still has it refused as stale. The rules check it on the state it is played on.
 */
export type AtOnceMove<M> = M & { ignoreStaleStateID: true; atOnce: string };

/** `move` as one of the answers of `window`: the moves of a window share its name. */
export function atOnce<M extends LongFormMove<any>>(window: string, move: M): AtOnceMove<M> {
  return { ...move, ignoreStaleStateID: true, atOnce: window };
}

/** The window a move answers in, or undefined for a move that is refused on a stale state. */
export function atOnceWindow(move: unknown): string | undefined {
  if (typeof move !== 'object' || move === null || !('atOnce' in move)) return undefined;
  const { atOnce: window, ignoreStaleStateID } = move as { atOnce: unknown; ignoreStaleStateID?: unknown };
  return typeof window === 'string' && ignoreStaleStateID === true ? window : undefined;
}
