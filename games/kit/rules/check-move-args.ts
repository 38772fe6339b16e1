import { violation, type Violation } from '../violation.ts';
import { boundOf, type ArgScope, type ArgSpec, type MoveArgs } from './move-args.ts';

/** Objects a client can send are JSON's: a plain object, or one made without a prototype. */
export function isPlainRecord(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

const refuse = (label: string, why: string): Violation => violation('bad-argument', `${label}: ${why}`);

const shown = (value: unknown): string => {
  if (typeof value === 'string') return JSON.stringify(value.length > 24 ? `${value.slice(0, 24)}…` : value);
  if (typeof value === 'number') return Object.is(value, -0) ? '-0' : String(value);
  if (Array.isArray(value)) return 'a list';
  return value === null ? 'null' : typeof value;
};

/** Whether a list holds value, by own index only: `includes` on a client's string cannot reach a prototype. */
const listed = (list: readonly string[], value: string): boolean => list.includes(value);

function checkValue<G>(spec: ArgSpec<G>, value: unknown, scope: ArgScope<G>, label: string): Violation | undefined {
  switch (spec.kind) {
    case 'seat':
      if (typeof value === 'string' && (listed(scope.seats, value) || listed(spec.extra, value))) return undefined;
      return refuse(label, `${shown(value)} is not a seat of this match.`);
    case 'card':
      if (typeof value === 'string' && listed(spec.cards(scope), value)) return undefined;
      return refuse(label, `${shown(value)} is not in ${spec.zone}.`);
    case 'integer': {
      const min = boundOf(spec.min, scope);
      const max = boundOf(spec.max, scope);
      if (typeof value !== 'number' || !Number.isInteger(value) || Object.is(value, -0)) return refuse(label, `${shown(value)} is not a whole number.`);
      return value < min || value > max ? refuse(label, `${value} is not between ${min} and ${max}.`) : undefined;
    }
    case 'boolean':
      return typeof value === 'boolean' ? undefined : refuse(label, `${shown(value)} is neither true nor false.`);
    case 'choice':
      if (typeof value === 'string' && listed(spec.values, value)) return undefined;
      return refuse(label, `${shown(value)} is not one of ${spec.values.join(', ')}.`);
    case 'text':
      if (typeof value !== 'string') return refuse(label, `${shown(value)} is not text.`);
      return value.length > spec.maxLength ? refuse(label, `longer than ${spec.maxLength} characters.`) : undefined;
    case 'list':
      return checkList(spec, value, scope, label);
    case 'seat-map':
      return checkSeatMap(spec, value, scope, label);
    case 'shape':
      return checkShape(spec, value, scope, label);
    case 'nullable':
      return value === null ? undefined : checkValue(spec.of, value, scope, label);
    case 'optional':
      return value === undefined ? undefined : checkValue(spec.of, value, scope, label);
  }
}

function checkList<G>(spec: Extract<ArgSpec<G>, { kind: 'list' }>, value: unknown, scope: ArgScope<G>, label: string): Violation | undefined {
  if (!Array.isArray(value)) return refuse(label, `${shown(value)} is not a list.`);
  const max = boundOf(spec.maxItems, scope);
  if (value.length > max) return refuse(label, `more than ${max} items.`);
  for (let i = 0; i < value.length; i++) {
    const wrong = checkValue(spec.of, value[i], scope, `${label}[${i}]`);
    if (wrong) return wrong;
    if (spec.distinct && value.indexOf(value[i]) !== i) return refuse(label, `${shown(value[i])} is named twice.`);
  }
  return undefined;
}

function checkSeatMap<G>(spec: Extract<ArgSpec<G>, { kind: 'seat-map' }>, value: unknown, scope: ArgScope<G>, label: string): Violation | undefined {
  if (!isPlainRecord(value)) return refuse(label, `${shown(value)} is not a table of seats.`);
  for (const key of Object.keys(value)) {
    if (!listed(scope.seats, key)) return refuse(label, `${shown(key)} is not a seat of this match.`);
    const wrong = checkValue(spec.of, value[key], scope, `${label}.${key}`);
    if (wrong) return wrong;
  }
  return undefined;
}

function checkShape<G>(spec: Extract<ArgSpec<G>, { kind: 'shape' }>, value: unknown, scope: ArgScope<G>, label: string): Violation | undefined {
  if (!isPlainRecord(value)) return refuse(label, `${shown(value)} is not an object.`);
  for (const key of Object.keys(value)) if (!Object.hasOwn(spec.fields, key)) return refuse(label, `it has no field ${shown(key)}.`);
  for (const field of Object.keys(spec.fields)) {
    const given = Object.hasOwn(value, field) ? value[field] : undefined;
    if (given === undefined && spec.optional.includes(field)) continue;
    const wrong = checkValue(spec.fields[field], given, scope, `${label}.${field}`);
    if (wrong) return wrong;
  }
  return undefined;
}

/** How many arguments a move takes: every one up to the last that is not optional, and at most all. */
function requiredCount(specs: MoveArgs): number {
  let count = specs.length;
  while (count > 0 && specs[count - 1].kind === 'optional') count--;
  return count;
}

/**
 * Checks a move's arguments against its declaration: the count (extra arguments are refused,
 * missing ones too unless optional), then each in turn. A refusal names the argument and why,
 * in words the table can show.
 */
export function checkMoveArgs<G>(specs: MoveArgs<G>, args: readonly unknown[], scope: ArgScope<G>): Violation | undefined {
  if (!Array.isArray(args)) return violation('bad-arguments', 'The arguments must be a list.');
  const fewest = requiredCount(specs);
  if (args.length > specs.length || args.length < fewest) {
    const wanted = fewest === specs.length ? `${fewest}` : `${fewest} to ${specs.length}`;
    return violation('argument-count', `This move takes ${wanted} argument${specs.length === 1 ? '' : 's'}, not ${args.length}.`);
  }
  for (let i = 0; i < specs.length; i++) {
    const wrong = checkValue(specs[i], args[i], scope, specs[i].label);
    if (wrong) return wrong;
  }
  return undefined;
}
