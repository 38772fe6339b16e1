import type { BiasContent } from '../content-types.ts';
import { algorithmOf, cardsOf } from '../rules/catalog.ts';
import { scriptOf } from '../script/host.ts';
import type { CardId } from '../state.ts';
import type { Script } from '../../kit/script/index.ts';
import { explore, walkOf } from './explore.ts';
import { readsOnlyPublic, readsPublicMind } from './mind-reads.ts';
import type { BotSeat } from './seat.ts';
import { cloneSim, simOf, type Sim } from './sim.ts';
import { putInto, removeCards } from './sim-zones.ts';
import { baselineOf, type Baseline } from './worth.ts';

/**
 * Whether a script reads only the public table and the mind (mind-reads.ts): no card in a hand, no
 * pile, no count but the mind's. Where the played card lies is then nothing to it.
 */
const readsNoCards = (script: Script): boolean => readsOnlyPublic(script) || readsPublicMind(script);

/**
 * What playing an Algorithm card from the bot's hand now is worth to it, in chips (its choices
 * made as it would make them), from its picture of the table now. A script that reads no cards
 * is followed on the table as it is, the card still in hand: worth reads the hand's size only
 * as its change from the start, the same either way, so the card's move and a copy are skipped.
 */
function playWorth(seat: BotSeat, table: Sim, base: Baseline, card: CardId): number {
  const script = scriptOf(algorithmOf(seat.content, card).script);
  if (readsNoCards(script)) return explore(walkOf(seat, seat.me, table, base), script, cloneSim(table), { self: card });
  const start = cloneSim(table);
  putInto(start, { zone: 'algorithm-discard' }, seat.me, removeCards(start, [card], seat.me));
  return explore(walkOf(seat, seat.me, start, base), script, cloneSim(start), { self: card });
}

// Ties in a hand's order go by the card ids' localeCompare (ICU collation), about 0.4 µs a call:
// each Algorithm card's place in that order is found once per content (cards it calls equal share one).
const orders = new WeakMap<BiasContent, Map<CardId, number>>();

function orderOf(content: BiasContent): Map<CardId, number> {
  let order = orders.get(content);
  if (!order) {
    const cards = cardsOf(content.algorithms.algorithms).sort((a, b) => a.localeCompare(b));
    order = new Map();
    for (let i = 0, rank = 0; i < cards.length; i++) {
      if (i > 0 && cards[i - 1].localeCompare(cards[i]) !== 0) rank = i;
      order.set(cards[i], rank);
    }
    orders.set(content, order);
  }
  return order;
}

/** `a.localeCompare(b)`'s sign for two Algorithm cards; a card the content does not hold is compared as it is. */
export function cardOrder(content: BiasContent, a: CardId, b: CardId): number {
  const order = orderOf(content);
  const x = order.get(a);
  const y = order.get(b);
  return x === undefined || y === undefined ? a.localeCompare(b) : x - y;
}

/** The bot's hand with what each card is worth played now and traded in, best to play first. */
export function weighHand(seat: BotSeat): { card: CardId; play: number; value: number }[] {
  const table = simOf(seat.view, seat.me);
  // A card played only moves from hand to discard, which no baseline reads: one serves the hand.
  const base = baselineOf(seat, table);
  return seat.view.hand.map((card) => ({ card, play: playWorth(seat, table, base, card), value: algorithmOf(seat.content, card).value })).sort((a, b) => b.play - a.play || cardOrder(seat.content, a.card, b.card));
}
