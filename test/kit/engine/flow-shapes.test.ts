import { isDeepStrictEqual } from 'node:util';
import type { Ctx, State } from 'boardgame.io';
import { describe, expect, it } from 'vitest';
import { numberedState, ownCtx, shapedCtx, shapedState, stateWith, turnState } from '../../../games/kit/engine/flow-shapes.ts';

const ctx = (): Ctx =>
  ({
    numPlayers: 3,
    turn: 4,
    currentPlayer: '1',
    playOrder: ['0', '1', '2'],
    playOrderPos: 1,
    phase: null,
    activePlayers: { 1: 'turn', 2: 'claim' },
    _activePlayersMinMoves: null,
    _activePlayersMaxMoves: null,
    _activePlayersNumMoves: { 1: 0, 2: 0 },
    _prevActivePlayers: [],
    _nextActivePlayers: null,
    numMoves: 2,
  }) as unknown as Ctx;

describe('flow shapes: the ported flow\'s ctx and states made again by object literals', () => {
  it('a ctx comes back field for field the same, with its gameover only when it has one, and one not yet in a turn as it was', () => {
    const during = ctx();
    expect(isDeepStrictEqual(shapedCtx(during), during)).toBe(true);
    expect(Object.keys(shapedCtx(during))).toEqual(Object.keys(during));
    const ended = { ...during, gameover: { winner: '1' } } as Ctx;
    expect(isDeepStrictEqual(shapedCtx(ended), ended)).toBe(true);
    expect(isDeepStrictEqual(shapedCtx({ ...during, gameover: undefined } as Ctx), { ...during, gameover: undefined })).toBe(true);
    const { numMoves, ...beforeFirstTurn } = during as Ctx & { numMoves: number };
    expect(numMoves).toBe(2);
    expect(shapedCtx(beforeFirstTurn as Ctx)).toBe(beforeFirstTurn);
  });

  it('a state comes back field for field the same, its deltalog only when it has one', () => {
    const state = { G: { a: 1 }, ctx: ctx(), plugins: { random: { data: { seed: 's' } } }, _undo: [], _redo: [], _stateID: 7 } as unknown as State;
    expect(isDeepStrictEqual(shapedState(state), state)).toBe(true);
    const logged = { ...state, deltalog: [] };
    expect(isDeepStrictEqual(shapedState(logged), logged)).toBe(true);
    expect(shapedState(logged).G).toBe(state.G);
  });

  it('a ctx of its own is a copy to set fields on, whether or not a turn has begun in it', () => {
    const during = ctx();
    const own = ownCtx(during);
    own.numMoves = 9;
    expect(during.numMoves).toBe(2);
    expect(isDeepStrictEqual({ ...own, numMoves: 2 }, during)).toBe(true);
    const { numMoves: _, ...beforeFirstTurn } = during as Ctx & { numMoves: number };
    const early = ownCtx(beforeFirstTurn as Ctx);
    expect(early).not.toBe(beforeFirstTurn);
    expect(early).toEqual(beforeFirstTurn);
    expect(Object.hasOwn(early, 'numMoves')).toBe(false);
  });

  it('a state with a new G, ctx or plugins, a turn\'s fresh undo history, a new number: every other field as it was, the deltalog only when it had one', () => {
    const state = { G: { a: 1 }, ctx: ctx(), plugins: { random: { data: { seed: 's' } } }, _undo: [{ old: true }], _redo: [{ old: true }], _stateID: 7 } as unknown as State;
    const G = { a: 2 };
    const other = ctx();
    expect(stateWith(state, G, other)).toEqual({ ...state, G, ctx: other });
    expect(Object.hasOwn(stateWith(state, G, other), 'deltalog')).toBe(false);
    const plugins = { random: { data: { seed: 't' } } } as unknown as State['plugins'];
    expect(stateWith(state, G, other, plugins).plugins).toBe(plugins);
    const logged = { ...state, deltalog: [{ entry: 1 }] } as unknown as State;
    expect(stateWith(logged, G, other).deltalog).toBe(logged.deltalog);
    const turned = turnState(logged, G, other);
    expect(turned).toEqual({ ...logged, G, ctx: other, _undo: [], _redo: [] });
    expect(turned._undo).not.toBe(turnState(logged, G, other)._undo);
    expect(numberedState(logged, 8)).toEqual({ ...logged, _stateID: 8 });
    expect(numberedState(state, 8)).toEqual({ ...state, _stateID: 8 });
    expect(Object.hasOwn(numberedState(state, 8), 'deltalog')).toBe(false);
    const fresh: State['deltalog'] = [];
    expect(numberedState(state, 7, fresh).deltalog).toBe(fresh);
  });
});
