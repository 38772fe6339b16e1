import type { Ctx } from 'boardgame.io';
import type { SeatResult } from '../kit/seat-result.ts';
import type { EvilGameover, EvilState } from './state.ts';

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * Each seat's Influence and its team at the last reveal: coins make the teams anew every
 * round, so the last one is the team that decided the final round, not a team for the game.
 */
export function evilSeatResults(G: EvilState, ctx: Ctx): SeatResult[] {
  const gameover = ctx.gameover as EvilGameover;
  return G.players.map((seat) => {
    const team = G.showdown?.teams[seat];
    return { seat, ...(team ? { role: capitalized(team) } : {}), score: gameover.influence[seat], won: gameover.winners.includes(seat) };
  });
}
