import { discussionLeftMs, isHeldMove, type BotPacing } from './bot-pacing.ts';
import type { BotAction } from './random-bot.ts';

/** Where a live match stands for a bot: time since it started, and a timed window's moves and time left. */
export interface PaceClock {
  sinceStartMs: number;
  window?: { moves: readonly string[]; leftMs: number };
}

/**
 * The actions a live bot may take now: none held back by the talk (the discussion period) or
 * by an open timed window. When every legal action waits, `waitMs` says when to look again.
 */
export function pacedActions(actions: BotAction[], pacing: BotPacing, clock: PaceClock): { allowed: BotAction[]; waitMs?: number } {
  const talkLeft = discussionLeftMs(pacing, clock.sinceStartMs);
  const waitFor = (action: BotAction): number => {
    const byTalk = isHeldMove(pacing, action.move) ? talkLeft : 0;
    const byWindow = clock.window && clock.window.moves.includes(action.move) ? clock.window.leftMs : 0;
    return Math.max(byTalk, byWindow, 0);
  };
  const allowed = actions.filter((action) => waitFor(action) === 0);
  if (allowed.length > 0 || actions.length === 0) return { allowed };
  return { allowed, waitMs: Math.min(...actions.map(waitFor)) };
}
