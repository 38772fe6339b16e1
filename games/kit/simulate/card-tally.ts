import type { SetupData } from './setup-choices.ts';
import { sampleSd, type TallyRow } from './statistics.ts';

/** A card design as the per-card table counts it, in one setup at one player count. */
export interface CardDesign {
  id: string;
  /** Cards of this design in one such game (0 when the setup leaves it out). */
  copies: number;
  /** The tally counters this design can move, as its content says (kit cardAbilities): a card with no modifiers cannot change a rule. */
  can: string[];
}

/**
 * A game's per-card figures (GameModule.cardTally): each tally key written `<counter>: <design id>`
 * is counted per design and per copy, and listed only for the counters that design can move.
 */
export interface CardTally<Content = any> {
  title: string;
  /** The counters, in the order the table lists them, e.g. ['revealed', 'changed a rule']. */
  counters: string[];
  designs(content: Content, setupData: SetupData, numPlayers: number): CardDesign[];
  /**
   * Optional: the counter of copies a game puts in play beyond its setup's (the Robot card a
   * conversion adds, a faction a 3 Laws deck drew). Its count in a game adds to the design's
   * copies in that game, so per copy divides by every card that was in play; it has no line of its own.
   */
  added?: string;
}

// Each tally key made once: a key built anew at every game was hashed anew as a property name
// (two counters of 144 designs: 42 µs a game, 11 with the keys kept; 1.4% of a Bias Effect run).
const tallyKeys = new Map<string, Map<string, string>>();

function tallyKey(counter: string, id: string): string {
  let byId = tallyKeys.get(counter);
  if (!byId) tallyKeys.set(counter, (byId = new Map()));
  let key = byId.get(id);
  if (key === undefined) byId.set(id, (key = `${counter}: ${id}`));
  return key;
}

/** A game's counts of one counter by design, as tally keys `<counter>: <design id>` (the form CardCounts splits out). */
export function designCounts(counter: string, byDesign: Readonly<Record<string, number>>): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const id of Object.keys(byDesign)) counts[tallyKey(counter, id)] = byDesign[id];
  return counts;
}

export interface CardFigure {
  counter: string;
  total: number;
  /** Per finished game the design was in. */
  perGame: number;
  /** Per copy per game: what one card of the design did in a game, so a 1-copy and a 3-copy design compare fairly. */
  perCopy: number;
  /** Finished games in which it happened at least once. */
  games: number;
  /** The sample standard deviation of its count per game the design was in, for --compare. */
  sd: number;
}

export interface CardRow {
  id: string;
  /** Its copies in a game: one number, or the least and the most where setups differ. */
  copies: number[];
  /** Finished games the design was in. */
  gamesInPlay: number;
  figures: CardFigure[];
}

export interface CardTable {
  title: string;
  counters: string[];
  rows: CardRow[];
  /** Designs with no copy in any finished game (a Singularity in Classic): they could do nothing, so they have no row. */
  absent: string[];
}

interface InPlay {
  can: string[];
  copies: Set<number>;
  games: number;
  copyGames: number;
}

/** The designs of every finished game, added up; `table` splits the card rows out of the summed tally. */
export class CardCounts {
  private readonly bySetup: CardDesign[][];
  private readonly designs = new Map<string, InPlay>();

  constructor(
    private readonly cardTally: CardTally,
    content: unknown,
    setups: SetupData[],
    numPlayers: number,
  ) {
    this.bySetup = setups.map((setup) => cardTally.designs(content, setup, numPlayers));
  }

  /** A finished game played with setups[setupIndex], and its own tally (for the cards it added after the deal). */
  add(setupIndex: number, tally: Record<string, number> = {}) {
    const { added } = this.cardTally;
    for (const design of this.bySetup[setupIndex]) {
      const seen = this.designs.get(design.id) ?? { can: [], copies: new Set<number>(), games: 0, copyGames: 0 };
      // A design may do more in one setup than another (no handshakes in Basic): it is listed with all it can do in any.
      seen.can = [...new Set([...seen.can, ...design.can])];
      const key = `${added}: ${design.id}`;
      const copies = design.copies + (added !== undefined && Object.hasOwn(tally, key) ? tally[key] : 0);
      if (copies > 0) {
        seen.copies.add(copies);
        seen.games++;
        seen.copyGames += copies;
      }
      this.designs.set(design.id, seen);
    }
  }

  /** The per-card table, and the tally rows left once every `<counter>: <design>` row is taken out (those a card cannot move too). */
  table(rows: TallyRow[]): { cards: CardTable; rest: TallyRow[] } {
    const { title, counters, added } = this.cardTally;
    const byLabel = new Map(rows.map((row) => [row.label, row]));
    const taken = new Set<string>();
    for (const id of this.bySetup.flat().map((d) => d.id)) for (const counter of [...counters, ...(added === undefined ? [] : [added])]) taken.add(`${counter}: ${id}`);
    const inPlay = [...this.designs].filter(([, seen]) => seen.games > 0);
    const absent = [...this.designs].filter(([, seen]) => seen.games === 0).map(([id]) => id);
    const cardRows: CardRow[] = inPlay.map(([id, seen]) => ({
      id,
      copies: [...new Set([Math.min(...seen.copies), Math.max(...seen.copies)])],
      gamesInPlay: seen.games,
      figures: counters
        .filter((counter) => seen.can.includes(counter))
        .map((counter) => {
          const row = byLabel.get(`${counter}: ${id}`);
          const total = row?.total ?? 0;
          // A game without the design adds 0 to both sums, so the row's sums are the design's games' sums.
          const sd = sampleSd(total, row?.sumSquares ?? 0, seen.games);
          return { counter, total, perGame: total / seen.games, perCopy: total / seen.copyGames, games: row?.games ?? 0, sd };
        }),
    }));
    return { cards: { title, counters, rows: cardRows.filter((row) => row.figures.length > 0), absent }, rest: rows.filter((row) => !taken.has(row.label)) };
  }
}
