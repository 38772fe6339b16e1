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

/**
 * A state with some of its fields replaced, typed as the state (a rule generic in its state,
 * `<G extends Zones>`, gets its G back). Rules copy their state with this, never with a spread of
 * a state they just made: `{ ...made, step }` copies `made` by V8's clone of its hidden class, and
 * the lean engine's freeze then gives every such copy a hidden class of its own (400 states, 392
 * classes), so that every read of a state's field missed V8's caches and each class, an object of
 * its own in the old heap, was garbage to collect (docs/simulator.md, one-off hidden classes). A
 * copy made field by field into a fresh object shares one class with every other. `more`, when
 * given, is written after `fields`, in the same copy: a rule that changes a state and logs it
 * copies it once.
 */
export function copyWith<S extends object, F extends object, M extends object = object>(base: S, fields: F, more?: M): S & F & M {
  return Object.assign({}, base, fields, more) as S & F & M;
}
