/**
 * Whether `items` holds each of `all` exactly once and nothing else: the conservation check
 * of a deck's cards, run after every simulated move (sorting both lists each time was most of
 * some games' invariants).
 */
export function eachOnce(items: readonly string[], all: ReadonlySet<string>): boolean {
  return items.length === all.size && items.every((item) => all.has(item)) && new Set(items).size === items.length;
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
