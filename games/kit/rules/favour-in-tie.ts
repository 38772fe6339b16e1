/**
 * A tie broken toward those a card favours (a team, the Dealer...): the favoured among the tied
 * when any are, else all of them, still tied. A card's word can only narrow a tie it has a say
 * in; with nobody it favours among the tied, the rulebook's way of settling it stands.
 */
export function favourInTie<T>(tied: readonly T[], favoured: (candidate: T) => boolean): T[] {
  const chosen = tied.filter(favoured);
  return chosen.length > 0 ? chosen : [...tied];
}
