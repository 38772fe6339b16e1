import type { Deck } from '../cards.ts';
import type { CardId, PlacedCard, PlayerID, RobotsState } from '../state.ts';
import { isWhole } from './spreads.ts';
import { handOf, withHand } from './table.ts';
import { copyWith } from '../../kit/with-fields.ts';

/**
 * Moves of cards that the powers' own script steps need (games/robots/script/steps): a card
 * out of a spread, cards back to whoever played them, a card out of the Scrap Heap. Pure,
 * with no rule of their own about when they apply.
 */

type Zones = Pick<RobotsState, 'hands' | 'heap' | 'factory' | 'spreads'>;

/** Every card back into the hand of the player who played it. */
export function returnToContributors<G extends Zones>(G: G, cards: PlacedCard[]): G {
  const hands: Record<PlayerID, CardId[]> = { ...G.hands };
  for (const { card, by } of cards) hands[by] = [...(hands[by] ?? []), card];
  return copyWith(G, { hands });
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
    return { G: copyWith(G, { spreads: G.spreads.map((s) => (s === spread ? rest : s)) }), broken: null };
  }
  return { G: copyWith(G, { spreads: G.spreads.filter((s) => s !== spread) }), broken: rest.cards };
}

/** Takes one named card out of the Scrap Heap, wherever it lies, into a player's hand. */
export function pullFromHeap<G extends Zones>(G: G, card: CardId, player: PlayerID): G {
  if (!G.heap.includes(card)) throw new Error(`ROBOTS!: no card '${card}' in the Scrap Heap.`);
  return copyWith(G, { heap: G.heap.filter((c) => c !== card), hands: withHand(G.hands, player, [...handOf(G, player), card]) });
}
