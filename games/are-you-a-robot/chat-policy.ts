import type { Ctx } from 'boardgame.io';
import { violation, type Violation } from '../kit/violation.ts';
import { isSeat } from './rules/table.ts';
import type { AyarState, PlayerID } from './state.ts';

/** Talking is the game, for those still in it; the out and the onlookers keep silent until the end. */
export function ayarChatPolicy(G: AyarState, ctx: Ctx, playerID: PlayerID | null | undefined): Violation | undefined {
  if (!isSeat(G, playerID)) {
    if (ctx.gameover !== undefined) return violation('not-seated', 'Only the players of this match may post.');
    return violation('spectators-silent', 'Spectators watch in silence while the game runs.');
  }
  if (ctx.gameover === undefined && G.eliminated.includes(playerID)) {
    return violation('eliminated-silent', 'You are out of the game: watch in silence until it ends.');
  }
  return undefined;
}
