import type { PlayerCount } from '../kit/export/print-set.ts';
import type { ThreeLawsContent } from './content-types.ts';
import { deckDefFor } from './rules/deal.ts';

/** A printed Faction card's id: one design per faction and rank. */
export function factionPrintId(faction: string, rank: number): string {
  return `${faction}-${rank}`;
}

/** The factions a table of `players` deals: all of them, or the first ones in factions.yaml when the deck takes fewer. */
function factionsFor(content: ThreeLawsContent, players: number): string[] {
  return content.factions.factions.slice(0, deckDefFor(content, players).factions).map((f) => f.id);
}

/**
 * 3 Laws' faction deck depends on the table (factions.yaml's `decks`: two factions, ranks 1-4
 * for 4 players; all three, ranks 1-5, for 7 or 8); the Law and Victory Point cards do not.
 * The rulebook lets 4 players pick any two factions: the print takes the first two.
 */
export const threeLawsPlayerCount: PlayerCount<ThreeLawsContent> = {
  players: (content) => ({ min: Math.min(...content.factions.decks.map((d) => d.players.min)), max: Math.max(...content.factions.decks.map((d) => d.players.max)) }),
  copies: (content, players, card) => {
    if (card.deck !== 'faction') return card.listed;
    const { ranks } = deckDefFor(content, players);
    const dealt = factionsFor(content, players).flatMap((faction) => Array.from({ length: ranks.high - ranks.low + 1 }, (_, k) => factionPrintId(faction, ranks.low + k)));
    return dealt.includes(card.id) ? 1 : 0;
  },
  describe: (content, players) => {
    const { factions, ranks } = deckDefFor(content, players);
    return `${factions} factions, ranks ${ranks.low} to ${ranks.high}`;
  },
};
