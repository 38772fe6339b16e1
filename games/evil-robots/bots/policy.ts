import type { Ctx } from 'boardgame.io';
import type { BotAction, Rng } from '../../kit/bots/random-bot.ts';
import type { EvilContent } from '../content-types.ts';
import type { EvilView, PlayerID } from '../state.ts';
import { chooseDecision, chooseKeep, choosePath, chooseSplit } from './after.ts';
import { chooseCountdown } from './countdown.ts';
import { botSeat } from './seat.ts';
import { chooseLateReveal, chooseTurn } from './turn.ts';

const CHOOSERS = [chooseDecision, chooseCountdown, chooseTurn, chooseLateReveal, chooseSplit, chooseKeep, choosePath];

/**
 * Evil Robots' bot (GameModule.botPolicy), on its seat's view only: it plays for the team its
 * hidden coin points to, claims high cards, spends tokens turning rivals' coins, accepts fair
 * splits. Its chances are stable ones (seat.ts), so it needs no rng; it never closes a timed step
 * (a window that runs out is closed by the table), and names no seat.
 */
export function evilBotPolicy(view: EvilView, ctx: Pick<Ctx, 'gameover'>, playerID: PlayerID, content: EvilContent, _rng: Rng, _names?: Record<string, string>): BotAction | undefined {
  if (ctx.gameover !== undefined || !view.players.includes(playerID)) return undefined;
  const seat = botSeat(view, content, playerID);
  for (const choose of CHOOSERS) {
    const action = choose(seat);
    if (action) return action;
  }
  return undefined;
}
