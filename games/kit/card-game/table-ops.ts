import { matchesFilter } from '../script/values.ts';
import { factsOf, type BuiltDeck } from './build-deck.ts';
import { handCounts } from './check-table-content.ts';
import type { CardTableContent } from './table-content.ts';
import { zoneKey, type CardTableState, type TableZones, type ZoneDecl } from './table-state.ts';
import { filterOf, findOf, sliceOf } from '../frozen-lists.ts';

/** boardgame.io's `random.Shuffle`, passed in so a seed replays the deal and every reshuffle. */
export type Shuffle = <T>(items: T[]) => T[];

/** Every zone instance of the table, empty: one per table zone, one per seat of a per-seat zone. */
export function emptyZones(zones: readonly ZoneDecl[], seats: readonly string[]): TableZones {
  return Object.fromEntries(zones.flatMap((zone) => (zone.perSeat ? seats.map((seat) => [zoneKey(zone.id, seat), []]) : [[zone.id, []]])));
}

/** The zone a key belongs to: `hand:2` is `hand`'s. */
export const zoneOfKey = (key: string): string => key.split(':')[0];

/**
 * The deal content declares: the shuffled deck into `deal.deck`, each hand dealt one card at a
 * time round the table, then the cards turned (a card matching `bury` goes back into the
 * middle of its pile and the next is turned instead). Play goes clockwise, skipping no one.
 */
export function dealTable(table: CardTableContent, deck: BuiltDeck, seats: readonly string[], shuffle: Shuffle): CardTableState {
  const zones = emptyZones(table.zones, seats);
  zones[table.deal.deck] = shuffle([...deck.ids]);
  for (const { zone, count } of handCounts(table, seats.length)) {
    for (let round = 0; round < count; round++) for (const seat of seats) moveTop(zones, table.deal.deck, zoneKey(zone, seat), 'bottom');
  }
  for (const turn of table.deal.turn ?? []) {
    for (let n = 0; n < turn.count; n++) {
      // Bounded: a pile of nothing but buried cards turns its last one rather than loop.
      for (let tries = zones[turn.from].length; tries > 1 && turn.bury && matchesFilter(factsOf(deck, zones[turn.from][0]), turn.bury); tries--) {
        const [buried, ...rest] = zones[turn.from];
        const middle = Math.floor(rest.length / 2);
        zones[turn.from] = [...rest.slice(0, middle), buried, ...rest.slice(middle)];
      }
      moveTop(zones, turn.from, turn.to, 'top');
    }
  }
  return { zones, order: { direction: 1, skip: 0 } };
}

/** The top card of one zone instance onto one end of another (a hand keeps cards in the order they came); nothing when it is empty. */
function moveTop(zones: TableZones, from: string, to: string, at: 'top' | 'bottom'): void {
  const [top, ...rest] = zones[from];
  if (top === undefined) return;
  zones[from] = rest;
  zones[to] = at === 'top' ? [top, ...zones[to]] : [...zones[to], top];
}

/** The refill a zone declares, if any. */
const refillOf = (zones: readonly ZoneDecl[], key: string) => findOf(zones, (zone) => zone.id === zoneOfKey(key))?.refill;

/** How many cards a draw from `key` could take: what it holds, and what its refill would bring. */
export function drawable(G: CardTableState, zones: readonly ZoneDecl[], key: string): number {
  const refill = refillOf(zones, key);
  return G.zones[key].length + (refill ? Math.max(0, G.zones[refill.from].length - refill.keep) : 0);
}

/** Refills `key` as its zone declares: all but the top `keep` cards of `from`, shuffled, go under it. Whether any moved. */
export function refillZone(G: CardTableState, zones: readonly ZoneDecl[], key: string, shuffle: Shuffle): boolean {
  const refill = refillOf(zones, key);
  if (!refill || G.zones[refill.from].length <= refill.keep) return false;
  const source = G.zones[refill.from];
  G.zones[refill.from] = source.slice(0, refill.keep);
  G.zones[key] = [...G.zones[key], ...shuffle(source.slice(refill.keep))];
  return true;
}

/**
 * Draws `count` cards off the top of `from` to the bottom of `to` (a hand keeps the order
 * cards came in), refilling `from` when it runs short. Fewer are drawn when both run out.
 */
export function drawCards(G: CardTableState, zones: readonly ZoneDecl[], from: string, to: string, count: number, shuffle: Shuffle): { cards: string[]; reshuffled: boolean } {
  const reshuffled = G.zones[from].length < count && refillZone(G, zones, from, shuffle);
  const cards = sliceOf(G.zones[from], 0, count);
  G.zones[from] = sliceOf(G.zones[from], cards.length);
  G.zones[to] = [...G.zones[to], ...cards];
  return { cards, reshuffled };
}

/** Moves named cards from one zone instance onto the top of another; cards not in `from` stay put. */
export function moveCards(G: CardTableState, from: string, to: string, cards: readonly string[]): void {
  const moving = filterOf(cards, (card) => G.zones[from].includes(card));
  G.zones[from] = filterOf(G.zones[from], (card) => !moving.includes(card));
  G.zones[to] = [...moving, ...G.zones[to]];
}

/** The cards of a zone instance; none for a key the table does not hold (a seat named by a client, "__proto__"). */
export const cardsIn = (G: CardTableState, key: string): readonly string[] => (Object.hasOwn(G.zones, key) ? G.zones[key] : []);

/** The top card of a zone instance, or undefined when it is empty. */
export const topOf = (G: CardTableState, key: string): string | undefined => cardsIn(G, key)[0];
