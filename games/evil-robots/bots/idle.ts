import type { Ctx } from 'boardgame.io';
import type { EvilState, PlayerID } from '../state.ts';

/**
 * Evil Robots' GameModule.botIdle: on another player's turn, reveal or endgame step the bot has
 * nothing to do (each of its choosers in policy.ts answers only its own such step, or a step of
 * another kind) unless a card's decision waits on it. These are most of the seats a 9-seat move
 * asks in vain (docs/simulator.md). The bot reads the same step and decision from its view.
 */
export function evilBotIdle(G: EvilState, ctx: Pick<Ctx, 'gameover'>, playerID: PlayerID): boolean {
  if (ctx.gameover !== undefined) return true;
  const { step } = G;
  if (step.kind !== 'turn' && step.kind !== 'reveal-phase' && step.kind !== 'endgame') return false;
  return step.player !== playerID && G.scripts.running?.pending?.player !== playerID;
}
