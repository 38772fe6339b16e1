import { isDeepStrictEqual } from 'node:util';
import type { Ctx, State } from 'boardgame.io';
import { describe, expect, it } from 'vitest';
import { shapedCtx, shapedState } from '../../../games/kit/engine/flow-shapes.ts';

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
});
