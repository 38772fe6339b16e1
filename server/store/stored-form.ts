import type { Server, State } from 'boardgame.io';
import { freezeDeep } from '../../games/kit/engine/freeze-deep.ts';
import { freezeInJsonForm } from '../../games/kit/engine/json-form.ts';
import { withSeatTable } from '../harden/seat-table.ts';

/**
 * What `JSON.parse(JSON.stringify(value))` answers, without the text in between: a copy the
 * store can keep of a state it has just written, equal to what reading the row back would
 * give (undefined and functions dropped from objects and null in arrays, non-finite numbers
 * null, -0 as 0, `toJSON` honoured). About twice as fast as the round trip on a game state.
 */
export function jsonCopy<T>(value: T): T {
  return copy(value) as T;
}

function copy(value: unknown): unknown {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return value;
    case 'number':
      // JSON writes -0 as 0.
      return Number.isFinite(value) ? value + 0 : null;
    case 'object':
      break;
    default:
      return undefined;
  }
  if (value === null) return null;
  if (typeof (value as { toJSON?: unknown }).toJSON === 'function') return copy((value as { toJSON(): unknown }).toJSON());
  if (Array.isArray(value)) {
    // Not map: it skips holes, which JSON writes as null.
    const out = new Array(value.length);
    for (let i = 0; i < value.length; i++) out[i] = copy(value[i]) ?? null;
    return out;
  }
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    const item = copy((value as Record<string, unknown>)[key]);
    if (item === undefined) continue;
    // Assigning '__proto__' would set the prototype; JSON.parse makes it an own property.
    if (key === '__proto__') Object.defineProperty(out, key, { value: item, enumerable: true, writable: true, configurable: true });
    else out[key] = item;
  }
  return out;
}

/**
 * What the store keeps in memory of a value it has written: the value itself, frozen, when
 * JSON would read it back unchanged (a move's state, whose unchanged parts are the kept state
 * `was`, so only what the move made is looked at); otherwise a frozen copy as JSON reads it.
 * Either way a reader gets what reading the row back would give, and cannot change it; the
 * value written is frozen either way. A G the lean engine found in JSON's form is not walked again.
 */
export function asStored<T>(value: T, was?: T): T {
  if (freezeInJsonForm(value, was)) return value;
  const copy = jsonCopy(value);
  freezeDeep(copy);
  return copy;
}

/** A value just parsed from the file, frozen, to be kept as it is. */
export function storedParse<T>(json: string): T {
  const value = JSON.parse(json) as T;
  freezeDeep(value);
  return value;
}

/** G, ctx and each plugin's data: what a state means, without the plugin APIs a rejected move leaves in it. */
function content(state: State): string {
  const plugins = Object.fromEntries(Object.entries(state.plugins ?? {}).map(([name, p]) => [name, p?.data]));
  return JSON.stringify({ G: state.G, ctx: state.ctx, plugins });
}

export const sameContent = (a: State, b: State) => content(a) === content(b);

/** Metadata as kept in memory: frozen, its seats in a table without a prototype (seat-table.ts), so peek hands it out as it is. */
export function keptMetadata(json: string): Server.MatchData {
  const metadata = withSeatTable(JSON.parse(json));
  freezeDeep(metadata);
  return metadata;
}

export const isGameover = (metadata: Server.MatchData) => metadata.gameover !== undefined && metadata.gameover !== null;

/**
 * A gameover in the metadata is kept only if the stored state has ended too: Master writes
 * the metadata right after the state, and a refused state must not end the match in the lobby.
 */
export function honestGameover(metadata: Server.MatchData, storedState: () => State): Server.MatchData {
  if (!isGameover(metadata) || storedState().ctx.gameover !== undefined) return metadata;
  const { gameover: _refused, ...rest } = metadata;
  return rest;
}
