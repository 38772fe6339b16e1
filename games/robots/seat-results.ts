import type { Ctx } from 'boardgame.io';
import type { SeatResult } from '../kit/seat-result.ts';
import type { RobotsGameover, RobotsState } from './state.ts';

/** Each seat's points at the end; the one who reached the target won. */
export function robotsSeatResults(_G: RobotsState, ctx: Ctx): SeatResult[] {
  const gameover = ctx.gameover as RobotsGameover;
  return ctx.playOrder.map((seat) => ({ seat, score: gameover.scores[seat], won: gameover.winner === seat }));
}
