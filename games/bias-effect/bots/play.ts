import type { BotAction } from '../../kit/bots/random-bot.ts';
import { algorithmTurn } from '../rules/algorithm.ts';
import type { BiasState } from '../state.ts';
import { weighHand } from './card-worth.ts';
import { firstLegal, move } from './legal.ts';
import type { BotSeat } from './seat.ts';

/** Below this a card is not worth its place in the discard: the bot keeps it (to play later or trade in). */
const WORTH_PLAYING = 0.25;

/** On its Algorithm turn the bot plays its best card if it helps its identity or gains it something, else passes. */
export function choosePlay(seat: BotSeat): BotAction | undefined {
  const { view, me } = seat;
  if (view.scripts.running || algorithmTurn(view as unknown as BiasState) !== me) return undefined;
  const best = weighHand(seat)[0];
  const play = best && best.play > WORTH_PLAYING ? [move('playAlgorithm', best.card)] : [];
  return firstLegal(seat, [...play, move('pass')]);
}
