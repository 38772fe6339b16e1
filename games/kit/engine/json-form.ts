/** Values found whole in JSON's form by freezeInJsonForm: taken as they are when met again. */
const wholeInJsonForm = new WeakSet<object>();

/**
 * Freezes value throughout (as immer's auto-freeze does) and answers whether JSON would read
 * it back unchanged: plain objects and arrays without holes, strings, booleans, finite
 * numbers other than -0, null. A part that is `was`'s at the same place, or a value answered
 * for whole before, is taken as it is and not walked: `was` must be in JSON's form and frozen
 * (a state the store kept, a G this function passed), so a move's state costs a walk of what
 * the move made. A value answered for whole is remembered, so the server's store takes a
 * move's G, walked here by the lean engine, without walking it again.
 */
export function freezeInJsonForm(value: unknown, was?: unknown): boolean {
  const whole = settles(value, was);
  if (whole && typeof value === 'object' && value !== null) wholeInJsonForm.add(value);
  return whole;
}

/** Whether freezeInJsonForm found value whole in JSON's form. */
export const foundInJsonForm = (value: unknown): boolean => typeof value === 'object' && value !== null && wholeInJsonForm.has(value);

function settles(value: unknown, was: unknown): boolean {
  // Only an object is taken on identity: -0 === 0, and JSON writes -0 as 0.
  if (value === was && typeof value === 'object') return true;
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
  if (value === null || wholeInJsonForm.has(value)) return true;
  const old = typeof was === 'object' && was !== null ? (was as Record<string, unknown>) : undefined;
  // Every part is walked even past one JSON would change: all of it must end up frozen.
  let whole: boolean;
  if (Array.isArray(value)) {
    whole = Object.getPrototypeOf(value) === Array.prototype;
    // A hole reads as undefined here and as null from JSON.
    for (let i = 0; i < value.length; i++) whole = settles(value[i], old?.[i]) && whole;
  } else {
    whole = Object.getPrototypeOf(value) === Object.prototype;
    for (const key of Object.keys(value)) whole = settles((value as Record<string, unknown>)[key], old?.[key]) && whole;
  }
  if (!Object.isFrozen(value)) Object.freeze(value);
  return whole;
}
