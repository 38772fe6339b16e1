import { describe, expect, it } from 'vitest';
import { everyOf, filterOf, findIndexOf, findLastOf, findOf, sliceOf, someOf } from '../../games/kit/frozen-lists.ts';

describe('frozen lists: Array methods that stay fast on a frozen list', () => {
  it('sliceOf gives what slice() gives, frozen list or not, for every start and end, as a list of its own', () => {
    const plain = ['a', 'b', 'c', 'd', 'e'];
    const frozen = Object.freeze([...plain]);
    const bounds = [undefined, -7, -2, -1, 0, 1, 3, 5, 9];
    for (const start of bounds) {
      for (const end of bounds) {
        expect(sliceOf(frozen, start, end), `${start}, ${end}`).toEqual(plain.slice(start, end));
        expect(sliceOf(plain, start, end), `${start}, ${end}`).toEqual(plain.slice(start, end));
      }
    }
    const copy = sliceOf(frozen, 1);
    expect(Object.isFrozen(copy)).toBe(false);
    copy.push('f');
    expect(frozen).toEqual(plain);
    expect(sliceOf(plain, 0)).not.toBe(plain);
  });

  it('someOf, everyOf, findOf, filterOf, findIndexOf and findLastOf answer as the Array methods do, on frozen, plain and empty lists', () => {
    const lists = [Object.freeze([3, 8, 1, 8, 5]), [3, 8, 1, 8, 5], Object.freeze([] as number[]), [7]];
    const tests = [(n: number) => n > 4, (n: number) => n === 8, (n: number) => n < 0, (n: number) => n > 0];
    for (const list of lists) {
      for (const test of tests) {
        expect(someOf(list, test)).toBe(list.some(test));
        expect(everyOf(list, test)).toBe(list.every(test));
        expect(findOf(list, test)).toBe(list.find(test));
        expect(filterOf(list, test)).toEqual(list.filter(test));
        expect(findIndexOf(list, test)).toBe(list.findIndex(test));
        expect(findLastOf(list, test)).toBe(list.findLast(test));
      }
    }
    const frozen = Object.freeze([{ id: 'a' }, { id: 'b' }, { id: 'b' }]);
    expect(findOf(frozen, (x) => x.id === 'b')).toBe(frozen[1]);
    expect(findLastOf(frozen, (x) => x.id === 'b')).toBe(frozen[2]);
    const kept = filterOf(frozen, (x) => x.id === 'b');
    expect(kept).toEqual([frozen[1], frozen[2]]);
    expect(Object.isFrozen(kept)).toBe(false);
  });
});
