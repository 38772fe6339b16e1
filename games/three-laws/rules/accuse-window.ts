import { openCounterClaim } from '../../kit/talk/judged-claim.ts';
import type { TimedWindow } from '../../kit/game-module.ts';
import type { ThreeLawsContent } from '../content-types.ts';
import type { ThreeLawsState } from '../state.ts';

/** Every move that moves the round on: they wait while the table may still accuse a wrong caller. */
export const PLAY_MOVES = ['ask', 'answer', 'giveKeys', 'keepKeys', 'acceptKeys', 'refuseKeys', 'reveal', 'ready'];

/**
 * After an Error call judged wrong, the play waits `accuseWindowSeconds` so every player has
 * the time to accuse the caller. Public state only, so the server, the bots and every table
 * read the same window.
 */
export function accuseWindow(G: Pick<ThreeLawsState, 'calls' | 'round'>, over: boolean, content: Pick<ThreeLawsContent, 'rules'>): TimedWindow | undefined {
  const open = openCounterClaim(G.calls);
  if (!open || over || content.rules.accuseWindowSeconds === 0) return undefined;
  return {
    key: `r${G.round}-call-${open.id}`,
    seconds: content.rules.accuseWindowSeconds,
    moves: PLAY_MOVES,
    reason: 'an Error call was judged wrong: the table may accuse the caller',
  };
}
