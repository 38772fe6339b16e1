import type { CardSize } from '../cards/card-sizes.ts';

/**
 * What an export prints, as the print page lists it from a game's content: decks of cards,
 * each deck with one back. Shared by the print page (which draws them) and the CLI (which
 * lays them out and names the files).
 */
export interface PrintCard {
  /** The card's id in content, unique within its deck. */
  id: string;
  /** The card's name as content gives it (a Tabletop Simulator nickname, a file name). */
  name: string;
  /** What the card says, in plain words (a Tabletop Simulator description); none for a card that says nothing. */
  description?: string;
  /** How many copies one set of the game holds. */
  copies: number;
}

export interface PrintDeck {
  /** The card type (games/kit/cards/card-types.ts): unique within the game, also the folder of its PNG files. */
  id: string;
  name: string;
  /** The trimmed physical size, from the game's card formats unless `--size` overrides it. */
  size: CardSize;
  cards: PrintCard[];
}

/** One card position to draw: a face of a deck's card, or the deck's back. */
export type PrintSlot = { deck: string; side: 'face'; card: string } | { deck: string; side: 'back' };

/** Every physical card of a deck, copies included, in deck order. */
export function physicalCards(deck: PrintDeck): PrintCard[] {
  return deck.cards.flatMap((card) => Array.from({ length: card.copies }, () => card));
}

/** A file-name-safe form of an id: lower case letters, digits and dashes. */
export function fileSafe(id: string): string {
  return id.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'card';
}
