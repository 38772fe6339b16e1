import { describe, expect, it } from 'vitest';
import { keptPerObject } from '../../games/kit/kept-per-object.ts';

describe('keptPerObject', () => {
  it('serves the value kept for an object while what else it read is the same, and works it out again when that changed', () => {
    const kept = keptPerObject<string[], string>();
    let made = 0;
    const joined = (list: string[], separator: string) => kept(list, [separator], () => (made++, list.join(separator)));
    const list = ['a', 'b'];
    expect(joined(list, '+')).toBe('a+b');
    expect(joined(list, '+')).toBe('a+b');
    expect(made).toBe(1);
    expect(joined(list, '-')).toBe('a-b');
    expect(made).toBe(2);
    // Another list with the same cards is another object: worked out for it.
    expect(joined(['a', 'b', 'c'], '-')).toBe('a-b-c');
    expect(made).toBe(3);
  });
});
