/**
 * The built-ins a move could write through: `G.coins["__proto__"]` is Object.prototype,
 * `G.coins["constructor"]` is Object itself and `G.coins["toString"]` is
 * Object.prototype.toString. A write to any of them reaches every match in the process, the
 * server and the test runner.
 */
const ROOTS: [string, { prototype: object }][] = [
  ['Object', Object],
  ['Array', Array],
  ['Function', Function],
  ['String', String],
  ['Number', Number],
  ['Boolean', Boolean],
];

/** Each root, its prototype, and every object or function either holds (its methods): what a lookup of a prototype key can reach. */
function watched(): [string, object][] {
  const out = new Map<object, string>();
  const add = (name: string, target: unknown) => {
    if ((typeof target === 'object' || typeof target === 'function') && target !== null && !out.has(target)) out.set(target, name);
  };
  for (const [name, root] of ROOTS) {
    add(name, root);
    add(`${name}.prototype`, root.prototype);
  }
  for (const [target, name] of [...out]) {
    for (const key of Reflect.ownKeys(target)) {
      const descriptor = Object.getOwnPropertyDescriptor(target, key)!;
      if ('value' in descriptor) add(`${name}.${keyName(key)}`, descriptor.value);
    }
  }
  return [...out].map(([target, name]) => [name, target]);
}

/** Empty objects of each kind, and the constructors themselves: a `for...in` over them lists only enumerable keys they inherit or were given. */
const CANARIES: object[] = [{}, [], () => undefined, Object(''), Object(0), Object(false), ...ROOTS.map(([, root]) => root)];

interface Snapshot {
  name: string;
  target: object;
  extensible: boolean;
  keys: (string | symbol)[];
  descriptors: Map<string | symbol, PropertyDescriptor>;
}

function sameDescriptor(a: PropertyDescriptor, b: PropertyDescriptor): boolean {
  return Object.is(a.value, b.value) && a.get === b.get && a.set === b.set && a.writable === b.writable && a.enumerable === b.enumerable && a.configurable === b.configurable;
}

function keyName(key: string | symbol): string {
  return typeof key === 'symbol' ? key.toString() : key;
}

function shown(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}...` : value);
  if (typeof value === 'function') return `function ${value.name || '(anonymous)'}`;
  if (typeof value === 'object' && value !== null) return Array.isArray(value) ? 'an array' : 'an object';
  return String(value);
}

function take(name: string, target: object): Snapshot {
  const keys = Reflect.ownKeys(target);
  return { name, target, extensible: Object.isExtensible(target), keys, descriptors: new Map(keys.map((k) => [k, Object.getOwnPropertyDescriptor(target, k)!])) };
}

function unchanged({ target, extensible, keys, descriptors }: Snapshot): boolean {
  const now = Reflect.ownKeys(target);
  return now.length === keys.length && Object.isExtensible(target) === extensible && now.every((k) => descriptors.has(k) && sameDescriptor(descriptors.get(k)!, Object.getOwnPropertyDescriptor(target, k)!));
}

/**
 * Remembers the built-ins as they are, to tell after a hostile move whether any changed (a
 * key added, removed or redefined, or the object made non-extensible) and to put them back,
 * so that one pollution does not poison the rest of the run and hide the next finding. Take
 * it after anything that changes built-ins on purpose (a server that freezes them at start).
 */
export class PrototypeGuard {
  private readonly snapshots: Snapshot[] = watched().map(([name, target]) => take(name, target));
  /**
   * Cheap, after every move: a key a plain assignment added (enumerable) to a prototype or a
   * constructor shows up in a `for...in` over an empty object of that kind; nothing else does.
   */
  quickAlarm(): boolean {
    for (const canary of CANARIES) for (const _ in canary) return true;
    return false;
  }

  /** What changed since the guard was made, in words (empty when nothing did). */
  changes(): string[] {
    const found: string[] = [];
    for (const snapshot of this.snapshots) {
      if (unchanged(snapshot)) continue;
      const { name, target, extensible, keys, descriptors } = snapshot;
      const now = Reflect.ownKeys(target);
      for (const key of now) {
        const was = descriptors.get(key);
        const is = Object.getOwnPropertyDescriptor(target, key)!;
        if (!was) found.push(`${name}.${keyName(key)} added (${shown(is.value ?? is.get)})`);
        else if (!sameDescriptor(was, is)) found.push(`${name}.${keyName(key)} changed (${shown(is.value ?? is.get)})`);
      }
      for (const key of keys) if (!now.includes(key)) found.push(`${name}.${keyName(key)} deleted`);
      if (Object.isExtensible(target) !== extensible) found.push(`${name} made non-extensible`);
    }
    return found;
  }

  /** Puts back every key as it was; an object made non-extensible cannot be undone, so that throws. */
  restore(): void {
    for (const { name, target, extensible, keys, descriptors } of this.snapshots) {
      for (const key of Reflect.ownKeys(target)) if (!descriptors.has(key)) Reflect.deleteProperty(target, key);
      for (const key of keys) {
        const was = descriptors.get(key)!;
        const is = Object.getOwnPropertyDescriptor(target, key);
        if (!is || !sameDescriptor(was, is)) Object.defineProperty(target, key, was);
      }
      if (extensible && !Object.isExtensible(target)) throw new Error(`${name} was made non-extensible: the rest of this run cannot be trusted`);
    }
  }
}
