const FNV_OFFSET = 0x811c9dc5;

// FNV-1a over the UTF-16 code units: it reads a key left to right, so a shared prefix is read once.
function fnv(h: number, text: string): number {
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h;
}

// A murmur3 finaliser, so near keys spread apart.
function spread(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return (h >>> 0) / 0x100000000;
}

/**
 * A number in [0, 1) fixed by `key`: the same key always gives the same number. A bot that is
 * consulted many times about the same thing (the simulator and live bots ask again on every
 * state) must decide it once: a fresh random draw each time would turn a 10% chance into a
 * near-certainty. Put in the key what the decision is about (the seat, the act, what is
 * decided) and something that changes from match to match (e.g. the cards the seat sees).
 */
export function stableChance(key: string): number {
  return spread(fnv(FNV_OFFSET, key));
}

/**
 * stableChance(prefix + rest) for every rest, the prefix read once: a bot's keys start with
 * its seat's salt (a hundred characters or so), and it weighs a decision per act at every step.
 */
export function stableChancesAfter(prefix: string): (rest: string) => number {
  const h = fnv(FNV_OFFSET, prefix);
  return (rest) => spread(fnv(h, rest));
}

/** Whether a decision keyed by `key` falls within `probability` (0 never, 1 always). */
export function stablyHappens(probability: number, key: string): boolean {
  return stableChance(key) < probability;
}
