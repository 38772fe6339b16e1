import { describe, expect, it } from 'vitest';
import { actionOf, initialState, playGame } from '../../../games/kit/simulate/play-game.ts';
import { resolveSetups } from '../../../games/kit/simulate/setup-choices.ts';
import { FIXTURE_ROOTS, preparedFixture } from '../../support/fixture-games.ts';

/** Every object and list in `value`, each once. */
function objectsIn(value: unknown, out = new Set<object>()): Set<object> {
  if (typeof value !== 'object' || value === null || out.has(value)) return out;
  out.add(value);
  for (const item of Object.values(value)) objectsIn(item, out);
  return out;
}

/** The objects of `G` a write to succeeds on: a new field, a field replaced, a list grown. */
function writable(G: unknown): object[] {
  const open: object[] = [];
  for (const object of objectsIn(G)) {
    const target = object as Record<string, unknown>;
    const key = Object.keys(target)[0];
    const writes = [() => (target.__written = 1), ...(key === undefined ? [] : [() => (target[key] = 'written')]), ...(Array.isArray(object) ? [() => object.push('written')] : [])];
    if (writes.some((write) => !throws(write))) open.push(object);
  }
  return open;
}

function throws(write: () => unknown): boolean {
  try {
    write();
    return false;
  } catch (error) {
    return error instanceof TypeError;
  }
}

describe('the lean engine hands out states frozen throughout', () => {
  for (const id of Object.keys(FIXTURE_ROOTS)) {
    it(`${id}: a write anywhere in G throws after every move (the first 120 of a game at its largest table)`, () => {
      const ready = preparedFixture(id);
      const players = ready.game.maxPlayers!;
      const resolved = resolveSetups(ready.module.setupOptions(ready.content), {}, players);
      if ('error' in resolved) throw new Error(resolved.error);
      const options = { numPlayers: players, setupData: resolved.setups[0], seed: `frozen-${id}`, maxMoves: 5000 };
      const record = playGame(ready, options);
      let state = initialState(ready, options);
      for (const [i, move] of record.moves.slice(0, 120).entries()) {
        const result = ready.step(state, actionOf(move));
        if (!('state' in result)) throw new Error(`move ${i} refused: ${result.rejected}`);
        state = result.state;
        expect(writable(state.G), `after move ${i} (${move.move})`).toEqual([]);
      }
    });
  }
});
