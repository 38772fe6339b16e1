import { countEach } from '../../kit/count-each.ts';
import type { AyarState, CardId } from '../state.ts';
import { copyWith } from '../../kit/with-fields.ts';

/**
 * What a card of one kind did in a game (`dealt to a player`: at the deal, and a conversion's
 * added card when it reaches a Human, so per copy it is the share of copies that were held), as the simulator's per-card table names it. Counted
 * in the state by the rules (only the rules know a shooter's card at the moment of the shot:
 * a later conversion may deal it to someone else), secret, and never in a view.
 */
export const CARD_COUNTERS = ['dealt to a player', 'zapped a Robot', 'zapped a Human', 'was zapped', 'shook hands', 'declared revolution', 'converted a Human', 'won'] as const;

export type CardCounter = (typeof CARD_COUNTERS)[number] | 'added by a conversion';

export type CardStats = Partial<Record<CardCounter, Record<CardId, number>>>;

/** One more of `counter` for each card given (a kind twice counts twice). */
export function countCards(G: AyarState, counter: CardCounter, cards: CardId[]): AyarState {
  return countCardsOf(G, [[counter, cards]]);
}

/** countCards for several counters in turn, with one copy of G and of its stats (a zap counts two, a conversion three). */
export function countCardsOf(G: AyarState, counts: readonly (readonly [CardCounter, CardId[]])[]): AyarState {
  const cardStats = { ...G.cardStats };
  for (const [counter, cards] of counts) cardStats[counter] = countEach(cardStats[counter] ?? {}, cards);
  return copyWith(G, { cardStats });
}
