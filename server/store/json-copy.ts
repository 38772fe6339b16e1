/**
 * What `JSON.parse(JSON.stringify(value))` answers, without the text in between: a copy the
 * store can keep of a state it has just written, equal to what reading the row back would
 * give (undefined and functions dropped from objects and null in arrays, non-finite numbers
 * null, -0 as 0, `toJSON` honoured). About twice as fast as the round trip on a game state.
 */
export function jsonCopy<T>(value: T): T {
  return copy(value) as T;
}

function copy(value: unknown): unknown {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return value;
    case 'number':
      // JSON writes -0 as 0.
      return Number.isFinite(value) ? value + 0 : null;
    case 'object':
      break;
    default:
      return undefined;
  }
  if (value === null) return null;
  if (typeof (value as { toJSON?: unknown }).toJSON === 'function') return copy((value as { toJSON(): unknown }).toJSON());
  if (Array.isArray(value)) return value.map((item) => copy(item) ?? null);
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    const item = copy((value as Record<string, unknown>)[key]);
    if (item === undefined) continue;
    // Assigning '__proto__' would set the prototype; JSON.parse makes it an own property.
    if (key === '__proto__') Object.defineProperty(out, key, { value: item, enumerable: true, writable: true, configurable: true });
    else out[key] = item;
  }
  return out;
}
