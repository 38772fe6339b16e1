import { playersFact, range, type HowToPlayFact } from '../content/how-to-play-facts.ts';
import type { CardTableContent } from './table-content.ts';

/**
 * The numbers of a table.yaml a how-to-play summary gives: its player count (the `players`
 * field) and each hand size the deal gives, as `**7 cards**`; the kit checks the summary says them.
 */
export function tableHowToPlayFacts(table: CardTableContent): HowToPlayFact[] {
  const hands = table.deal.hands.flatMap((hand) =>
    hand.byPlayers.map((row) => ({ says: `**${row.count} cards**`, from: `the deal in table.yaml gives ${row.count} cards to each ${hand.zone} with ${range(row.min, row.max)} players` })),
  );
  return [playersFact(table.players, 'players in table.yaml'), ...hands];
}
