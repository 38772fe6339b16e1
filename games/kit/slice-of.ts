/**
 * `list.slice(start, end)`, at a plain list's speed when `list` is frozen (every list of a state
 * the lean engine or immer has frozen is): on Node 20 (V8 11.3) `slice()` of a frozen list takes
 * the slow way, 2 µs for 40 entries, while a spread of it runs at full speed (measured: 0.3 µs
 * for the spread and the slice of the copy together).
 */
export function sliceOf<T>(list: readonly T[], start?: number, end?: number): T[] {
  return Object.isFrozen(list) ? [...list].slice(start, end) : list.slice(start, end);
}
