import { violation, type Violation } from '../../kit/violation.ts';
import type { Deck } from '../cards.ts';
import type { CardId, PlacedCard, PlayerID, RobotsState } from '../state.ts';
import { isWhole } from './spreads.ts';

/**
 * Moves of cards between zones that the powers need: breaking a spread, giving cards back
 * to whoever played them, slipping cards under the Scrap Heap or the Robot Factory in a
 * chosen order. Pure, with no rule of their own about when they apply.
 */

type Zones = Pick<RobotsState, 'hands' | 'heap' | 'factory' | 'spreads'>;

/** A spread an attack may take a card from: on the table, not a Constructed Robot, holding that card. */
export function checkAttackable(G: Pick<RobotsState, 'spreads'>, spreadId: unknown, card: unknown): Violation | undefined {
  const spread = G.spreads.find((s) => s.id === spreadId);
  if (!spread) return violation('unknown-spread', 'Choose a spread on the table.');
  if (spread.constructed !== null) return violation('constructed', 'A Constructed Robot cannot be touched by any attack.');
  if (!spread.cards.some((p) => p.card === card)) return violation('not-in-spread', 'Choose a card of that spread.');
  return undefined;
}

/** Takes a spread off the table; its cards, with who played each, go to the caller. */
export function removeSpread<G extends Zones>(G: G, spreadId: string): { G: G; cards: PlacedCard[] } {
  const spread = G.spreads.find((s) => s.id === spreadId);
  if (!spread) throw new Error(`ROBOTS!: no spread '${spreadId}'.`);
  return { G: { ...G, spreads: G.spreads.filter((s) => s !== spread) }, cards: spread.cards };
}

/** Every card back into the hand of the player who played it. */
export function returnToContributors<G extends Zones>(G: G, cards: PlacedCard[]): G {
  const hands: Record<PlayerID, CardId[]> = { ...G.hands };
  for (const { card, by } of cards) hands[by] = [...(hands[by] ?? []), card];
  return { ...G, hands };
}

/** Breaks a spread: it leaves the table and every contributor takes their cards back. */
export function breakSpread<G extends Zones>(G: G, spreadId: string): G {
  const removed = removeSpread(G, spreadId);
  return returnToContributors(removed.G, removed.cards);
}

/**
 * Takes one card out of a spread. If what is left is no longer a valid run or set, the
 * spread leaves the table and its other cards are handed back as `broken` for the caller to
 * place (contributors' hands for a laser, under the Scrap Heap for a singularity).
 */
export function takeFromSpread<G extends Zones>(deck: Deck, G: G, spreadId: string, card: CardId, minSpread: number): { G: G; broken: PlacedCard[] | null } {
  const spread = G.spreads.find((s) => s.id === spreadId);
  if (!spread || !spread.cards.some((p) => p.card === card)) throw new Error(`ROBOTS!: no card '${card}' in spread '${spreadId}'.`);
  const rest = { ...spread, cards: spread.cards.filter((p) => p.card !== card) };
  if (isWhole(deck, rest, minSpread)) {
    return { G: { ...G, spreads: G.spreads.map((s) => (s === spread ? rest : s)) }, broken: null };
  }
  return { G: { ...G, spreads: G.spreads.filter((s) => s !== spread) }, broken: rest.cards };
}

/** Whether `order` is exactly `cards` rearranged, with `lowest` (the power card) first. */
export function checkBottomOrder(cards: CardId[], order: unknown, lowest?: CardId): Violation | undefined {
  if (!Array.isArray(order) || order.length !== cards.length || [...order].sort().join() !== [...cards].sort().join()) {
    return violation('bad-order', `Order exactly these cards: ${cards.join(', ')}.`);
  }
  if (lowest !== undefined && order[0] !== lowest) return violation('power-card-lowest', `${lowest} must go at the very bottom.`);
  return undefined;
}

/** Slips cards under the Scrap Heap; `bottomFirst[0]` ends up at the very bottom. */
export function putUnderHeap<G extends Zones>(G: G, bottomFirst: CardId[]): G {
  return { ...G, heap: [...bottomFirst, ...G.heap] };
}

/** Slips cards under the Robot Factory; `bottomFirst[0]` ends up at the very bottom. */
export function putUnderFactory<G extends Zones>(G: G, bottomFirst: CardId[]): G {
  return { ...G, factory: [...G.factory, ...[...bottomFirst].reverse()] };
}

/** Takes the `count` lowest cards of the Scrap Heap, bottom first (for a power to put elsewhere). */
export function takeHeapBottom<G extends Zones>(G: G, count: number): { G: G; cards: CardId[] } {
  return { G: { ...G, heap: G.heap.slice(count) }, cards: G.heap.slice(0, count) };
}

/** Takes one named card out of the Scrap Heap, wherever it lies, into a player's hand. */
export function pullFromHeap<G extends Zones>(G: G, card: CardId, player: PlayerID): G {
  if (!G.heap.includes(card)) throw new Error(`ROBOTS!: no card '${card}' in the Scrap Heap.`);
  return { ...G, heap: G.heap.filter((c) => c !== card), hands: { ...G.hands, [player]: [...(G.hands[player] ?? []), card] } };
}
