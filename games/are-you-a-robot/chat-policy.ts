import type { Ctx } from 'boardgame.io';
import { playersTalk } from '../kit/talk/talk-policy.ts';
import { violation, type Violation } from '../kit/violation.ts';
import { isSeat } from './rules/table.ts';
import type { AyarState, PlayerID } from './state.ts';

/** Talking is the game, for those still in it; the out and the onlookers keep silent until the end. */
export function ayarChatPolicy(G: AyarState, ctx: Ctx, playerID: PlayerID | null | undefined): Violation | undefined {
  if (!isSeat(G, playerID)) return playersTalk(G.players, playerID, ctx.gameover !== undefined);
  if (ctx.gameover === undefined && G.eliminated.includes(playerID)) {
    return violation('eliminated-silent', 'You are out of the game: watch in silence until it ends.');
  }
  return undefined;
}
