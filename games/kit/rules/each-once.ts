/**
 * Whether the `lists` together hold each of `all` exactly once and nothing else: the
 * conservation check of a deck's cards (its deck, discards, hands...), run after every simulated
 * move. `all` must not change once checked against (setPer's sets do not).
 *
 * Each list becomes a bitset over `all` (undefined if it holds a stranger or a card twice); the
 * lists pass when their lengths add up to the deck and no two bitsets share a card. A frozen list
 * cannot change, so its bitset is kept: a move changes a list or two of a state whose other
 * lists are the previous state's own, and those cost a lookup instead of a pass over their cards
 * (Bias Effect's checks read about 120 cards a move).
 */
export function eachOnce(lists: readonly (readonly string[])[], all: ReadonlySet<string>): boolean {
  let total = 0;
  for (const list of lists) total += list.length;
  if (total !== all.size) return false;
  const deck = deckOf(all);
  const union = deck.union.fill(0);
  for (const list of lists) {
    const bits = bitsOf(list, deck);
    if (!bits) return false;
    for (let w = 0; w < bits.length; w++) {
      if (union[w] & bits[w]) return false;
      union[w] |= bits[w];
    }
  }
  return true;
}

/** Per deck: each card's place, a scratch bitset, and the bitsets of the frozen lists met so far. */
interface Deck {
  index: Map<string, number>;
  union: Uint32Array;
  /** null for a list that holds a stranger or a card twice: one lookup tells it from a list not met yet. */
  frozen: WeakMap<readonly string[], Uint32Array | null>;
}

const decks = new WeakMap<ReadonlySet<string>, Deck>();

function deckOf(all: ReadonlySet<string>): Deck {
  let deck = decks.get(all);
  if (!deck) {
    deck = { index: new Map([...all].map((card, i) => [card, i])), union: new Uint32Array(Math.ceil(all.size / 32)), frozen: new WeakMap() };
    decks.set(all, deck);
  }
  return deck;
}

function bitsOf(list: readonly string[], deck: Deck): Uint32Array | undefined {
  const kept = deck.frozen.get(list);
  if (kept !== undefined) return kept ?? undefined;
  const bits = bitsOfCards(list, deck);
  if (Object.isFrozen(list)) deck.frozen.set(list, bits ?? null);
  return bits;
}

function bitsOfCards(list: readonly string[], deck: Deck): Uint32Array | undefined {
  const bits = new Uint32Array(deck.union.length);
  for (const card of list) {
    const at = deck.index.get(card);
    if (at === undefined) return undefined;
    const bit = 1 << (at & 31);
    if (bits[at >>> 5] & bit) return undefined;
    bits[at >>> 5] |= bit;
  }
  return bits;
}

/** A set built once per key object (a game's content): `build` runs the first time only. */
export function setPer<K extends object>(): (key: K, build: () => Iterable<string>) => ReadonlySet<string> {
  const sets = new WeakMap<K, ReadonlySet<string>>();
  return (key, build) => {
    let set = sets.get(key);
    if (!set) sets.set(key, (set = new Set(build())));
    return set;
  };
}
