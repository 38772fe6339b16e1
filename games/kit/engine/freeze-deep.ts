/**
 * Freezes a state as immer's auto-freeze does, stopping at what is frozen already: after the
 * first move only the objects a move created are visited. A frozen G is what lets the lean
 * path call a move without a draft: writing to it throws instead of changing the past. Only
 * objects are visited: a list of card ids costs one freeze, not a call per id.
 */
export function freezeDeep(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      if (typeof item === 'object' && item !== null) freezeDeep(item);
    }
    return;
  }
  for (const key of Object.keys(value)) {
    const item = (value as Record<string, unknown>)[key];
    if (typeof item === 'object' && item !== null) freezeDeep(item);
  }
}
