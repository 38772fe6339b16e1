import { describe, expect, it } from 'vitest';
import { fieldAt, holds, resolveText, resolveValue } from '../../../games/kit/cards/face-bindings.ts';

const card = { name: 'Human', count: 2, team: 'human', palette: { primary: '#2f6fb3' }, art: undefined, flavor: '', tags: ['a', 'b'], zero: 0 };

describe('a template value for one card', () => {
  it('keeps a literal, fills {fields} into words, and keeps a lone field its own type', () => {
    expect(resolveValue('#111111', card)).toBe('#111111');
    expect(resolveValue(12, card)).toBe(12);
    expect(resolveValue('Identity · {name} ×{count}', card)).toBe('Identity · Human ×2');
    expect(resolveValue('{palette.primary}', card)).toBe('#2f6fb3');
    expect(resolveValue('{palette}', card)).toEqual({ primary: '#2f6fb3' });
    expect(resolveValue('{count}', card)).toBe(2);
  });

  it('writes an absent field as nothing and a list joined with commas', () => {
    expect(resolveText('[{art}]', card)).toBe('[]');
    expect(resolveText('{tags}', card)).toBe('a, b');
    expect(resolveText('{palette}', card)).toBe('');
  });

  it('looks a value up by a field, with `else` for the rest and the field itself without it', () => {
    const lookup = { field: 'team', map: { robot: '#b3302f' }, else: '#2f6fb3' };
    expect(resolveValue(lookup, card)).toBe('#2f6fb3');
    expect(resolveValue(lookup, { ...card, team: 'robot' })).toBe('#b3302f');
    expect(resolveValue({ field: 'team', map: { robot: 'R' } }, card)).toBe('human');
  });

  it('reads own fields only: a template cannot reach an object prototype', () => {
    for (const path of ['constructor', '__proto__', 'toString', 'palette.constructor', 'name.length']) expect(fieldAt(card, path), path).toBeUndefined();
    expect(resolveValue({ field: 'team', map: { human: 'H' } }, card)).toBe('H');
    expect(resolveValue({ field: 'team', map: Object.create({ human: 'inherited' }) as Record<string, string> }, card)).toBe('human');
  });
});

describe('a layer shown only when a field says so', () => {
  it('holds for a set field, not for an absent, empty, zero, false or empty-list one', () => {
    expect(holds('name', card)).toBe(true);
    expect(holds('tags', card)).toBe(true);
    for (const field of ['art', 'flavor', 'zero', 'missing']) expect(holds(field, card), field).toBe(false);
    expect(holds('tags', { tags: [] })).toBe(false);
    expect(holds(undefined, card)).toBe(true);
  });

  it('holds when the field is one of the values, a number matching its words too', () => {
    expect(holds({ field: 'team', is: 'human' }, card)).toBe(true);
    expect(holds({ field: 'team', is: ['robot', 'human'] }, card)).toBe(true);
    expect(holds({ field: 'team', is: 'robot' }, card)).toBe(false);
    expect(holds({ field: 'count', is: '2' }, card)).toBe(true);
  });
});
