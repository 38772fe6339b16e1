import { deckOf, pointsOf } from '../cards.ts';
import type { RobotsContent } from '../content-types.ts';
import type { EnumeratedMove } from '../enumerate.ts';
import type { PlayerID, RobotsView } from '../state.ts';
import { handOf } from '../rules/table.ts';
import { cardsOf, tiesTo } from './card-ties.ts';
import { findOf, someOf } from '../../kit/frozen-lists.ts';

/** Blasting a card out of an opponent's spread, before what the card and the spread add. */
const BLAST = 10;
/** More when the spread falls apart into its players' hands. */
const BREAK = 20;

/**
 * What the bot makes of each option of a power's decision, by where the card lies in its view
 * (the powers are content, so the bot reads the table, not the script): a card of its own hand
 * is one to let go (Extra Parts), the less it ties to the rest the better; a card of the Scrap
 * Heap one to take (Recycle), the more it ties to the hand the better; a card in a spread one
 * to blast (the Laser, the Singularity): an opponent's, the more so when the spread falls
 * apart, the card scores high or its owner leads; a card of its own spreads counts against.
 */
function optionWorths(content: RobotsContent, view: RobotsView, me: PlayerID, options: readonly string[]): Map<string, number> {
  const deck = deckOf(content);
  const hand = handOf(view, me);
  const held = cardsOf(deck, hand);
  const worths = new Map<string, number>();
  for (const option of options) {
    const card = deck.byId.get(option);
    if (!card) {
      worths.set(option, 0);
      continue;
    }
    const spread = findOf(view.spreads, (s) => someOf(s.cards, (p) => p.card === option));
    let worth = 0;
    if (hand.includes(option)) worth = -tiesTo(deck, card, held);
    else if (view.heap.includes(option)) worth = tiesTo(deck, card, held);
    else if (spread?.owner === me) worth = -1;
    else if (spread) worth = BLAST + (spread.cards.length <= content.rules.minSpread ? BREAK : 0) + pointsOf(content, card) + view.scores[spread.owner] / 10;
    worths.set(option, worth);
  }
  return worths;
}

/** The enumerated answer whose options are worth most together (choosing none is worth 0); the first of equals. */
export function bestAnswer(content: RobotsContent, view: RobotsView, me: PlayerID, answers: readonly EnumeratedMove[]): EnumeratedMove | undefined {
  const pending = view.scripts.running?.pending;
  if (!pending) return answers[0];
  const worths = optionWorths(content, view, me, pending.options);
  let best: EnumeratedMove | undefined;
  let bestWorth = -Infinity;
  for (const answer of answers) {
    let total = 0;
    for (const option of answer.args[0] as string[]) total += worths.get(option) ?? 0;
    if (total > bestWorth) [best, bestWorth] = [answer, total];
  }
  return best;
}
