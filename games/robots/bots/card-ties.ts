import { cardOf, type Card, type Deck } from '../cards.ts';
import type { CardId } from '../state.ts';

/** A wild fits any spread: the bot never lets one go while it holds another card. */
const WILD_TIES = 99;

/** The run values a natural card stands at: its number, or a star's two ends. */
const valuesOf = (deck: Deck, card: Exclude<Card, { kind: 'wild' }>): readonly number[] => (card.kind === 'number' ? [card.number] : [deck.starLow, deck.starHigh]);

/**
 * How strongly `card` ties to `others` toward a spread: a card of its rank 2 (a set in the
 * making), a card of its colour one value away 2 and two away 1 (a run with or without a gap),
 * each wild 1. A high count is a card to keep; a card with none is deadwood, the one to discard.
 */
export function tiesTo(deck: Deck, card: Card, others: readonly Card[]): number {
  if (card.kind === 'wild') return WILD_TIES;
  const values = valuesOf(deck, card);
  let ties = 0;
  for (const other of others) {
    if (other === card) continue;
    if (other.kind === 'wild') {
      ties += 1;
      continue;
    }
    if (other.kind === card.kind && (other.kind === 'star' || (other.kind === 'number' && card.kind === 'number' && other.number === card.number))) ties += 2;
    if (other.colour !== card.colour) continue;
    let near = Infinity;
    for (const a of values) for (const b of valuesOf(deck, other)) near = Math.min(near, Math.abs(a - b));
    if (near <= 2) ties += 3 - near;
  }
  return ties;
}

/** Each card of `hand` read once, for the weighing of a whole hand. */
export const cardsOf = (deck: Deck, hand: readonly CardId[]): Card[] => hand.map((id) => cardOf(deck, id));
