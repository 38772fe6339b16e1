import type { BotAction } from '../../kit/bots/random-bot.ts';
import { checkAnswer, type ScriptState } from '../../kit/script/index.ts';
import type { Violation } from '../../kit/violation.ts';
import { checkPass, checkPlay } from '../rules/algorithm.ts';
import { checkBid } from '../rules/bids.ts';
import { checkControl } from '../rules/control.ts';
import { checkTrade } from '../rules/trade.ts';
import type { BiasState } from '../state.ts';
import type { BotSeat } from './seat.ts';

/** A move the bot may send. */
export const move = (name: string, ...args: unknown[]): BotAction => ({ kind: 'move', move: name, args });

/**
 * Why the game would refuse the action from the bot's seat, by the moves' own validators read on
 * the seat's view (its own hand is the only one they look at); undefined when it is legal.
 * Closing a sealed step is never the bot's: a table waits for its people.
 */
export function refusal(seat: BotSeat, action: BotAction): Violation | undefined {
  const { view, me } = seat;
  // What the validators read, from the view: a copy of the whole view was a tenth of the bot's time.
  const G = { step: view.step, scripts: view.scripts, chips: view.chips, hands: { [me]: view.hand } } as unknown as Pick<BiasState, 'step' | 'scripts' | 'chips' | 'hands'>;
  const a = action.args;
  switch (action.move) {
    case 'trade':
      return checkTrade(G, me, a[0]);
    case 'bid':
      return checkBid(G, me, a[0]);
    case 'control':
      return checkControl(G, me, a[0]);
    case 'playAlgorithm':
      return checkPlay(G, me, a[0]);
    case 'pass':
      return checkPass(G, me);
    case 'decide':
      return checkAnswer(view.scripts as ScriptState, me, a[0]);
    default:
      return { code: 'not-for-bots', message: `the bot does not send ${action.move}` };
  }
}

export const isLegal = (seat: BotSeat, action: BotAction): boolean => refusal(seat, action) === undefined;

/** The first legal action, in the bot's order of preference. */
export const firstLegal = (seat: BotSeat, actions: readonly BotAction[]): BotAction | undefined => actions.find((a) => isLegal(seat, a));
