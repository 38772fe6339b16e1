import { describe, expect, it } from 'vitest';
import { eachOnce, setPer } from '../../../games/kit/rules/each-once.ts';

describe('eachOnce: every card of a deck exactly once', () => {
  const deck = new Set(['a', 'b', 'c']);

  it('holds for the deck in any order', () => {
    expect(eachOnce(['c', 'a', 'b'], deck)).toBe(true);
  });

  it('fails for a card lost, a card twice, a card twice in place of another, or a stranger', () => {
    expect(eachOnce(['a', 'b'], deck)).toBe(false);
    expect(eachOnce(['a', 'b', 'c', 'c'], deck)).toBe(false);
    expect(eachOnce(['a', 'c', 'c'], deck)).toBe(false);
    expect(eachOnce(['a', 'b', 'x'], deck)).toBe(false);
  });

  it('judges each check on its own, whatever the checks before it saw', () => {
    expect(eachOnce(['a', 'b', 'c'], deck)).toBe(true);
    expect(eachOnce(['b', 'c', 'a'], deck)).toBe(true);
    expect(eachOnce(['b', 'b', 'a'], deck)).toBe(false);
    expect(eachOnce(['a', 'b', 'c'], deck)).toBe(true);
  });

  it('builds the set once per key object', () => {
    const per = setPer<object>();
    const key = {};
    let builds = 0;
    const build = () => (builds++, ['a']);
    expect(per(key, build)).toBe(per(key, build));
    expect(builds).toBe(1);
    expect(per({}, build)).not.toBe(per(key, build));
  });
});
