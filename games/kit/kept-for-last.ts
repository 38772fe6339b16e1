/**
 * A value worked out from an object and a few other values, kept for the last object asked and
 * served again while it and those values are the same (`===`): what a bot asks of one state
 * again and again (a move check for every candidate it lists) is worked out once. One slot, not
 * a WeakMap per object: the engine asks once of every new state, and with a WeakMap keyed by
 * every state's short-lived lists Crazy Eights' step and invariants measured 2-4 µs slower
 * (three alternating runs; likely the collector's work on weak keys). The object must be one that is replaced,
 * never changed in place (a frozen state's part, a zone list the table ops replace); the other
 * values are whatever else the value reads.
 */
export function keptForLast<K extends object, T>(): (key: K, reads: readonly unknown[], make: () => T) => T {
  let last: { key: K; reads: readonly unknown[]; value: T } | undefined;
  return (key, reads, make) => {
    if (last && last.key === key && last.reads.length === reads.length && last.reads.every((read, i) => read === reads[i])) return last.value;
    last = { key, reads, value: make() };
    return last.value;
  };
}

const frozenOrPrimitive = (value: unknown): boolean => typeof value !== 'object' || value === null || Object.isFrozen(value);

/**
 * keptForLast for a key that may be a plain object: the value is served again only while the key
 * and every object it reads are frozen (a frozen state's parts, never changed in place); a plain
 * one (a test's own state, changed in place) has it worked out afresh every time.
 */
export function keptWhileFrozen<K extends object, T>(): (key: K, reads: readonly unknown[], make: () => T) => T {
  const kept = keptForLast<K, T>();
  return (key, reads, make) => (Object.isFrozen(key) && reads.every(frozenOrPrimitive) ? kept(key, reads, make) : make());
}
