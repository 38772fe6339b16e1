/**
 * The object without `keys`, as `const { a, b, ...rest } = obj` would give it. A view is built
 * for every seat at every step (the bots, the server's broadcasts), and V8's object rest on a
 * frozen state took about five times as long as this loop (measured: 4 µs against 0.8 µs for a
 * state of 24 fields).
 */
export function omitKeys<T extends object, K extends keyof T & string>(obj: T, keys: readonly K[]): Omit<T, K> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(obj)) if (!(keys as readonly string[]).includes(key)) out[key] = obj[key as keyof T];
  return out as Omit<T, K>;
}

/**
 * The object without `keys`, and with `added`'s fields: a view's usual shape, the public part
 * of the state and what the seat sees of the rest. Fields set one by one on omitKeys' result:
 * `{ ...omitKeys(G, keys), a, b }` took four times as long (measured on Evil Robots' view of a
 * 24-field state: 12 µs against 3 µs), V8 giving each field after a spread a shape of its own.
 */
export function omitAndAdd<T extends object, K extends keyof T & string, A extends object>(obj: T, keys: readonly K[], added: A): Omit<T, K> & A {
  const out = omitKeys(obj, keys) as Record<string, unknown>;
  for (const key of Object.keys(added)) out[key] = added[key as keyof A];
  return out as Omit<T, K> & A;
}
