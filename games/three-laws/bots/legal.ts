import type { BotAction } from '../../kit/bots/random-bot.ts';
import type { ArgScope } from '../../kit/rules/move-args.ts';
import type { Violation } from '../../kit/violation.ts';
import { moveRefusal } from '../move-args.ts';
import type { ThreeLawsState } from '../state.ts';
import type { BotSeat } from './seat.ts';

/** A move the bot may send. */
export const move = (name: string, ...args: unknown[]): BotAction => ({ kind: 'move', move: name, args });

/** The view stands in for the state: every check of the seat's own moves reads only public parts. */
function scopeOf(seat: BotSeat): ArgScope<ThreeLawsState> {
  return (seat.scope ??= { G: seat.view as unknown as ThreeLawsState, playerID: seat.me, seats: seat.view.players });
}

/**
 * Why the game would refuse the action from the bot's seat: the move's declared arguments, then
 * its rule, as the engine asks them (move-args.ts moveRefusal); undefined when it is legal.
 */
export const refusal = (seat: BotSeat, action: BotAction): Violation | undefined => moveRefusal(seat.content, scopeOf(seat), action.move, action.args);

/** Whether the game would take the action; the seat keeps its last verdict, as its policy checks again what a chooser checked. */
export function isLegal(seat: BotSeat, action: BotAction): boolean {
  if (seat.checked?.action === action) return seat.checked.legal;
  const legal = refusal(seat, action) === undefined;
  seat.checked = { action, legal };
  return legal;
}
