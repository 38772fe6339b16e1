import { describe, expect, it } from 'vitest';
import { favourInTie } from '../../../games/kit/rules/favour-in-tie.ts';

describe('favourInTie', () => {
  it('narrows a tie to the favoured among it, and leaves it whole when none of them is favoured', () => {
    const tied = ['good', 'evil', 'neutral'];
    expect(favourInTie(tied, (t) => t === 'evil')).toEqual(['evil']);
    expect(favourInTie(tied, (t) => t !== 'neutral')).toEqual(['good', 'evil']);
    expect(favourInTie(['good', 'neutral'], (t) => t === 'evil')).toEqual(['good', 'neutral']);
    // A new list: the caller's is never the one returned.
    const result = favourInTie(tied, () => false);
    expect(result).toEqual(tied);
    expect(result).not.toBe(tied);
  });
});
