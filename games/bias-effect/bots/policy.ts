import type { Ctx } from 'boardgame.io';
import type { BotAction, Rng } from '../../kit/bots/random-bot.ts';
import type { BiasContent } from '../content-types.ts';
import type { BiasView, PlayerID } from '../state.ts';
import { chooseBid } from './bid.ts';
import { chooseControl } from './control.ts';
import { chooseDecision } from './decide.ts';
import { choosePlay } from './play.ts';
import { botSeat, type LifeCardWeighing } from './seat.ts';
import { chooseTrade } from './trade.ts';

/** A card waiting on the bot comes first; then its part of the round's step. It never closes a sealed step. */
const CHOOSERS = [chooseDecision, chooseTrade, chooseBid, chooseControl, choosePlay];

/**
 * Bias Effect's bot (GameModule.botPolicy): decides on its seat's view only, returns a move the
 * game's validators accept, or undefined when it has nothing to do now. Its few chances (a chip
 * more, a bluff) are stable ones, asked again and again about the same state (seat.ts), so it
 * needs no rng; it names no seat, so no names. Its bids weigh the Life card to come by each
 * outcome's first-order effects (life-model.ts).
 */
export function biasBotPolicy(view: BiasView, ctx: Pick<Ctx, 'gameover'>, playerID: PlayerID, content: BiasContent, _rng: Rng, _names?: Record<string, string>): BotAction | undefined {
  return play(view, ctx, playerID, content, { lifeCard: 'modelled' });
}

/**
 * The bot with bids that weigh only the mind they would make, not the Life card to come: the
 * `mind-only` variant (GameModule.botVariants), which `npm run bench:bot-strength` sets against
 * biasBotPolicy in mixed seats: it tells what weighing the Life card is worth to the bot's play.
 */
export function mindOnlyBotPolicy(view: BiasView, ctx: Pick<Ctx, 'gameover'>, playerID: PlayerID, content: BiasContent, _rng: Rng, _names?: Record<string, string>): BotAction | undefined {
  return play(view, ctx, playerID, content, { lifeCard: 'unweighed' });
}

/**
 * The bot whose bids walk every unseen Life outcome on its picture of the table (life-walks.ts):
 * the `life-walks` variant, the shipped bot until 2026-12-03. The model leaves out the choices,
 * mind moves and bid effects a Life card may bring; on a deck rich in those, bench:bot-strength
 * with this variant tells whether the model still plays as well (docs/simulator.md).
 */
export function lifeWalksBotPolicy(view: BiasView, ctx: Pick<Ctx, 'gameover'>, playerID: PlayerID, content: BiasContent, _rng: Rng, _names?: Record<string, string>): BotAction | undefined {
  return play(view, ctx, playerID, content, { lifeCard: 'walked' });
}

function play(view: BiasView, ctx: Pick<Ctx, 'gameover'>, playerID: PlayerID, content: BiasContent, options: { lifeCard: LifeCardWeighing }): BotAction | undefined {
  if (ctx.gameover !== undefined || !view.players.includes(playerID)) return undefined;
  const seat = botSeat(view, content, playerID, options);
  for (const choose of CHOOSERS) {
    const action = choose(seat);
    if (action) return action;
  }
  return undefined;
}
