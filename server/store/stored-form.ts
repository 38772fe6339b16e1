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
  if (Array.isArray(value)) {
    // Not map: it skips holes, which JSON writes as null.
    const out = new Array(value.length);
    for (let i = 0; i < value.length; i++) out[i] = copy(value[i]) ?? null;
    return out;
  }
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

/** Objects the store keeps: frozen, and as JSON would read them back. A walk stops at one. */
const kept = new WeakSet<object>();

/** Whether JSON would read value back as it is; its objects not known yet go to `fresh`. */
function inJsonForm(value: unknown, fresh: object[]): boolean {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return true;
    case 'number':
      return Number.isFinite(value) && !Object.is(value, -0);
    case 'object':
      break;
    default:
      return false;
  }
  if (value === null || kept.has(value)) return true;
  if (Array.isArray(value)) {
    if (Object.getPrototypeOf(value) !== Array.prototype) return false;
    // A hole reads as undefined here and as null from JSON.
    for (const item of value) if (!inJsonForm(item, fresh)) return false;
  } else {
    if (Object.getPrototypeOf(value) !== Object.prototype) return false;
    for (const key in value) if (!inJsonForm((value as Record<string, unknown>)[key], fresh)) return false;
  }
  fresh.push(value);
  return true;
}

/** Freezes value and marks it kept, stopping at what is kept already. */
function keep(value: unknown): void {
  if (typeof value !== 'object' || value === null || kept.has(value)) return;
  Object.freeze(value);
  kept.add(value);
  if (Array.isArray(value)) for (const item of value) keep(item);
  else for (const key in value) keep((value as Record<string, unknown>)[key]);
}

/**
 * What the store keeps in memory of a value it has written or read: the value itself, frozen,
 * when JSON would read it back unchanged (a move's state, whose unchanged parts are the kept
 * state before it, so only what the move made is walked); otherwise a frozen copy as JSON
 * reads it. Either way a reader gets what reading the row back would give, and cannot change it.
 */
export function asStored<T>(value: T): T {
  const fresh: object[] = [];
  if (!inJsonForm(value, fresh)) {
    const copy = jsonCopy(value);
    keep(copy);
    return copy;
  }
  for (const node of fresh) {
    Object.freeze(node);
    kept.add(node);
  }
  return value;
}

/** A value just parsed from the file, kept as it is. */
export function storedParse<T>(json: string): T {
  const value = JSON.parse(json) as T;
  keep(value);
  return value;
}
