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
