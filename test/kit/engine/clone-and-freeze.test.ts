import { describe, expect, it } from 'vitest';
import { clonePlain } from '../../../games/kit/clone-plain.ts';
import { freezeDeep } from '../../../games/kit/engine/freeze-deep.ts';

const state = () => ({
  hands: { 0: ['a-1', 'a-2'], 1: [] as string[] },
  deck: ['x-1', 'x-2', 'x-3'],
  round: { acts: [{ by: '0', cards: ['a-3'] }, null, 7], belief: null as string | null },
  nested: [[{ deep: ['y'] }]],
  count: 3,
});

function objectsIn(value: unknown, out: object[] = []): object[] {
  if (typeof value !== 'object' || value === null) return out;
  out.push(value);
  for (const item of Object.values(value)) objectsIn(item, out);
  return out;
}

describe('clonePlain and freezeDeep: the copies and freezes of the lean engine', () => {
  it('clonePlain copies every object and array at every depth, equal and sharing none', () => {
    const original = state();
    const copy = clonePlain(original);
    expect(copy).toEqual(original);
    const before = new Set(objectsIn(original));
    expect(objectsIn(copy).filter((o) => before.has(o))).toEqual([]);
    copy.round.acts[0] = { by: '1', cards: [] };
    (copy.nested[0][0] as { deep: string[] }).deep.push('z');
    expect(original).toEqual(state());
  });

  it('clonePlain gives a writable copy of a frozen state, with own keys only and an own "__proto__" key kept as a key', () => {
    const original = JSON.parse('{"a": {"b": [1]}, "__proto__": {"polluted": true}, "n": 1}');
    freezeDeep(original);
    const copy = clonePlain(original);
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(Object.keys(copy)).toEqual(['a', '__proto__', 'n']);
    expect((copy as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getOwnPropertyDescriptor(copy, '__proto__')?.value).toEqual({ polluted: true });
    expect(Object.getOwnPropertyDescriptor(copy, '__proto__')?.value).not.toBe(Object.getOwnPropertyDescriptor(original, '__proto__')?.value);
    copy.a.b.push(2);
    copy.n = 2;
    expect(original.a.b).toEqual([1]);
    const inherited = Object.create({ leaked: 1 });
    inherited.own = 2;
    expect(Object.keys(clonePlain({ x: inherited }).x)).toEqual(['own']);
  });

  it('freezeDeep freezes every object and array at every depth, and stops at what is frozen already', () => {
    const G = state();
    const kept = Object.freeze({ inside: { open: true } });
    const withFrozen = { ...G, kept };
    freezeDeep(withFrozen);
    expect(objectsIn(withFrozen).filter((o) => o !== kept.inside).every((o) => Object.isFrozen(o))).toBe(true);
    expect(() => G.deck.push('x-4')).toThrow(TypeError);
    // A frozen part is taken as frozen throughout: the engine freezes every state it keeps.
    expect(Object.isFrozen(kept.inside)).toBe(false);
  });

  it('freezeDeep given the G a new one was made from freezes every new object, a shifted log\'s new entries too, and leaves what the new one shares unvisited', () => {
    const shared = { open: true };
    const log = Object.freeze([Object.freeze({ n: 1 }), Object.freeze({ n: 2 }), Object.freeze({ n: 3 })]);
    const before = Object.freeze({ hands: Object.freeze({ 0: Object.freeze(['a']) }), log, shared, count: 1 });
    // The log window drops its oldest entry and gains one; one hand is new; `shared` stands for a frozen part.
    const added = { n: 4, cards: ['b'] };
    const next = { ...before, hands: { ...before.hands, 1: ['c'] }, log: [log[1], log[2], added], count: 2 };
    freezeDeep(next, before);
    expect(objectsIn(next).filter((o) => o !== shared).every((o) => Object.isFrozen(o))).toBe(true);
    expect(Object.isFrozen(added.cards)).toBe(true);
    // Shared by identity with the G before, which the engine froze whole: not walked again.
    expect(Object.isFrozen(shared)).toBe(false);
    const reordered = { ...before, log: [added, log[0]], shared: { open: false } };
    const other = { n: 5 };
    freezeDeep({ ...reordered, extra: [other] }, before);
    expect(Object.isFrozen(other)).toBe(true);
    expect(Object.isFrozen(reordered.shared)).toBe(true);
  });
});
