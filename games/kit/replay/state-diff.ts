import type { State } from 'boardgame.io';

/** One place where two states disagree, as a JSON path (`G.players[2].hand`). */
export interface StateDifference {
  path: string;
  expected: unknown;
  actual: unknown;
}

/**
 * What a state means for a replay: G, ctx, each plugin's data (the random plugin's PRNG
 * state among them) and _stateID. Undo history and plugin APIs are bookkeeping.
 */
export function essentials(state: State): Record<string, unknown> {
  const plugins = Object.fromEntries(Object.entries(state.plugins ?? {}).map(([name, p]) => [name, (p as { data?: unknown } | undefined)?.data]));
  return JSON.parse(JSON.stringify({ G: state.G, ctx: state.ctx, plugins, _stateID: state._stateID }));
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function step(path: string, key: string | number): string {
  if (typeof key === 'number') return `${path}[${key}]`;
  return /^[A-Za-z_$][\w$]*$/.test(key) ? (path ? `${path}.${key}` : key) : `${path}[${JSON.stringify(key)}]`;
}

function walk(expected: unknown, actual: unknown, path: string, out: StateDifference[], limit: number): void {
  if (out.length >= limit) return;
  if (Array.isArray(expected) && Array.isArray(actual)) {
    if (expected.length !== actual.length) {
      out.push({ path: `${path}.length`, expected: expected.length, actual: actual.length });
    }
    for (let i = 0; i < Math.min(expected.length, actual.length); i++) walk(expected[i], actual[i], step(path, i), out, limit);
    return;
  }
  if (isObject(expected) && isObject(actual)) {
    const keys = [...new Set([...Object.keys(expected), ...Object.keys(actual)])].sort();
    for (const key of keys) walk(expected[key], actual[key], step(path, key), out, limit);
    return;
  }
  if (JSON.stringify(expected) !== JSON.stringify(actual)) out.push({ path, expected, actual });
}

/** Where `actual` departs from `expected` (both `essentials`), at most `limit` places, in a stable order. */
export function stateDifferences(expected: Record<string, unknown>, actual: Record<string, unknown>, limit = 20): StateDifference[] {
  const out: StateDifference[] = [];
  walk(expected, actual, '', out, limit);
  return out;
}

/** A key-order-independent serialisation, to compare log entries read back from JSON. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v) =>
    isObject(v) ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, v[k]])) : v,
  );
}
