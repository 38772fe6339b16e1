import { describe, expect, it } from 'vitest';
import { stateWith } from '../../games/three-laws/rules/state-with.ts';
import { prepared } from './support.ts';

describe("3 Laws' stateWith, the rules' copy of G with some fields replaced", () => {
  const G = Object.freeze(prepared({ cards: ['android-4', 'android-1', 'ai-3', 'ai-1'] }));

  it('keeps every field of the state, in its order, and replaces only those given', () => {
    expect(Object.keys(stateWith(G, {}))).toEqual(Object.keys(G));
    expect(stateWith(G, {})).toEqual(G);
    const next = stateWith(G, { round: G.round + 1, acts: [] });
    expect(next).toEqual({ ...G, round: G.round + 1, acts: [] });
    expect(next).not.toBe(G);
    expect(Object.isFrozen(next)).toBe(false);
  });
});
