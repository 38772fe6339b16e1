import type { BotAction } from '../../kit/bots/random-bot.ts';
import { sideOf } from '../rules/catalog.ts';
import { mindCount } from '../rules/mind.ts';
import { programGain } from './goals.ts';
import { firstLegal, move } from './legal.ts';
import type { BotSeat } from './seat.ts';

/**
 * Winning the bid, the bot programs a Belief that brings its win nearer (for a Moderate, one of
 * the side behind) or adds to its bonus without costing it, and deletes any other.
 */
export function chooseControl(seat: BotSeat): BotAction | undefined {
  const { view, me, content } = seat;
  if (view.step.kind !== 'control' || view.step.winner !== me || view.belief === null) return undefined;
  const gain = programGain(content, view, me, mindCount(content, view.mind), sideOf(content, view.belief));
  return firstLegal(seat, [move('control', gain > 0 ? 'program' : 'delete'), move('control', 'delete')]);
}
