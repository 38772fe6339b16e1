import { describe, expect, it } from 'vitest';
import { ConditionCall, StepCall } from '../../../games/kit/script/step-context.ts';
import type { ScriptContextBase } from '../../../games/kit/script/vocabulary.ts';
import { withFields } from '../../../games/kit/with-fields.ts';

const base: ScriptContextBase<{ n: number }> = {
  G: { n: 1 },
  scope: { self: 'red-1', owner: '0', vars: {} },
  zones: {} as ScriptContextBase['zones'],
  effects: {} as ScriptContextBase['effects'],
  players: ['0', '1'],
  currentPlayer: '1',
  player: () => '0',
  cards: () => [],
  test: () => true,
  defaults: { draw: 'deck', discard: 'discard-pile', hand: 'hand' },
  host: { content: true },
  list: () => [],
};

describe('the context a step or condition runs with', () => {
  it('a step sees every field of its scope\'s context, by the same values and in the same order as a copy of it with its own fields added', () => {
    const set = () => undefined;
    const shuffle = <T>(items: T[]) => items;
    const call = new StepCall(base, { count: 2 }, ['a'], set, shuffle);
    const copy = withFields(base, { args: { count: 2 }, answer: ['a'], set, shuffle });
    expect(Object.keys(call)).toEqual(Object.keys(copy));
    for (const key of Object.keys(copy) as (keyof typeof copy)[]) expect(call[key]).toEqual(copy[key]);
    expect(call.G).toBe(base.G);
    expect(call.answer).toEqual(['a']);
    expect(new StepCall(base, {}, undefined, set, shuffle)).toHaveProperty('answer', undefined);
  });

  it('a condition sees its scope\'s context and its own arguments; each test has its own', () => {
    const outer = new ConditionCall(base, ['x']);
    const inner = new ConditionCall(base, { zone: 'hand' });
    expect(Object.keys(outer)).toEqual([...Object.keys(base), 'args']);
    expect(outer.args).toEqual(['x']);
    expect(inner.args).toEqual({ zone: 'hand' });
    expect(outer.scope).toBe(base.scope);
  });
});
