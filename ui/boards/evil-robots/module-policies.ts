import type { Ctx } from 'boardgame.io';
import type { EvilContent } from '../../../games/evil-robots/content-types.ts';
import { evilRobots } from '../../../games/evil-robots/index.ts';
import type { EvilState, EvilView } from '../../../games/evil-robots/state.ts';
import type { TimedWindow } from '../../../games/kit/game-module.ts';

/*
 * What the game module itself decides, asked the same way the server asks it. Both read only
 * what every view carries: the seats, whether the game is over, the timed step's key.
 */

/** Why this viewer may not post in the match chat, or undefined. */
export function chatBlockReason(G: EvilView, ctx: Pick<Ctx, 'gameover'>, playerID: string | null): string | undefined {
  return evilRobots.chatPolicy(G as unknown as EvilState, ctx as Ctx, playerID)?.message;
}

/** The timed step's window (claims, a split, the clean-up): the server holds its closing move until it has run out. */
export function windowOf(G: EvilView, ctx: Pick<Ctx, 'gameover'>, content: EvilContent): TimedWindow | undefined {
  return evilRobots.timedWindow?.(G as unknown as EvilState, ctx as Ctx, content);
}
