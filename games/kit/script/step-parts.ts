/**
 * A step's or a condition's one key and its arguments (the interpreter does this for every step
 * it runs); only an own key counts, so nothing a prototype holds is ever taken for a step.
 */
export function stepParts(step: object): { name?: string; rawArgs?: unknown } {
  const [name] = Object.keys(step);
  return name === undefined ? {} : { name, rawArgs: (step as Record<string, unknown>)[name] };
}
