import type { DeckFile, RobotsContent } from './content-types.ts';
import type { CardId } from './state.ts';
import { findOf } from '../kit/frozen-lists.ts';

/** A card read from its id: a numbered card, a star, or a wild robot. */
export type Card =
  | { id: CardId; kind: 'number'; colour: string; number: number }
  | { id: CardId; kind: 'star'; colour: string }
  | { id: CardId; kind: 'wild' };

/** Everything the rules need to know about the deck, derived once from deck.yaml. */
export interface Deck {
  cards: Card[];
  byId: Map<CardId, Card>;
  colours: string[];
  low: number;
  high: number;
  /** The star's two values: one below the lowest number and one above the highest. */
  starLow: number;
  starHigh: number;
}

const decks = new WeakMap<DeckFile, Deck>();

/** The 74 cards (with the shipped content) in a fixed order: colour by colour, then the wilds. */
export function deckOf(content: Pick<RobotsContent, 'deck'>): Deck {
  const file = content.deck;
  const known = decks.get(file);
  if (known) return known;
  const { low, high } = file.numbers;
  const cards: Card[] = [];
  for (const { id: colour } of file.colours) {
    for (let n = low; n <= high; n++) cards.push({ id: `${colour}-${n}`, kind: 'number', colour, number: n });
    cards.push({ id: `${colour}-star`, kind: 'star', colour });
  }
  for (let w = 1; w <= file.wilds.count; w++) cards.push({ id: `wild-${w}`, kind: 'wild' });
  const deck: Deck = {
    cards,
    byId: new Map(cards.map((c) => [c.id, c])),
    colours: file.colours.map((c) => c.id),
    low,
    high,
    starLow: low - 1,
    starHigh: high + 1,
  };
  decks.set(file, deck);
  return deck;
}

/** The card with this id; throws on an id not in the deck (the rules only meet ids they checked). */
export function cardOf(deck: Deck, id: CardId): Card {
  const card = deck.byId.get(id);
  if (!card) throw new Error(`ROBOTS!: no card '${id}' in the deck.`);
  return card;
}

/** What a card scores in a spread, and costs when left in hand. */
export function pointsOf(content: Pick<RobotsContent, 'deck'>, card: Card): number {
  if (card.kind === 'wild') return content.deck.wilds.points;
  if (card.kind === 'star') return content.deck.star.points;
  return findOf(content.deck.points, (r) => card.number >= r.from && card.number <= r.to)?.points ?? 0;
}
