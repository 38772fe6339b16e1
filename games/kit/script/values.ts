import type { PlayerID, Scope, ScriptValue } from './types.ts';
import type { ZoneAccess } from './zones.ts';

/** `$name`: a variable set by an earlier step's `as`, or `$self`, `$owner`, `$current`. */
export const VARIABLE = /^\$([a-z][a-z0-9-]*)$/;

export interface Bindings {
  scope: Scope;
  currentPlayer: PlayerID;
}

export function lookup(name: string, { scope, currentPlayer }: Bindings): ScriptValue {
  if (name === 'self') return scope.self;
  if (name === 'owner') return scope.owner;
  if (name === 'current') return currentPlayer;
  return Object.hasOwn(scope.vars, name) ? scope.vars[name] : null;
}

/**
 * Replaces every `$variable` in a step's arguments by its value. Arguments in `lazy` (nested
 * steps, conditions) are left as written: they are read when they run, with the values then.
 * Built by loops: `Object.fromEntries` over `Object.entries(...).map(...)` made three lists and a
 * pair per field for every step and condition run.
 */
export function resolveArgs(args: unknown, bindings: Bindings, lazy: readonly string[] = []): unknown {
  if (args === null || typeof args !== 'object' || Array.isArray(args)) return resolveValue(args, bindings);
  return resolvedFields(args as Record<string, unknown>, bindings, lazy);
}

export function resolveValue(value: unknown, bindings: Bindings): unknown {
  if (typeof value === 'string') {
    const variable = VARIABLE.exec(value);
    return variable ? lookup(variable[1], bindings) : value;
  }
  if (Array.isArray(value)) {
    const out: unknown[] = [];
    for (const v of value) {
      const resolved = resolveValue(v, bindings);
      // A list variable inside a list (`[$chosen, $self]`) splices in, so card lists stay flat.
      if (Array.isArray(resolved) && typeof v === 'string' && VARIABLE.test(v)) out.push(...resolved);
      else out.push(resolved);
    }
    return out;
  }
  if (value !== null && typeof value === 'object') return resolvedFields(value as Record<string, unknown>, bindings, []);
  return value;
}

/** An object's own fields, each resolved unless lazy; a `__proto__` field stays a field, as `Object.fromEntries` keeps it. */
function resolvedFields(value: Record<string, unknown>, bindings: Bindings, lazy: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    const field = lazy.includes(key) ? value[key] : resolveValue(value[key], bindings);
    if (key === '__proto__') Object.defineProperty(out, key, { value: field, writable: true, enumerable: true, configurable: true });
    else out[key] = field;
  }
  return out;
}

/**
 * Player words a script may use; anything else is taken as a player id (from a variable).
 * `next` and `previous` follow the direction of play (1 round the play order, -1 against it).
 */
export function resolvePlayer(value: unknown, players: PlayerID[], owner: PlayerID, currentPlayer: PlayerID, direction: 1 | -1 = 1): PlayerID {
  const seat = (offset: number) => players[(players.indexOf(owner) + offset * direction + players.length) % players.length];
  switch (value) {
    case undefined:
    case 'owner':
      return owner;
    case 'current':
      return currentPlayer;
    case 'next':
      return seat(1);
    case 'previous':
      return seat(-1);
    default:
      if (typeof value === 'string' && players.includes(value)) return value;
      throw new Error(`The script names a player ${JSON.stringify(value)} who is not at the table.`);
  }
}

/** Cards named by a value: one id, a list, or null when nothing was chosen. */
export function cardList(value: unknown): string[] {
  if (value === null || value === undefined) return [];
  if (Array.isArray(value)) return value.map(String);
  return [String(value)];
}

/**
 * Whether facts pass a `where` filter: each field equals, is one of a list, or is within
 * {min, max}. A loop over the filter's keys: `Object.entries(where).every(...)` made a list and a
 * pair per field for every card a step or condition tests (each card of a hand, each a move).
 */
export function matchesFilter(facts: Record<string, ScriptValue>, where: unknown): boolean {
  if (where === undefined || where === null) return true;
  const wants = where as Record<string, unknown>;
  for (const fact of Object.keys(wants)) {
    const wanted = wants[fact];
    const actual = facts[fact];
    if (Array.isArray(wanted)) {
      if (!wanted.includes(actual)) return false;
    } else if (wanted !== null && typeof wanted === 'object') {
      const { min, max } = wanted as { min?: number; max?: number };
      if (!(typeof actual === 'number' && (min === undefined || actual >= min) && (max === undefined || actual <= max))) return false;
    } else if (actual !== wanted) return false;
  }
  return true;
}

/**
 * Whether `card` passes a `where` filter, its facts read only when there is one: a game's facts
 * may cost (ROBOTS!' `discardable` asks the discard's rules of each card), and most steps that
 * list cards filter none (a Laser's target, a Recycle's take).
 */
export function cardPasses(zones: Pick<ZoneAccess<unknown>, 'cardFacts'>, card: string, where: unknown): boolean {
  return where === undefined || where === null || matchesFilter(zones.cardFacts(card), where);
}
