import { describe, expect, it } from 'vitest';
import { sliceOf } from '../../games/kit/slice-of.ts';

describe('sliceOf: slice() that stays fast on a frozen list', () => {
  it('gives what slice() gives, frozen list or not, for every start and end, as a list of its own', () => {
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
});
