import { expect } from 'vitest';

/** What one judged match showed that a test waits to see, by name: how many times each came up. */
export type Sightings = Map<string, number>;

/** Adds `n` sightings of `what`. */
export function saw(sightings: Sightings, what: string, n = 1): void {
  sightings.set(what, (sightings.get(what) ?? 0) + n);
}

/**
 * Plays judged matches until everything `wanted` has come up at least once, at most
 * `maxMatches` of them, then fails naming what never did. The server deals each match from its
 * own secret seed, so a rare deal can end a match before some kind of move was possible: the
 * next match is dealt anew. `play` gets the match's index (to seed its picker) and what earlier
 * matches already showed (so its picker seeks only the rest), judges its match in full and
 * returns what it showed. Returns what all the matches showed together.
 */
export async function playUntilSeen(
  wanted: readonly string[],
  maxMatches: number,
  play: (index: number, seen: ReadonlySet<string>) => Promise<Sightings>,
): Promise<Sightings> {
  const total: Sightings = new Map();
  const seen = () => new Set(wanted.filter((w) => (total.get(w) ?? 0) > 0));
  for (let i = 0; i < maxMatches && seen().size < wanted.length; i++) {
    for (const [what, n] of await play(i, seen())) saw(total, what, n);
  }
  expect(wanted.filter((w) => !seen().has(w)), `what never came up in ${maxMatches} matches`).toEqual([]);
  return total;
}
