/**
 * What an attacker puts in a move's arguments, each with a label a failure message can quote.
 * Values are made fresh for each use (`make`), since game code may keep an argument in G, where
 * the engine freezes it, or change it in place.
 */
export interface Hostile {
  label: string;
  make: () => unknown;
  /**
   * Milliseconds to refuse, not microseconds: the engines write the arguments of a refused move
   * into their log line, and joining an array 1,900 deep walks it again at every level.
   */
  costly?: boolean;
  /** Sent alone only, not in each place of a legal list: tens of milliseconds each, for a stack overflow no packet can carry. */
  aloneOnly?: boolean;
  /**
   * Also put inside a legal list or object argument (a card id among cards, a share among
   * shares): the ids and keys a lookup takes, and the numbers a sum takes.
   */
  inside?: boolean;
}

const value = (label: string, v: unknown): Hostile => ({ label, make: () => v });
const made = (label: string, make: () => unknown): Hostile => ({ label, make });
const costly = (hostile: Hostile): Hostile => ({ ...hostile, costly: true });
const inside = (hostile: Hostile): Hostile => ({ ...hostile, inside: true });

function nested(depth: number): unknown[] {
  let out: unknown[] = [];
  for (let i = 0; i < depth; i++) out = [out];
  return out;
}

// Built once: 100,000 levels take longer to build than a move takes to refuse them. Frozen, so
// no game code can change the copy every later move is given.
const DEEP = Object.freeze(nested(100_000));
const LONG = 'x'.repeat(100_000);

/** Keys that name what every object inherits: a lookup by them finds a prototype's member, not the game's data. */
export const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty', 'isPrototypeOf', 'propertyIsEnumerable', 'toLocaleString', '__defineGetter__', '__lookupGetter__', 'length'];

/**
 * The hostile values that do not depend on the match: prototype keys, odd numbers, numeric
 * strings, deep and long values, objects whose own keys are prototype names (JSON.parse makes
 * an own `__proto__` key, as socket.io's parser does), and the empty values.
 */
export const HOSTILE_VALUES: Hostile[] = [
  ...PROTOTYPE_KEYS.map((key) => inside(value(JSON.stringify(key), key))),
  inside(value('NaN', Number.NaN)),
  value('Infinity', Number.POSITIVE_INFINITY),
  value('-Infinity', Number.NEGATIVE_INFINITY),
  inside(value('-0', -0)),
  inside(value('1e308', 1e308)),
  value('0.5', 0.5),
  inside(value('-1', -1)),
  value('2**53', 2 ** 53),
  value('"1"', '1'),
  value('"0x1"', '0x1'),
  value('" 1"', ' 1'),
  value('"1e3"', '1e3'),
  value('""', ''),
  value('true', true),
  value('null', null),
  value('undefined', undefined),
  made('[]', () => []),
  made('{}', () => ({})),
  made('["__proto__"]', () => ['__proto__']),
  costly(made('a list of 10,000 items', () => Array.from({ length: 10_000 }, (_, i) => String(i)))),
  costly(made('an array 1,900 deep', () => nested(1_900))),
  { ...costly(value('an array 100,000 deep', DEEP)), aloneOnly: true },
  value('a string of 100,000 characters', LONG),
  made('{"__proto__":{"polluted":"yes"}} (own key)', () => JSON.parse('{"__proto__":{"polluted":"yes"}}')),
  made('{"constructor":{"prototype":{"polluted":"yes"}}}', () => JSON.parse('{"constructor":{"prototype":{"polluted":"yes"}}}')),
  made('{"toString":1,"valueOf":1}', () => ({ toString: 1, valueOf: 1 })),
  made('{"length":1e308}', () => ({ length: 1e308 })),
];

/** Ids an attacker may name for a seat: every seat of the match (the mover's own and the others'), ids of no seat, and seats as numbers. */
export function seatValues(seats: readonly string[]): Hostile[] {
  return [
    ...seats.map((s) => inside(value(JSON.stringify(s), s))),
    inside(value(`"${seats.length}" (no such seat)`, String(seats.length))),
    inside(value('"99"', '99')),
    value('"-1"', '-1'),
    inside(value('0 (a number)', 0)),
    value(`${seats.length - 1} (a number)`, seats.length - 1),
  ];
}

/**
 * One argument list to send: how it was made (without the legal values, so that like lists
 * at other states share it), and the hostile value in it (`value`: its label), by which
 * findings are grouped.
 */
export interface HostileArgs {
  label: string;
  value: string;
  args: unknown[];
}

function show(arg: unknown): string {
  if (arg === undefined) return 'undefined';
  if (typeof arg === 'number') return Object.is(arg, -0) ? '-0' : String(arg);
  let text: string;
  try {
    text = JSON.stringify(arg);
  } catch {
    // Too deep for JSON.stringify: the 100,000-level array.
    return 'a value too deep to write';
  }
  return text.length > 60 ? `${text.slice(0, 60)}...` : text;
}

/** A legal argument list as a failure message writes it. */
export const showArgs = (args: readonly unknown[]): string => args.map(show).join(', ');

/** Variations inside one legal argument that is a list or an object: one hostile item or field, or an added own prototype key. */
function insideVariants(arg: unknown, hostile: Hostile): { label: string; value: unknown }[] {
  if (Array.isArray(arg)) {
    const out = [{ label: `[${hostile.label}]`, value: [hostile.make()] }, { label: `[...legal, ${hostile.label}]`, value: [...arg, hostile.make()] }];
    if (arg.length > 0) out.push({ label: `[${hostile.label}, ...legal rest]`, value: [hostile.make(), ...arg.slice(1)] });
    return out;
  }
  if (typeof arg !== 'object' || arg === null) return [];
  const keys = Object.keys(arg);
  const withOwn = (key: string) => {
    const copy = { ...arg };
    Object.defineProperty(copy, key, { value: hostile.make(), enumerable: true, writable: true, configurable: true });
    return copy;
  };
  const out = [{ label: `{...legal, own "__proto__": ${hostile.label}}`, value: withOwn('__proto__') }];
  if (keys.length > 0) out.push({ label: `{...legal, ${JSON.stringify(keys[0])}: ${hostile.label}}`, value: { ...arg, [keys[0]]: hostile.make() } });
  return out;
}

/** A legal list with each argument in turn replaced by each hostile value: the first right and the second wrong is where checks stop looking. */
export function replacedInLegal(legal: readonly unknown[], hostile: readonly Hostile[]): HostileArgs[] {
  return legal.flatMap((_, i) =>
    hostile.map((h) => {
      const args = [...legal];
      args[i] = h.make();
      return { label: `a legal list with argument ${i + 1} = ${h.label}`, value: h.label, args };
    }),
  );
}

/**
 * Argument lists made from one legal list: each argument replaced by each hostile value, inside
 * a list or object argument one item or field made hostile by each value meant for inside
 * (or an own `__proto__` key added), and the list with one argument too many or too few.
 */
export function mixedIntoLegal(legal: readonly unknown[], hostile: readonly Hostile[]): HostileArgs[] {
  const out = replacedInLegal(legal, hostile);
  legal.forEach((arg, i) => {
    for (const h of hostile.filter((v) => v.inside)) {
      for (const v of insideVariants(arg, h)) {
        const args = [...legal];
        args[i] = v.value;
        out.push({ label: `a legal list with argument ${i + 1} = ${v.label}`, value: h.label, args });
      }
    }
  });
  for (const h of hostile.slice(0, 4)) out.push({ label: `a legal list plus an extra ${h.label}`, value: h.label, args: [...legal, h.make()] });
  if (legal.length > 0) out.push({ label: 'a legal list without its last argument', value: 'a missing argument', args: legal.slice(0, -1) });
  return out;
}

/** Each hostile value alone. */
export const eachAlone = (hostile: readonly Hostile[]): HostileArgs[] => hostile.map((h) => ({ label: h.label, value: h.label, args: [h.make()] }));

/** No argument at all, then each hostile value alone. */
export const alone = (hostile: readonly Hostile[]): HostileArgs[] => [{ label: 'no arguments', value: 'no arguments', args: [] }, ...eachAlone(hostile)];
