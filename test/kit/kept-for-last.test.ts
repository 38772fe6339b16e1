import { describe, expect, it } from 'vitest';
import { keptForLast } from '../../games/kit/kept-for-last.ts';

describe('keptForLast', () => {
  it('serves the value kept for the last object while it and what else it read are the same, and works it out again otherwise', () => {
    const kept = keptForLast<string[], string>();
    let made = 0;
    const joined = (list: string[], separator: string) => kept(list, [separator], () => (made++, list.join(separator)));
    const list = ['a', 'b'];
    expect(joined(list, '+')).toBe('a+b');
    expect(joined(list, '+')).toBe('a+b');
    expect(made).toBe(1);
    expect(joined(list, '-')).toBe('a-b');
    expect(made).toBe(2);
    // Another list with the same cards is another object: worked out for it, and it is the last one now.
    expect(joined(['a', 'b'], '-')).toBe('a-b');
    expect(made).toBe(3);
    expect(joined(list, '-')).toBe('a-b');
    expect(made).toBe(4);
  });
});
