import { isDeepStrictEqual } from 'node:util';
import type { State } from 'boardgame.io';
import { CreateGameReducer } from 'boardgame.io/internal';
import { expect } from 'vitest';
import type { Step } from '../../games/kit/engine/lean-reducer.ts';
import { preparedFixture } from './fixture-games.ts';

/**
 * Refused moves on both engines, for every game's hostile-argument tests: boardgame.io's own
 * reducer, whose returned state is compared, and the lean engine the simulator and the server
 * play on, which runs moves on G without an immer draft (so a write before a refusal would
 * show in the state it was given).
 */
export interface Engines {
  reducer: ReturnType<typeof CreateGameReducer>;
  lean: Step;
}

export function enginesOf(id: string): Engines {
  const prepared = preparedFixture(id);
  return { reducer: CreateGameReducer({ game: prepared.game }), lean: prepared.step };
}

/** What a refused move must leave as it was: all boardgame.io keeps of a match, not the plugins' per-move API objects. */
export const kept = (s: State) => ({
  G: s.G,
  ctx: s.ctx,
  _stateID: s._stateID,
  _undo: s._undo,
  _redo: s._redo,
  plugins: Object.fromEntries(Object.entries(s.plugins).map(([name, plugin]) => [name, plugin.data])),
});

const PROTOTYPE_KEYS = Object.getOwnPropertyNames(Object.prototype).sort();

/**
 * Sends the move to both engines. Each must refuse it: the reducer with the move's own
 * INVALID_MOVE when `moveRuns` (boardgame.io reached the move; otherwise it refused the
 * sender first). The state the reducer hands back, and the state each engine was given, must
 * equal by value a deep copy taken before, and Object.prototype must have gained nothing.
 */
export function expectRefused(engines: Engines, state: State, move: string, args: unknown[], playerID: string | null, moveRuns: boolean, label: string): void {
  const before = structuredClone(kept(state));
  const action = { type: 'MAKE_MOVE', payload: { type: move, args, playerID } } as const;
  const next = engines.reducer(state, action as never) as State & { transients?: { error?: { type: string } } };
  expect(kept(next), `${label}: the reducer's state`).toStrictEqual(before);
  if (moveRuns) expect(next.transients?.error?.type, label).toBe('action/invalid_move');
  const lean = engines.lean(state, action as never);
  expect('rejected' in lean, `${label} was taken by the lean engine`).toBe(true);
  expect(isDeepStrictEqual(kept(state), before), `${label} changed the state it was given`).toBe(true);
  expect(Object.getOwnPropertyNames(Object.prototype).sort(), `${label} wrote Object.prototype`).toEqual(PROTOTYPE_KEYS);
}

/** Arguments for a failure message: long strings cut, non-finite numbers named (JSON would write null). */
export const shown = (args: unknown[]): string =>
  JSON.stringify(args, (_k, v) => (typeof v === 'string' && v.length > 30 ? `${v.slice(0, 30)}…` : typeof v === 'number' && !Number.isFinite(v) ? String(v) : v));
