import type { BotAction } from '../../kit/bots/random-bot.ts';
import type { Violation } from '../../kit/violation.ts';
import { checkAccuse, checkCallError, checkCastVote } from '../rules/error-call.ts';
import { checkAnswer, checkAsk } from '../rules/query.ts';
import { checkReady, checkReveal } from '../rules/round-end.ts';
import { checkNameSeat } from '../rules/seat-names.ts';
import { checkGive, checkKeep, checkReply } from '../rules/transfer.ts';
import type { ThreeLawsState } from '../state.ts';
import type { BotSeat } from './seat.ts';

/** A move the bot may send. */
export const move = (name: string, ...args: unknown[]): BotAction => ({ kind: 'move', move: name, args });

/** Why the game would refuse the action from the bot's seat, by the moves' own validators; undefined when it is legal. */
export function refusal(seat: BotSeat, action: BotAction): Violation | undefined {
  const G = seat.view as unknown as ThreeLawsState;
  const { content, me } = seat;
  const a = action.args as any[];
  switch (action.move) {
    case 'ask':
      return checkAsk(G, content, me, a[0], a[1], a[2]);
    case 'answer':
      return checkAnswer(G, content, me, a[0]);
    case 'giveKeys':
      return checkGive(G, me, a[0]);
    case 'keepKeys':
      return checkKeep(G, me);
    case 'acceptKeys':
    case 'refuseKeys':
      return checkReply(G, me);
    case 'callError':
      return checkCallError(G, me, a[0]);
    case 'accuse':
      return checkAccuse(G, me);
    case 'voteOnCall':
      return checkCastVote(G, me, a[0]);
    case 'reveal':
      return checkReveal(G, me);
    case 'ready':
      return checkReady(G, me);
    case 'nameSeat':
      return checkNameSeat(G, me, a[0]);
    default:
      return { code: 'unknown-move', message: `no move ${action.move}` };
  }
}

export const isLegal = (seat: BotSeat, action: BotAction): boolean => refusal(seat, action) === undefined;
