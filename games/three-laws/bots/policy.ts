import type { Ctx } from 'boardgame.io';
import type { BotAction, Rng } from '../../kit/bots/random-bot.ts';
import type { ThreeLawsContent } from '../content-types.ts';
import type { PlayerID, ThreeLawsView } from '../state.ts';
import { chooseAnswer } from './answer.ts';
import { chooseQuestion } from './ask.ts';
import { chooseAccuse, chooseCall, chooseVote } from './calls.ts';
import { chooseReply, chooseTransfer } from './keys.ts';
import { isLegal, move } from './legal.ts';
import { botSeat, type BotSeat } from './seat.ts';

const reveal = (seat: BotSeat): BotAction | undefined => (seat.view.step.kind === 'reveal' ? move('reveal') : undefined);
/** The bot first tells the game the name it sits under (its seat label where no names are known), so laws about names can be judged. */
const nameSeat = (seat: BotSeat): BotAction | undefined => (seat.view.names[seat.me] !== seat.nameOf(seat.me) ? move('nameSeat', seat.nameOf(seat.me)) : undefined);
const ready = (seat: BotSeat): BotAction | undefined => (seat.view.step.kind === 'round-end' ? move('ready') : undefined);

/**
 * What the bot does first when it can: its name for the table, then a vote holds up the table, an accusation and an Error
 * call are taken before play moves on; then its own part of the round (ask, answer, transfer,
 * reply, turn its card up), then ready between rounds.
 */
const CHOOSERS = [nameSeat, chooseVote, chooseAccuse, chooseCall, chooseQuestion, chooseAnswer, chooseTransfer, chooseReply, reveal, ready];

/**
 * 3 Laws of Robotics' bot (GameModule.botPolicy): decides on its seat's view only, returns a
 * move the game's validators accept, or undefined when it has nothing to do now.
 */
export function threeLawsBotPolicy(view: ThreeLawsView, ctx: Pick<Ctx, 'gameover'>, playerID: PlayerID, content: ThreeLawsContent, rng: Rng, names?: Record<string, string>): BotAction | undefined {
  if (ctx.gameover !== undefined || !view.players.includes(playerID)) return undefined;
  const seat = botSeat(view, content, playerID, rng, names);
  for (const choose of CHOOSERS) {
    const action = choose(seat);
    if (action && isLegal(seat, action)) return action;
  }
  return undefined;
}
