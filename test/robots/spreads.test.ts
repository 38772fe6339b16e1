import { describe, expect, it } from 'vitest';
import { cardOf } from '../../games/robots/cards.ts';
import { extendRunValues, fitExtension, formRun, formSet, isConstruct, joinsSet } from '../../games/robots/rules/spreads.ts';
import type { Spread } from '../../games/robots/state.ts';
import { deck, spread } from './support.ts';

const run = (...ids: string[]) => formRun(deck, ids, 3);
const set = (...ids: string[]) => formSet(deck, ids, 3);
const code = (r: unknown) => (r as { code?: string }).code;

describe('spreads', () => {
  it('a run is one colour in sequence, listed low to high', () => {
    expect(run('gray-2', 'gray-3', 'gray-4')).toEqual({ colour: 'gray', values: [2, 3, 4] });
    expect(run('purple-11', 'purple-12', 'purple-13', 'purple-14')).toEqual({ colour: 'purple', values: [11, 12, 13, 14] });
    expect(code(run('gray-2', 'red-3', 'gray-4'))).toBe('mixed-colours');
    expect(code(run('gray-4', 'gray-3', 'gray-2'))).toBe('not-a-run');
    expect(code(run('gray-2', 'gray-3', 'gray-5'))).toBe('not-a-run');
  });

  it('the star counts as 1 below the lowest or 1 above the highest number, never in between', () => {
    expect(run('red-star', 'red-2', 'red-3')).toEqual({ colour: 'red', values: [1, 2, 3] });
    expect(run('red-13', 'red-14', 'red-star')).toEqual({ colour: 'red', values: [13, 14, 15] });
    expect(code(run('red-5', 'red-star', 'red-7'))).toBe('not-a-run');
  });

  it('a run never wraps around', () => {
    expect(code(run('red-14', 'red-star', 'red-2'))).toBe('not-a-run');
    expect(code(run('red-star', 'wild-1', 'wild-2', 'red-2'))).toBe('not-a-run');
  });

  it('a wild stands for the number where it is listed', () => {
    expect(run('blue-5', 'wild-1', 'blue-7')).toEqual({ colour: 'blue', values: [5, 6, 7] });
    expect(run('wild-1', 'blue-5', 'blue-6')).toEqual({ colour: 'blue', values: [4, 5, 6] });
    expect(run('wild-1', 'wild-2', 'blue-star')).toEqual({ colour: 'blue', values: [13, 14, 15] });
    expect(code(run('wild-1', 'blue-2', 'blue-3'))).toBeUndefined();
    expect(code(run('wild-1', 'wild-2', 'blue-2'))).toBe('not-a-run');
  });

  it('a spread needs at least three cards and one that is not wild', () => {
    expect(code(run('gray-2', 'gray-3'))).toBe('too-short');
    expect(code(set('gray-2', 'red-2'))).toBe('too-short');
    expect(code(set('wild-1', 'wild-2', 'wild-3'))).toBe('all-wild');
    expect(code(run('wild-1', 'wild-2', 'wild-3'))).toBe('all-wild');
  });

  it('a set is one number in different colours, wilds standing in; stars make a set too', () => {
    expect(set('red-9', 'green-9', 'blue-9')).toEqual({ rank: 9 });
    expect(set('red-9', 'wild-1', 'blue-9')).toEqual({ rank: 9 });
    expect(set('red-star', 'green-star', 'gray-star')).toEqual({ rank: 'star' });
    expect(code(set('red-9', 'green-9', 'blue-10'))).toBe('mixed-numbers');
    expect(code(set('red-star', 'green-star', 'blue-14'))).toBe('mixed-numbers');
  });

  it('extends a run at either end, the star only at its own place', () => {
    const r = spread('s1', '0', 'run', ['red-12', 'red-13', 'red-14']);
    expect(extendRunValues(deck, r, ['red-star'], 'high')).toEqual([15]);
    expect(extendRunValues(deck, r, ['red-10', 'red-11'], 'low')).toEqual([10, 11]);
    expect(code(extendRunValues(deck, r, ['red-star'], 'low'))).toBe('does-not-fit');
    expect(code(extendRunValues(deck, r, ['blue-11'], 'low'))).toBe('does-not-fit');
    expect(fitExtension(deck, r, ['wild-1'], undefined)).toEqual({ end: 'high', values: [15] });
    const top = spread('s2', '0', 'run', ['red-13', 'red-14', 'red-star'], {});
    top.cards[2].as = 15;
    expect(code(fitExtension(deck, top, ['wild-1'], 'high'))).toBe('does-not-fit');
    expect(fitExtension(deck, top, ['wild-1'], undefined)).toEqual({ end: 'low', values: [12] });
  });

  it('extends a set with its number or a wild, and nothing else', () => {
    const s = spread('s1', '0', 'set', ['red-9', 'green-9', 'blue-9']);
    expect(fitExtension(deck, s, ['gray-9', 'wild-1'], undefined)).toEqual({ end: null, values: [null, null] });
    expect(code(fitExtension(deck, s, ['gray-8'], undefined))).toBe('does-not-fit');
    expect(code(fitExtension(deck, s, ['gray-9'], 'high'))).toBe('set-has-no-end');
  });

  it('a set of one number in all five colours, no wild, all played by its owner, is a Constructed Robot', () => {
    const five = ['gray-7', 'purple-7', 'red-7', 'green-7', 'blue-7'];
    expect(isConstruct(deck, spread('s1', '0', 'set', five))).toBe(true);
    expect(isConstruct(deck, spread('s1', '0', 'set', [...five.slice(0, 4), 'wild-1', 'blue-7']))).toBe(false);
    expect(isConstruct(deck, spread('s1', '0', 'set', [...five.slice(0, 4), ['blue-7', '1']]))).toBe(false);
    expect(isConstruct(deck, spread('s1', '0', 'set', ['gray-star', 'purple-star', 'red-star', 'green-star', 'blue-star']))).toBe(false);
  });

  it("a set's reading for one card joining it is kept while the set is frozen, and read again for a new set or one changed in place", () => {
    const card = (id: string) => cardOf(deck, id);
    const sevens = deepFrozen(spread('s1', '0', 'set', ['gray-7', 'red-7', 'wild-1']));
    expect(joinsSet(deck, sevens, card('blue-7'))).toBe(true);
    expect(joinsSet(deck, sevens, card('blue-8'))).toBe(false);
    expect(joinsSet(deck, sevens, card('wild-2'))).toBe(true);
    const mixed = deepFrozen({ ...sevens, cards: [...sevens.cards, { card: 'red-8', by: '0', as: null }] });
    expect(joinsSet(deck, mixed, card('blue-7'))).toBe(false);
    expect(joinsSet(deck, sevens, card('blue-7'))).toBe(true);
    const loose = spread('s2', '0', 'set', ['gray-9', 'red-9', 'purple-9']);
    expect(joinsSet(deck, loose, card('wild-2'))).toBe(true);
    loose.cards.push({ card: 'green-4', by: '0', as: null });
    expect(joinsSet(deck, loose, card('wild-2'))).toBe(false);
    const wilds = spread('s3', '0', 'set', ['gray-9', 'wild-1', 'wild-2']);
    Object.freeze(wilds);
    Object.freeze(wilds.cards);
    expect(joinsSet(deck, wilds, card('blue-9'))).toBe(true);
    wilds.cards[0].card = 'blue-3';
    expect(joinsSet(deck, wilds, card('wild-3'))).toBe(false);
  });
});

function deepFrozen(s: Spread): Spread {
  s.cards.forEach((p) => Object.freeze(p));
  Object.freeze(s.cards);
  return Object.freeze(s);
}
