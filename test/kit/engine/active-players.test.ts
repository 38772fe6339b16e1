import type { ActivePlayersArg, Ctx } from 'boardgame.io';
import { describe, expect, it } from 'vitest';
import { setActivePlayers } from '../../../games/kit/engine/active-players.ts';
import { SetActivePlayers } from '../../../games/kit/engine/bgio-internals.ts';

/** A ctx mid-game, as boardgame.io leaves one after a few turns (a stage map and counts already set). */
const ctx = (): Ctx =>
  ({
    numPlayers: 4,
    turn: 7,
    currentPlayer: '2',
    playOrder: ['0', '1', '2', '3'],
    playOrderPos: 2,
    phase: null,
    activePlayers: { '2': 'turn' },
    _activePlayersMinMoves: null,
    _activePlayersMaxMoves: null,
    _activePlayersNumMoves: { '2': 1 },
    _prevActivePlayers: [],
    _nextActivePlayers: null,
    numMoves: 1,
  }) as unknown as Ctx;

/** The same fields with the same values, in the same order, as JSON writes them. */
const written = (value: unknown) => JSON.stringify(value);

describe('setting the active players', () => {
  const args: [string, ActivePlayersArg][] = [
    ['a stage per seat, the current one first', { value: { '2': 'turn', '0': 'claim', '3': 'claim' } }],
    ['one seat', { value: { '1': 'decide' } }],
    ['seats named out of order', { value: { '3': 'a', '1': 'b', '10': 'c', x: 'd' } }],
    ['a stage with move limits', { value: { '2': { stage: 'turn', maxMoves: 1 }, '0': 'claim' } }],
    ['a null stage', { value: { '2': null } } as unknown as ActivePlayersArg],
    ['every seat in no stage, one left out', { value: { '0': null, '1': null, '3': null } } as unknown as ActivePlayersArg],
    ['a seat whose stage is undefined', { value: { '2': undefined, '0': 'claim' } } as unknown as ActivePlayersArg],
    ['no seat', { value: {} }],
    ['more than a map', { value: { '0': 'a' }, minMoves: 1 }],
    ['a map and what comes next', { value: { '0': 'a' }, next: { value: { '1': 'b' } } }],
    ['the others', { currentPlayer: 'turn', others: 'claim' }],
    ['everyone', { all: 'aside', maxMoves: 2 }],
    ['a list of seats', ['0', '3']],
  ];
  for (const [name, arg] of args) {
    it(`${name}: the ctx boardgame.io makes, field for field and in its order`, () => {
      const ours = setActivePlayers(ctx(), structuredClone(arg));
      expect(written(ours)).toBe(written(SetActivePlayers(ctx(), structuredClone(arg))));
      expect(ours).toEqual(SetActivePlayers(ctx(), structuredClone(arg)));
    });
  }

  it('leaves the ctx it was given as it was', () => {
    const before = ctx();
    setActivePlayers(before, { value: { '0': 'claim' } });
    expect(before).toEqual(ctx());
  });
});
