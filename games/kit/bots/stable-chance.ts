/**
 * A number in [0, 1) fixed by `key`: the same key always gives the same number. A bot that is
 * consulted many times about the same thing (the simulator and live bots ask again on every
 * state) must decide it once: a fresh random draw each time would turn a 10% chance into a
 * near-certainty. Put in the key what the decision is about (the seat, the act, what is
 * decided) and something that changes from match to match (e.g. the cards the seat sees).
 */
export function stableChance(key: string): number {
  // FNV-1a over the UTF-16 code units, then a murmur3 finaliser so near keys spread apart.
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return (h >>> 0) / 0x100000000;
}

/** Whether a decision keyed by `key` falls within `probability` (0 never, 1 always). */
export function stablyHappens(probability: number, key: string): boolean {
  return stableChance(key) < probability;
}
