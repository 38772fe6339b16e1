import type { Ctx } from 'boardgame.io';
import type { SeatResult } from '../kit/seat-result.ts';
import type { ThreeLawsGameover, ThreeLawsState } from './state.ts';

/**
 * Each seat's Victory Points. No role: Faction cards are dealt anew every round, so no seat
 * keeps one side for the whole game.
 */
export function threeLawsSeatResults(G: ThreeLawsState, ctx: Ctx): SeatResult[] {
  const gameover = ctx.gameover as ThreeLawsGameover;
  return G.players.map((seat) => ({ seat, score: gameover.totals[seat], won: gameover.winner === seat }));
}
