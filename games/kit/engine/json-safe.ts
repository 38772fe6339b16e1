/** boardgame.io's development check that a move's state survives JSON: plain objects, arrays, primitives. */
export function isJsonSafe(value: unknown): boolean {
  if (value === undefined || value === null || typeof value === 'boolean' || typeof value === 'number' || typeof value === 'string') return true;
  if (typeof value !== 'object') return false;
  if (!Array.isArray(value)) {
    const proto = Object.getPrototypeOf(value);
    if (proto !== null && proto !== Object.prototype) return false;
  }
  for (const key of Object.keys(value)) if (!isJsonSafe((value as Record<string, unknown>)[key])) return false;
  return true;
}


/** Throws boardgame.io's own error for a state that is not JSON-safe, as its serializable plugin does outside production. */
export function assertJsonSafe(state: unknown): void {
  if (!isJsonSafe(state)) throw new Error('Move state is not JSON-serialiazable.\nSee https://boardgame.io/documentation/#/?id=state for more information.');
}
