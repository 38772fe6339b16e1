import type { Ctx } from 'boardgame.io';
import type { SeatResult } from '../kit/seat-result.ts';
import type { AyarGameover, AyarState } from './state.ts';

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** Each seat's team at the end (after any conversion: the card it last held) and whether its side won. */
export function ayarSeatResults(G: AyarState, ctx: Ctx): SeatResult[] {
  const gameover = ctx.gameover as AyarGameover;
  return G.players.map((seat) => ({ seat, role: capitalized(gameover.roles[seat]), won: gameover.winners.includes(seat) }));
}
