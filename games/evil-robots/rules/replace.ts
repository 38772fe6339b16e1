import type { EvilState, EvilStats } from '../state.ts';

/*
 * The rules never write inside a part of G: they replace what they change, from G's own fields
 * down (`G.coins = withEntry(G.coins, p, { ...coin, open: true })`, kit with-entry.ts). The lean engine hands a
 * move a copy of G's top level and learns which parts it must copy before the move may write in
 * them, as deep as it was seen to write, then freezes all it copied: a part written one level
 * deep (a coin's face, a hand's slot, a count in the stats) had every entry copied and frozen
 * again at every call. A part that is only replaced is never copied: the move makes the few new
 * objects it needs and shares the rest, frozen, with the state before.
 */

type Counter = 'contested' | 'unclaimed' | 'splitsAgreed' | 'splitsFailed' | 'extraRounds';

/** One more of a simulator's count. */
export function countStat(G: Pick<EvilState, 'stats'>, counter: Counter): void {
  const stats: EvilStats = { ...G.stats };
  stats[counter] += 1;
  G.stats = stats;
}

/** One more for each card, in the card tally named (`revealed`, `changed`); nothing written for none. */
export function countCards(G: Pick<EvilState, 'stats'>, tally: 'revealed' | 'changed', cards: readonly string[]): void {
  if (cards.length === 0) return;
  const counts = { ...G.stats[tally] };
  for (const card of cards) counts[card] = (counts[card] ?? 0) + 1;
  const stats: EvilStats = { ...G.stats };
  stats[tally] = counts;
  G.stats = stats;
}
