/**
 * Whether `items` holds each of `all` exactly once and nothing else: the conservation check
 * of a deck's cards, run after every simulated move (sorting both lists each time was most of
 * some games' invariants). `all` must not change once checked against (setPer's sets do not):
 * each card's place in it is kept.
 */
export function eachOnce(items: readonly string[], all: ReadonlySet<string>): boolean {
  if (items.length !== all.size) return false;
  const marks = marksFor(all);
  // A new stamp per check: no set is built, and no mark is cleared.
  const stamp = marks.stamp === 0xffffffff ? (marks.seen.fill(0), (marks.stamp = 1)) : ++marks.stamp;
  for (const item of items) {
    const at = marks.index.get(item);
    if (at === undefined || marks.seen[at] === stamp) return false;
    marks.seen[at] = stamp;
  }
  return true;
}

/** Per deck: each card's place, and the stamp of the check that last saw it. */
interface Marks {
  index: Map<string, number>;
  seen: Uint32Array;
  stamp: number;
}

const marksOf = new WeakMap<ReadonlySet<string>, Marks>();

function marksFor(all: ReadonlySet<string>): Marks {
  let marks = marksOf.get(all);
  if (!marks) {
    marks = { index: new Map([...all].map((card, i) => [card, i])), seen: new Uint32Array(all.size), stamp: 0 };
    marksOf.set(all, marks);
  }
  return marks;
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
