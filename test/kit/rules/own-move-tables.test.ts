import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import type { Game, State } from 'boardgame.io';
import { InitializeGame } from 'boardgame.io/internal';
import { referenceStep, type Step } from '../../../games/kit/engine/lean-reducer.ts';
import { clonePlain } from '../../../games/kit/clone-plain.ts';
import { withOwnMoveTables } from '../../../games/kit/rules/own-move-tables.ts';
import { FIXTURE_ROOTS, preparedFixture } from '../../support/fixture-games.ts';
import { createToyGame } from '../../fixtures/script/toy-game.ts';
import { toyContent } from '../script/toy-client.ts';

/** Names every plain object answers to, through `name in moves`. */
const INHERITED = ['toString', 'constructor', '__proto__', 'hasOwnProperty', 'valueOf', 'isPrototypeOf', 'toLocaleString', '__defineGetter__'];
const move = (type: string, playerID: string) => ({ type: 'MAKE_MOVE' as const, payload: { type, args: [], playerID } });

/** Plays each inherited name from seat 0 and answers with what each did: refused with the state as it was, or not. */
function tryInherited(step: Step, state: State): string[] {
  const before = clonePlain(state);
  const taken: string[] = [];
  for (const name of INHERITED) {
    let result;
    try {
      result = step(state, move(name, '0'));
    } catch (error) {
      taken.push(`${name} threw ${(error as Error).message}`);
      continue;
    }
    if (!('rejected' in result)) taken.push(`${name} was played`);
    if (!isDeepStrictEqual(state, before)) taken.push(`${name} changed the state it was given`);
  }
  return taken;
}

describe('only a move the game declares is ever found, whoever calls the engine', () => {
  it('boardgame.io alone plays Object.prototype\'s methods as moves (the hole the kit closes)', () => {
    const raw: Game = { ...createToyGame(toyContent({})), seed: 'toy' };
    const state = InitializeGame({ game: raw, numPlayers: 2 });
    expect(tryInherited(referenceStep(raw), state)).toContain('toString was played');
    const owned: Game = withOwnMoveTables(raw);
    expect(tryInherited(referenceStep(owned), InitializeGame({ game: owned, numPlayers: 2 }))).toEqual([]);
  });

  for (const id of Object.keys(FIXTURE_ROOTS)) {
    it(`${id}: every inherited name is refused by boardgame.io's reducer and by the lean engine, the state unchanged`, () => {
      const prepared = preparedFixture(id);
      const state = InitializeGame({ game: { ...prepared.game, seed: 'own-moves' }, numPlayers: prepared.game.minPlayers ?? 2 });
      expect(tryInherited(prepared.reference, state)).toEqual([]);
      expect(tryInherited(prepared.step, state)).toEqual([]);
    });
  }
});
