import type { PrintDeck } from './print-deck.ts';

/**
 * How many of each card an export prints. `one-each`: every design once, a proof sheet for the
 * artist. `whole-game`: every card a full game needs, as the game's box holds them, or for
 * `players` where the game's count depends on the table.
 */
export const PRINT_SETS = ['one-each', 'whole-game'] as const;
export type PrintSetName = (typeof PRINT_SETS)[number];

export type PrintSet = { name: 'one-each' } | { name: 'whole-game'; players?: number };

/**
 * A game whose whole game depends on how many play (Are You A Robot? is sold in packs that
 * combine for a bigger table): its player counts and the copies of each design it needs.
 */
export interface PlayerCount<Content = unknown> {
  /** The player counts a whole game may be printed for; the largest is the default. */
  players(content: Content): { min: number; max: number };
  /** Copies of a design a game for `players` needs; `listed` is what one box holds, as the card list gives it. */
  copies(content: Content, players: number, card: { deck: string; id: string; listed: number }): number;
  /** What the count amounts to, in the game's words, e.g. "5 packs". */
  describe(content: Content, players: number): string;
}

/** A sized export: the decks to print and, for the summary, the player count and the game's words for it. */
export interface SizedDecks {
  decks: PrintDeck[];
  players?: number;
  amounts?: string;
}

/**
 * The decks as the set asks: every design once, or the copies a whole game needs. A design a
 * game does not use at that player count (copies 0) is left out, and so is a deck left empty.
 */
export function sizeDecks<Content>(decks: PrintDeck[], set: PrintSet, content: Content, count?: PlayerCount<Content>): SizedDecks {
  if (set.name === 'one-each') return { decks: decks.map((deck) => ({ ...deck, cards: deck.cards.map((card) => ({ ...card, copies: 1 })) })) };
  if (!count) return { decks };
  const players = set.players ?? count.players(content).max;
  const sized = decks.map((deck) => ({ ...deck, cards: deck.cards.map((card) => ({ ...card, copies: count.copies(content, players, { deck: deck.id, id: card.id, listed: card.copies }) })).filter((card) => card.copies > 0) }));
  return { decks: sized.filter((deck) => deck.cards.length > 0), players, amounts: count.describe(content, players) };
}
