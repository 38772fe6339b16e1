import type { Ctx } from 'boardgame.io';
import type { BiasContent } from '../../../games/bias-effect/content-types.ts';
import { biasEffect } from '../../../games/bias-effect/index.ts';
import type { BiasState, BiasView } from '../../../games/bias-effect/state.ts';
import type { TimedWindow } from '../../../games/kit/game-module.ts';

/*
 * What the game module itself decides, asked the same way the server asks it. Both read only
 * what every view carries: the seats, whether the game is over, a sealed step's key.
 */

/** Why this viewer may not post in the match chat, or undefined. */
export function chatBlockReason(G: BiasView, ctx: Pick<Ctx, 'gameover'>, playerID: string | null): string | undefined {
  return biasEffect.chatPolicy(G as unknown as BiasState, ctx as Ctx, playerID)?.message;
}

/** The sealed step's deadline: the server holds closeTrade / closeBids until it has run out. */
export function deadlineOf(G: BiasView, ctx: Pick<Ctx, 'gameover'>, content: BiasContent): TimedWindow | undefined {
  return biasEffect.timedWindow?.(G as unknown as BiasState, ctx as Ctx, content);
}
