/**
 * A value worked out from an object and a few other values, kept per object and served again
 * while those values are the same (`===`): what a bot asks of one state again and again (a move
 * check for every candidate it lists) is worked out once. The object must be one that is
 * replaced, never changed in place (a frozen state's part, a zone list the table ops replace);
 * the others are whatever else the value reads.
 */
export function keptPerObject<K extends object, T>(): (key: K, reads: readonly unknown[], make: () => T) => T {
  const kept = new WeakMap<K, { reads: readonly unknown[]; value: T }>();
  return (key, reads, make) => {
    const found = kept.get(key);
    if (found && found.reads.length === reads.length && found.reads.every((read, i) => read === reads[i])) return found.value;
    const value = make();
    kept.set(key, { reads, value });
    return value;
  };
}
