import type { DeckDecl } from './table-content.ts';
import { isSuited } from './table-content.ts';

/** What the rules, scripts' `where` filters and the table know of one physical card. */
export type CardFacts = Record<string, string | number | boolean>;

/** Every physical card of a deck, in content order, and each one's facts by id. */
export interface BuiltDeck {
  ids: string[];
  facts: Record<string, CardFacts>;
  /** The ids as one set, kept for the fast conservation check (rules/each-once.ts). */
  all: ReadonlySet<string>;
}

/** Ids of a design's copies: the design's own id alone, or `-1`, `-2` … when there are several. */
const copyIds = (id: string, count: number): string[] => (count === 1 ? [id] : Array.from({ length: count }, (_, i) => `${id}-${i + 1}`));

/**
 * The deck content declares, each card with a stable id: `<rank>-<suit>` (`8-hearts`) for a
 * suited card, the entry's id for an extra or listed card, copies suffixed. A suited card's
 * facts are its suit, rank, names, symbol, colour and its rank's number facts (`points`).
 */
export function buildDeck(deck: DeckDecl): BuiltDeck {
  const facts: Record<string, CardFacts> = {};
  const ids: string[] = [];
  const add = (id: string, count: number, fact: CardFacts) => {
    for (const copy of copyIds(id, count)) {
      ids.push(copy);
      facts[copy] = fact;
    }
  };
  if (!isSuited(deck)) {
    for (const card of deck.cards) add(card.id, card.count, { ...card.fields, name: card.name });
    return { ids, facts, all: new Set(ids) };
  }
  for (const suit of deck.suits) {
    for (const { id, name, ...numbers } of deck.ranks) {
      const facts = { ...numbers, rank: id, rankName: name, suit: suit.id, suitName: suit.name, symbol: suit.symbol, colour: suit.colour, name: `${name} of ${suit.name}` };
      add(`${id}-${suit.id}`, deck.copies ?? 1, facts);
    }
  }
  for (const extra of deck.extra ?? []) add(extra.id, extra.count, { name: extra.name });
  return { ids, facts, all: new Set(ids) };
}

/** A card's facts, or none for an id the deck does not hold (a hidden card, a client's invention). */
export function factsOf(deck: BuiltDeck, card: string): CardFacts {
  return Object.hasOwn(deck.facts, card) ? deck.facts[card] : {};
}
