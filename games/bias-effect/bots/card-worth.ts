import { algorithmOf } from '../rules/catalog.ts';
import { scriptOf } from '../script/host.ts';
import type { CardId } from '../state.ts';
import { explore, walkOf } from './explore.ts';
import type { BotSeat } from './seat.ts';
import { cloneSim, simOf, type Sim } from './sim.ts';
import { putInto, removeCards } from './sim-zones.ts';
import { baselineOf, type Baseline } from './worth.ts';

/** What playing an Algorithm card from the bot's hand now is worth to it, in chips (its choices made as it would make them), from its picture of the table now. */
function playWorth(seat: BotSeat, table: Sim, base: Baseline, card: CardId): number {
  const start = cloneSim(table);
  putInto(start, { zone: 'algorithm-discard' }, seat.me, removeCards(start, [card], seat.me));
  return explore(walkOf(seat, seat.me, start, base), scriptOf(algorithmOf(seat.content, card).script), cloneSim(start), { self: card });
}

/** The bot's hand with what each card is worth played now and traded in, best to play first. */
export function weighHand(seat: BotSeat): { card: CardId; play: number; value: number }[] {
  const table = simOf(seat.view, seat.me);
  // A card played only moves from hand to discard, which no baseline reads: one serves the hand.
  const base = baselineOf(seat, table);
  return seat.view.hand.map((card) => ({ card, play: playWorth(seat, table, base, card), value: algorithmOf(seat.content, card).value })).sort((a, b) => b.play - a.play || a.card.localeCompare(b.card));
}
