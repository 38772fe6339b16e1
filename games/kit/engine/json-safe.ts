/** boardgame.io's development check that a move's state survives JSON: plain objects, arrays, primitives. */
export function isJsonSafe(value: unknown): boolean {
  if (value === undefined || value === null || typeof value === 'boolean' || typeof value === 'number' || typeof value === 'string') return true;
  if (typeof value !== 'object') return false;
  if (!Array.isArray(value)) {
    const proto = Object.getPrototypeOf(value);
    if (proto !== null && proto !== Object.prototype) return false;
  }
  for (const key in value) if (!isJsonSafe((value as Record<string, unknown>)[key])) return false;
  return true;
}
