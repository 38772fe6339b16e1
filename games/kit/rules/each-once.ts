/**
 * Whether the `lists` together hold each of `all` exactly once and nothing else: the
 * conservation check of a deck's cards (its deck, discards, hands...), run after every simulated
 * move. `all` must not change once checked against (setPer's sets do not).
 *
 * Each list becomes a bitset over `all` (none if it holds a stranger or a card twice); the lists
 * pass when their lengths add up to the deck and no two bitsets share a card. A move changes a
 * list or two of a state whose other lists are the previous state's own, so each place in
 * `lists` keeps the frozen list it read last and that list's bitset: the same list again costs
 * an identity check, and a list that is the last one with cards dropped from an end or added at
 * its end (a pile drawn from or discarded to) updates the kept bitset by the cards that changed.
 * Only the last list of a place is kept, in a buffer the place owns and rewrites, because
 * keeping every frozen list's bitset (a WeakMap entry and a fresh bitset per list) was 4-5% of a
 * ROBOTS! simulation by itself, the WeakMap's insertions most of it.
 */
export function eachOnce(lists: readonly (readonly string[])[], all: ReadonlySet<string>): boolean {
  let total = 0;
  for (const list of lists) total += list.length;
  if (total !== all.size) return false;
  const deck = deckOf(all);
  const union = deck.union.fill(0);
  for (let place = 0; place < lists.length; place++) {
    const bits = bitsAt(place, lists[place], deck);
    if (!bits) return false;
    for (let w = 0; w < bits.length; w++) {
      if (union[w] & bits[w]) return false;
      union[w] |= bits[w];
    }
  }
  return true;
}

/** Per deck: each card's place, scratch bitsets, and per place in the lists the last frozen list read there with its bitset. */
interface Deck {
  index: Map<string, number>;
  union: Uint32Array;
  /** The bitset of a list that is not frozen, read afresh each time and kept by no place. */
  loose: Uint32Array;
  lists: (readonly string[] | undefined)[];
  /** null for a list that holds a stranger or a card twice. */
  bits: (Uint32Array | null)[];
}

const decks = new WeakMap<ReadonlySet<string>, Deck>();

function deckOf(all: ReadonlySet<string>): Deck {
  let deck = decks.get(all);
  if (!deck) {
    const words = Math.ceil(all.size / 32);
    deck = { index: new Map([...all].map((card, i) => [card, i])), union: new Uint32Array(words), loose: new Uint32Array(words), lists: [], bits: [] };
    decks.set(all, deck);
  }
  return deck;
}

function bitsAt(place: number, list: readonly string[], deck: Deck): Uint32Array | null {
  const last = deck.lists[place];
  if (list === last) return deck.bits[place];
  if (!Object.isFrozen(list)) return addCards(list, 0, deck, deck.loose.fill(0));
  const kept = last === undefined ? null : deck.bits[place];
  const changed = kept && last ? bitsFrom(last, list, deck, kept) : undefined;
  const bits = changed !== undefined ? changed : addCards(list, 0, deck, kept ? kept.fill(0) : new Uint32Array(deck.union.length));
  deck.lists[place] = list;
  deck.bits[place] = bits;
  return bits;
}

/** Whether `list` holds `part` from `offset` on, entry for entry. */
function holdsAt(list: readonly string[], part: readonly string[], offset: number): boolean {
  for (let i = 0; i < part.length; i++) if (list[offset + i] !== part[i]) return false;
  return true;
}

/**
 * `bits`, the bitset of `before`, rewritten into that of `list` when `list` is `before` with
 * cards dropped from its start or its end, or with cards added at its end: a deck's draw pile
 * loses its top, a discard pile gains a card, and comparing entries costs less than looking
 * every card up. null when an added card is a stranger or already there; undefined, with `bits`
 * untouched, when `list` is no such change of `before`.
 */
function bitsFrom(before: readonly string[], list: readonly string[], deck: Deck, bits: Uint32Array): Uint32Array | null | undefined {
  if (list.length <= before.length) {
    const from = holdsAt(before, list, 0) ? 0 : holdsAt(before, list, before.length - list.length) ? before.length - list.length : -1;
    if (from < 0) return undefined;
    for (let i = 0; i < before.length; i++) {
      if (i >= from && i < from + list.length) continue;
      const at = deck.index.get(before[i])!;
      bits[at >>> 5] &= ~(1 << (at & 31));
    }
    return bits;
  }
  if (!holdsAt(list, before, 0)) return undefined;
  return addCards(list, before.length, deck, bits);
}

/** `bits` with the cards of `list` from `from` on added; null when one is a stranger or there already. */
function addCards(list: readonly string[], from: number, deck: Deck, bits: Uint32Array): Uint32Array | null {
  for (let i = from; i < list.length; i++) {
    const at = deck.index.get(list[i]);
    if (at === undefined) return null;
    const bit = 1 << (at & 31);
    if (bits[at >>> 5] & bit) return null;
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
