import { isDeepStrictEqual } from 'node:util';
import type { State } from 'boardgame.io';
import { CreateGameReducer } from 'boardgame.io/internal';
import { expect } from 'vitest';
import type { GameModule } from '../../games/kit/game-module.ts';
import type { Step } from '../../games/kit/engine/lean-reducer.ts';
import { prepareGame } from '../../games/kit/simulate/play-game.ts';
import { copyExact } from '../fuzz/state-snapshot.ts';

/**
 * The two engines a move meets: boardgame.io's own reducer, and the lean engine the simulator
 * and the server play on, which runs moves on G without an immer draft (it freezes G first, so
 * a write there throws; anything else it is given, ctx or the plugins' data, a move could still
 * change in place).
 */
export interface Engines {
  reducer: ReturnType<typeof CreateGameReducer>;
  lean: Step;
}

const enginesByContent = new WeakMap<object, Engines>();

/** Both engines for a game built from this content (a test's edited content too), made once per content object. */
export function enginesFor(module: GameModule<any, any>, content: object): Engines {
  let engines = enginesByContent.get(content);
  if (!engines) {
    const prepared = prepareGame(module, content);
    engines = { reducer: CreateGameReducer({ game: prepared.game }), lean: prepared.step };
    enginesByContent.set(content, engines);
  }
  return engines;
}

/** What a refused move must leave as it was: all boardgame.io keeps of a match, not the plugins' per-move API objects. */
const kept = (s: State) => ({
  G: s.G,
  ctx: s.ctx,
  _stateID: s._stateID,
  _undo: s._undo,
  _redo: s._redo,
  plugins: Object.fromEntries(Object.entries(s.plugins).map(([name, plugin]) => [name, plugin.data])),
});

const PROTOTYPE_KEYS = Object.getOwnPropertyNames(Object.prototype).sort();

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

function worded(value: unknown): string {
  if (value === undefined) return 'undefined';
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 60)}…` : text;
}

/** Where `after` first differs from `before`, as `path: before → after`; undefined when equal by value. */
export function firstDifference(before: unknown, after: unknown, path: string): string | undefined {
  if (isDeepStrictEqual(before, after)) return undefined;
  if (isObject(before) && isObject(after) && Array.isArray(before) === Array.isArray(after)) {
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
      const at = Array.isArray(before) ? `${path}[${key}]` : `${path}.${key}`;
      if (!Object.hasOwn(after, key)) return `${at}: ${worded(before[key])} → (gone)`;
      if (!Object.hasOwn(before, key)) return `${at}: (none) → ${worded(after[key])}`;
      const found = firstDifference(before[key], after[key], at);
      if (found) return found;
    }
  }
  // Equal keys and values, yet not equal: a prototype or a property's kind differs here.
  return `${path}: ${worded(before)} → ${worded(after)}`;
}

export interface RefusalCheck {
  /** boardgame.io's error type (action/invalid_move when the move itself said no); undefined if it took the move. */
  error?: string;
  /** Each way the refusal was not clean, worded for a failure message: none for a clean one. */
  problems: string[];
}

/**
 * Sends the move to both engines, each on a state equal to `state`. A clean refusal: both
 * refuse it for the same reason, the state the reducer hands back and the state each engine was
 * given equal by value a copy taken before, and Object.prototype gains nothing.
 */
export function checkRefusal(engines: Engines, state: State, playerID: string | null, move: string, args: unknown[]): RefusalCheck {
  const before = copyExact(kept(state));
  // The lean engine freezes what it is given: it gets its own copy, so the test may still edit its state.
  const leanGiven = copyExact(state);
  const action = { type: 'MAKE_MOVE', payload: { type: move, args, playerID } } as const;
  const problems: string[] = [];
  const changed = (what: string, s: State) => {
    const where = firstDifference(before, kept(s), 'state');
    if (where) problems.push(`${what}: ${where}`);
  };
  const next = engines.reducer(state, action as never) as State & { transients?: { error?: { type: string } } };
  const error = next.transients?.error?.type;
  if (next._stateID !== state._stateID) problems.push(`boardgame.io's reducer took it (state ${state._stateID} → ${next._stateID})`);
  else changed("boardgame.io's reducer handed back a changed state", next);
  changed("boardgame.io's reducer changed the state it was given", state);
  const lean = engines.lean(leanGiven, action as never);
  if (!('rejected' in lean)) problems.push('the lean engine took it');
  else if (error !== undefined && lean.rejected !== error) problems.push(`the lean engine refused it as ${lean.rejected}, boardgame.io's reducer as ${error}`);
  changed('the lean engine changed the state it was given', leanGiven);
  const prototypeKeys = Object.getOwnPropertyNames(Object.prototype).sort();
  if (!isDeepStrictEqual(prototypeKeys, PROTOTYPE_KEYS)) problems.push(`Object.prototype gained ${prototypeKeys.filter((k) => !PROTOTYPE_KEYS.includes(k)).join(', ')}`);
  return { error, problems };
}

/** Arguments for a failure message: long strings cut, non-finite numbers named (JSON would write null). */
export const shown = (args: unknown[]): string =>
  JSON.stringify(args, (_k, v) => (typeof v === 'string' && v.length > 30 ? `${v.slice(0, 30)}…` : typeof v === 'number' && !Number.isFinite(v) ? String(v) : v));

/** Fails the test unless both engines refuse the move cleanly (checkRefusal); boardgame.io's error type. */
export function expectCleanRefusal(engines: Engines, state: State, playerID: string | null, move: string, args: unknown[], label = `${move}${shown(args)} by ${playerID}`): string {
  const { error, problems } = checkRefusal(engines, state, playerID, move, args);
  expect(problems, `${label} was not cleanly refused`).toEqual([]);
  return error!;
}
