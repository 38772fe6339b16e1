/**
 * Whether the `lists` together hold each of `all` exactly once and nothing else: the
 * conservation check of a deck's cards (its deck, discards, hands...), run after every simulated
 * move. `all` must not change once checked against (setPer's sets do not).
 *
 * Each list becomes a bitset over `all` (undefined if it holds a stranger or a card twice); the
 * lists pass when their lengths add up to the deck and no two bitsets share a card. A frozen list
 * cannot change, so its bitset is kept: a move changes a list or two of a state whose other
 * lists are the previous state's own, and those cost a lookup instead of a pass over their cards
 * (Bias Effect's checks read about 120 cards a move). A frozen list not met yet that is the list
 * the last check read at its place with cards dropped from an end or added at the end (a pile
 * drawn from or discarded to) takes that list's bitset and reads only the cards that changed.
 */
export function eachOnce(lists: readonly (readonly string[])[], all: ReadonlySet<string>): boolean {
  let total = 0;
  for (const list of lists) total += list.length;
  if (total !== all.size) return false;
  const deck = deckOf(all);
  const union = deck.union.fill(0);
  const before = deck.last;
  deck.last = lists;
  for (let place = 0; place < lists.length; place++) {
    const bits = bitsOf(lists[place], deck, before[place]);
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
  /** The lists of the last check, by place: a list seldom met is mostly the one before it at its place. */
  last: readonly (readonly string[])[];
}

const decks = new WeakMap<ReadonlySet<string>, Deck>();

function deckOf(all: ReadonlySet<string>): Deck {
  let deck = decks.get(all);
  if (!deck) {
    deck = { index: new Map([...all].map((card, i) => [card, i])), union: new Uint32Array(Math.ceil(all.size / 32)), frozen: new WeakMap(), last: [] };
    decks.set(all, deck);
  }
  return deck;
}

function bitsOf(list: readonly string[], deck: Deck, before: readonly string[] | undefined): Uint32Array | undefined {
  const kept = deck.frozen.get(list);
  if (kept !== undefined) return kept ?? undefined;
  const derived = before === undefined ? undefined : bitsFrom(before, list, deck);
  const bits = derived === undefined ? bitsOfCards(list, deck) : (derived ?? undefined);
  if (Object.isFrozen(list)) deck.frozen.set(list, bits ?? null);
  return bits;
}

/** Whether `list` holds `part` from `offset` on, entry for entry. */
function holdsAt(list: readonly string[], part: readonly string[], offset: number): boolean {
  for (let i = 0; i < part.length; i++) if (list[offset + i] !== part[i]) return false;
  return true;
}

/**
 * The bitset of `list` from the kept one of `before` (a frozen list judged whole) when `list` is
 * `before` with cards dropped from its start or its end, or with cards added at its end: a
 * deck's draw pile loses its top, a discard pile gains a card, and comparing entries costs
 * less than looking every card up. null when an added card is a stranger or already there;
 * undefined when `list` is no such change of `before`.
 */
function bitsFrom(before: readonly string[], list: readonly string[], deck: Deck): Uint32Array | null | undefined {
  const base = deck.frozen.get(before);
  if (!base) return undefined;
  if (list.length <= before.length) {
    const from = holdsAt(before, list, 0) ? 0 : holdsAt(before, list, before.length - list.length) ? before.length - list.length : -1;
    if (from < 0) return undefined;
    const bits = base.slice();
    for (let i = 0; i < before.length; i++) {
      if (i >= from && i < from + list.length) continue;
      const at = deck.index.get(before[i])!;
      bits[at >>> 5] &= ~(1 << (at & 31));
    }
    return bits;
  }
  if (!holdsAt(list, before, 0)) return undefined;
  const bits = base.slice();
  for (let i = before.length; i < list.length; i++) {
    const at = deck.index.get(list[i]);
    if (at === undefined) return null;
    const bit = 1 << (at & 31);
    if (bits[at >>> 5] & bit) return null;
    bits[at >>> 5] |= bit;
  }
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
