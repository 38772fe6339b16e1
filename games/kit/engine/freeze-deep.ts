/**
 * Freezes a state as immer's auto-freeze does, stopping at what is frozen already: after the
 * first move only the objects a move created are visited. A frozen G is what lets the lean
 * path call a move without a draft: writing to it throws instead of changing the past.
 */
export function freezeDeep(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  if (Array.isArray(value)) {
    for (const item of value) freezeDeep(item);
    return;
  }
  for (const key in value) freezeDeep((value as Record<string, unknown>)[key]);
}
