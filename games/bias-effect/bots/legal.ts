import type { BotAction } from '../../kit/bots/random-bot.ts';
import type { ArgScope } from '../../kit/rules/move-args.ts';
import type { Violation } from '../../kit/violation.ts';
import { moveRefusal } from '../moves.ts';
import type { BiasState } from '../state.ts';
import type { BotSeat } from './seat.ts';

/** A move the bot may send. */
export const move = (name: string, ...args: unknown[]): BotAction => ({ kind: 'move', move: name, args });

/** Closing a sealed step is never the bot's: a table waits for its people. */
const BOT_MOVES = new Set(['trade', 'bid', 'control', 'playAlgorithm', 'pass', 'decide']);

/**
 * What the moves' checks read, from the seat's view (its own hand is the only one they look at),
 * built once per decision: a copy of the whole view was a tenth of the bot's time.
 */
function scopeOf(seat: BotSeat): ArgScope<BiasState> {
  if (seat.scope) return seat.scope;
  const { view, me } = seat;
  const G = { step: view.step, scripts: view.scripts, chips: view.chips, players: view.players, hands: { [me]: view.hand } } as unknown as BiasState;
  return (seat.scope = { G, playerID: me, seats: view.players });
}

/**
 * Why the game would refuse the action from the bot's seat: the move's declared arguments, then
 * its rule, as the engine asks them (moves.ts moveRefusal); undefined when it is legal.
 */
export function refusal(seat: BotSeat, action: BotAction): Violation | undefined {
  if (!BOT_MOVES.has(action.move)) return { code: 'not-for-bots', message: `the bot does not send ${action.move}` };
  return moveRefusal(scopeOf(seat), action.move, action.args);
}

export const isLegal = (seat: BotSeat, action: BotAction): boolean => refusal(seat, action) === undefined;

/** The first legal action, in the bot's order of preference. */
export const firstLegal = (seat: BotSeat, actions: readonly BotAction[]): BotAction | undefined => actions.find((a) => isLegal(seat, a));
