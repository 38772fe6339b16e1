const NOTHING: readonly unknown[] = Object.freeze([]);

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;

/**
 * Freezes a state as immer's auto-freeze does, stopping at what is frozen already: after the
 * first move only the objects a move created are visited. A frozen G is what lets the lean
 * path call a move without a draft: writing to it throws instead of changing the past. Only
 * objects are visited: a list of card ids costs one freeze, not a call per id.
 *
 * `before`, when given, is the frozen value this one was made from (the G a move or hook was
 * given): what the new value still shares with it at the same key or index is skipped by
 * identity alone, without asking `Object.isFrozen`, a runtime call that reads every field's
 * attributes (15-35 ns on Node 20): a move that replaces two parts of a 20-part G shares the
 * other 18. A list that dropped its head and grew at its tail (a log window) is matched one
 * place on. An object's keys and values, and a list's items, are read before it is frozen: a
 * fresh object's freeze gives it a hidden class of its own, whose key list V8 would then build
 * anew, and V8 reads a frozen list's items more slowly than a plain one's. Own keys only
 * (`Object.keys`, not `for...in`, which would also walk a polluted prototype's keys).
 */
export function freezeDeep(value: unknown, before?: unknown): void {
  if (value === before || !isObject(value) || Object.isFrozen(value)) return;
  if (Array.isArray(value)) {
    const was = Array.isArray(before) ? before : NOTHING;
    const shift = value.length > 0 && isObject(value[0]) ? Math.max(0, was.indexOf(value[0])) : 0;
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      if (isObject(item) && item !== was[i + shift] && item !== was[i]) freezeDeep(item, was[i + shift]);
    }
    Object.freeze(value);
    return;
  }
  const record = value as Record<string, unknown>;
  const was = isObject(before) ? (before as Record<string, unknown>) : undefined;
  for (const key of Object.keys(record)) {
    const item = record[key];
    if (!isObject(item)) continue;
    if (was === undefined) {
      freezeDeep(item);
      continue;
    }
    // What `before` shares is skipped by identity; what it held under the key is read only from its own fields.
    const held = was[key];
    if (item !== held) freezeDeep(item, Object.hasOwn(was, key) ? held : undefined);
  }
  Object.freeze(record);
}
