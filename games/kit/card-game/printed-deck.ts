import type { CardRecord } from '../cards/card-records.ts';
import { isSuited, type DeckDecl, type SuitedDeck } from './table-content.ts';

/**
 * A suited deck's designs as printed cards of type `card`, one per suit and rank (its copies
 * as the count), with the fields a face template reads: `rank`, `rankName`, `suit`,
 * `suitName`, `symbol`, `colour` (the suit's CSS colour), the rank's `text` and number facts
 * (`points`); its description (a Tabletop Simulator card's) names it, its numbers and its text.
 */
export function suitedDeckRecords(deck: SuitedDeck): CardRecord[] {
  return deck.suits.flatMap((suit) =>
    deck.ranks.map(({ id, name, ...numbers }) => ({
      type: 'card',
      id: `${id}-${suit.id}`,
      name: `${name} of ${suit.name}`,
      count: deck.copies ?? 1,
      description: [[`${name} of ${suit.name}`, ...Object.entries(numbers).flatMap(([fact, value]) => (typeof value === 'number' ? [`${value} ${fact}`] : []))].join(', '), numbers.text]
        .filter(Boolean)
        .map((words) => String(words).replace(/\.?$/, '.'))
        .join(' '),
      fields: { ...numbers, rank: id, rankName: name, suit: suit.id, suitName: suit.name, symbol: suit.symbol, colour: suit.colour },
    })),
  );
}

/** A card game's printed cards: its suited deck's designs, none for a deck of its own cards (those print from their own records). */
export function tablePrintedCards(content: { table: { deck: DeckDecl } }): CardRecord[] {
  return isSuited(content.table.deck) ? suitedDeckRecords(content.table.deck) : [];
}
