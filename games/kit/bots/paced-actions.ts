import { discussionLeftMs, isHeldMove, reactionLeftMs, type BotPacing } from './bot-pacing.ts';
import type { BotAction } from './random-bot.ts';

/** Where a live match stands for a bot: time since it started, and an open timed window's moves, time left and time open. */
export interface PaceClock {
  sinceStartMs: number;
  window?: { moves: readonly string[]; leftMs: number; sinceOpenMs: number };
}

/**
 * The actions a live bot may take now: none held back by the talk (the discussion period) or
 * by an open timed window, and none at all in a window before the reaction floor (bots.yaml's
 * `reactionSeconds`) has passed since it opened. When every legal action waits, `waitMs` says
 * when to look again.
 */
export function pacedActions(actions: BotAction[], pacing: BotPacing, clock: PaceClock): { allowed: BotAction[]; waitMs?: number } {
  const talkLeft = discussionLeftMs(pacing, clock.sinceStartMs);
  const reactionLeft = clock.window ? reactionLeftMs(pacing, clock.window.sinceOpenMs) : 0;
  const waitFor = (action: BotAction): number => {
    const byTalk = isHeldMove(pacing, action.move) ? talkLeft : 0;
    const byWindow = clock.window && clock.window.moves.includes(action.move) ? clock.window.leftMs : 0;
    return Math.max(byTalk, byWindow, reactionLeft, 0);
  };
  const allowed = actions.filter((action) => waitFor(action) === 0);
  if (allowed.length > 0 || actions.length === 0) return { allowed };
  return { allowed, waitMs: Math.min(...actions.map(waitFor)) };
}
