/**
 * The built-in prototypes a client's value can reach through state: `x["__proto__"]` is
 * Object.prototype (or Array's, String's, Number's, Boolean's), `x.constructor.__proto__` is
 * Function.prototype. One write there changes every object in the process: every match, the
 * lobby, the store's rows.
 */
const REACHABLE = [Object.prototype, Array.prototype, Function.prototype, String.prototype, Number.prototype, Boolean.prototype];

/**
 * Names that libraries give their own objects by plain assignment (`Pointer.prototype.toString =
 * ...`, `Child.prototype.constructor = Child`). Under a frozen prototype such an assignment to an
 * object that merely inherits the name throws (JavaScript's "override mistake"), so these become
 * accessors whose setter defines the property on the object assigned to, as SES's lockdown does;
 * assigning to the prototype itself still throws.
 */
const OVERRIDDEN = ['constructor', 'toString', 'toLocaleString', 'valueOf', 'hasOwnProperty', 'isPrototypeOf', 'propertyIsEnumerable'];

function allowOverride(proto: object, key: string): void {
  const desc = Object.getOwnPropertyDescriptor(proto, key);
  if (!desc || !('value' in desc) || !desc.writable || !desc.configurable) return;
  const value: unknown = desc.value;
  Object.defineProperty(proto, key, {
    get: () => value,
    set(this: object, next: unknown) {
      if (this === proto) throw new TypeError(`Cannot assign to read only property '${key}' of a built-in prototype`);
      Object.defineProperty(this, key, { value: next, writable: true, enumerable: true, configurable: true });
    },
    enumerable: desc.enumerable,
    configurable: false,
  });
}

/**
 * Freezes them, so a write through a forgotten own-key check throws instead of poisoning the
 * process: a poisoned server is impossible, not merely detected. Once per process, at the start
 * of `serve`; idempotent.
 */
export function freezeBuiltinPrototypes(): void {
  for (const proto of REACHABLE) {
    if (Object.isFrozen(proto)) continue;
    for (const key of OVERRIDDEN) allowOverride(proto, key);
    Object.freeze(proto);
  }
}

/** Whether every reachable prototype is frozen. */
export const builtinPrototypesFrozen = (): boolean => REACHABLE.every((proto) => Object.isFrozen(proto));
