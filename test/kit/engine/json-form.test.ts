import { describe, expect, it } from 'vitest';
import { foundInJsonForm, freezeInJsonForm } from '../../../games/kit/engine/json-form.ts';
import { leanStep } from '../../../games/kit/engine/lean-reducer.ts';
import { actionOf, playGame, statesOfRecord } from '../../../games/kit/simulate/play-game.ts';
import { preparedFixture } from '../../support/fixture-games.ts';

const isFrozenThroughout = (value: unknown): boolean =>
  typeof value !== 'object' || value === null || (Object.isFrozen(value) && Object.values(value).every(isFrozenThroughout));

describe('freezeInJsonForm', () => {
  it('answers whether JSON reads a value back unchanged, and freezes all of it either way', () => {
    const plain = { a: [1, 'x', true, null, { b: 2.5 }], c: {} };
    expect(freezeInJsonForm(plain)).toBe(true);
    expect(isFrozenThroughout(plain)).toBe(true);
    const odd = [undefined, [1, , 2], new Date(0), -0, NaN, Infinity, () => 1, Object.create(null), Symbol('s'), 1n];
    for (const [i, part] of odd.entries()) {
      const value = { before: { x: [1] }, part, after: { y: [2] } };
      expect(freezeInJsonForm(value), `odd part ${i}`).toBe(false);
      expect(Object.isFrozen(value.before.x) && Object.isFrozen(value.after.y), `odd part ${i}`).toBe(true);
      expect(foundInJsonForm(value)).toBe(false);
    }
  });

  it('does not walk again what it found whole, nor what is the kept value at the same place', () => {
    let reads = 0;
    const counted = Object.defineProperty({}, 'seen', { enumerable: true, get: () => (reads++, 'yes') });
    expect(freezeInJsonForm(counted)).toBe(true);
    expect(reads).toBe(1);
    expect(freezeInJsonForm({ G: counted, turn: 2 })).toBe(true);
    expect(reads).toBe(1);
    const was = { G: { hand: ['a'], counted: { ...counted } }, turn: 1 };
    freezeInJsonForm(was);
    reads = 0;
    expect(freezeInJsonForm({ G: { hand: ['a', 'b'], counted: was.G.counted }, turn: 2 }, was)).toBe(true);
    expect(reads).toBe(0);
  });

  it('takes only objects of the kept value as they are: a -0 where the kept value has 0 is still found', () => {
    const was = { G: { score: 0 } };
    freezeInJsonForm(was);
    expect(freezeInJsonForm({ G: { score: -0 } }, was)).toBe(false);
  });
});

describe('the lean engine with jsonForm', () => {
  it("finds every move's G of a whole game in JSON's form, frozen, as JSON reads it back", () => {
    const ready = preparedFixture('bias-effect');
    const step = leanStep(ready.game as Parameters<typeof leanStep>[0], ready.reference, { jsonForm: true });
    const options = { numPlayers: 4, setupData: {}, seed: 'json-form', maxMoves: 5000 };
    const record = playGame(ready, options);
    let state = statesOfRecord(ready, { ...options, moves: [] })[0];
    for (const move of record.moves) {
      const result = step(state, actionOf(move));
      if ('rejected' in result) throw new Error(result.rejected);
      state = result.state;
      expect(foundInJsonForm(state.G)).toBe(true);
      expect(isFrozenThroughout(state.G)).toBe(true);
      expect(state.G).toStrictEqual(JSON.parse(JSON.stringify(state.G)));
    }
    expect(record.moves.length).toBeGreaterThan(20);
  });
});
