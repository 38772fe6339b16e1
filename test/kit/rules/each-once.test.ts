import { describe, expect, it } from 'vitest';
import { eachOnce, setPer } from '../../../games/kit/rules/each-once.ts';

describe('eachOnce: every card of a deck exactly once', () => {
  const deck = new Set(['a', 'b', 'c']);

  it('holds for the deck in any order', () => {
    expect(eachOnce([['c', 'a', 'b']], deck)).toBe(true);
  });

  it('fails for a card lost, a card twice, a card twice in place of another, or a stranger', () => {
    expect(eachOnce([['a', 'b']], deck)).toBe(false);
    expect(eachOnce([['a', 'b', 'c', 'c']], deck)).toBe(false);
    expect(eachOnce([['a', 'c', 'c']], deck)).toBe(false);
    expect(eachOnce([['a', 'b', 'x']], deck)).toBe(false);
  });

  it('judges each check on its own, whatever the checks before it saw', () => {
    expect(eachOnce([['a', 'b', 'c']], deck)).toBe(true);
    expect(eachOnce([['b', 'c', 'a']], deck)).toBe(true);
    expect(eachOnce([['b', 'b', 'a']], deck)).toBe(false);
    expect(eachOnce([['a', 'b', 'c']], deck)).toBe(true);
  });

  it('reads the deck across several lists: a card in two of them, or missing from all, fails', () => {
    expect(eachOnce([['a'], [], ['c', 'b']], deck)).toBe(true);
    expect(eachOnce([['a', 'b'], ['b']], deck)).toBe(false);
    expect(eachOnce([['a'], ['b'], ['c'], ['a']], deck)).toBe(false);
    expect(eachOnce([['a', 'b'], []], deck)).toBe(false);
  });

  it("keeps a frozen list's reading but judges it with whatever lists come beside it", () => {
    const held = Object.freeze(['a', 'b']);
    expect(eachOnce([held, ['c']], deck)).toBe(true);
    expect(eachOnce([held, ['a']], deck)).toBe(false);
    expect(eachOnce([held, ['x']], deck)).toBe(false);
    expect(eachOnce([['c'], held], deck)).toBe(true);
    const twice = Object.freeze(['a', 'a']);
    expect(eachOnce([twice, ['c']], deck)).toBe(false);
    expect(eachOnce([twice, ['c']], deck)).toBe(false);
  });

  it('reads a deck of more than 32 cards (several words of bits)', () => {
    const big = new Set(Array.from({ length: 70 }, (_, i) => `card-${i}`));
    const cards = [...big];
    expect(eachOnce([cards.slice(0, 40), Object.freeze(cards.slice(40))], big)).toBe(true);
    expect(eachOnce([cards.slice(0, 40), [...cards.slice(41), cards[69]]], big)).toBe(false);
    expect(eachOnce([cards.slice(0, 39), [...cards.slice(40), cards[5]]], big)).toBe(false);
  });

  it('judges a list that is the last one at its place with cards dropped from an end or added at the end by what changed, as if read afresh', () => {
    const big = new Set(Array.from({ length: 40 }, (_, i) => `c${i}`));
    const cards = [...big];
    const pile = Object.freeze(cards.slice(0, 30));
    const rest = cards.slice(30);
    expect(eachOnce([pile, rest], big)).toBe(true);
    const drawn = Object.freeze(pile.slice(1));
    expect(eachOnce([drawn, [...rest, pile[0]]], big)).toBe(true);
    expect(eachOnce([drawn, rest], big)).toBe(false);
    const taken = Object.freeze(drawn.slice(0, 20));
    expect(eachOnce([taken, [...rest, ...drawn.slice(20), pile[0]]], big)).toBe(true);
    const grown = Object.freeze([...taken, ...drawn.slice(20)]);
    expect(eachOnce([grown, [...rest, pile[0]]], big)).toBe(true);
    const twice = Object.freeze([...grown, grown[3]]);
    expect(eachOnce([grown, [...rest, pile[0]]], big)).toBe(true);
    expect(eachOnce([twice, [...rest, pile[0]]], big)).toBe(false);
    expect(eachOnce([twice, rest], big)).toBe(false);
    expect(eachOnce([grown, [...rest, pile[0]]], big)).toBe(true);
    const stranger = Object.freeze([...grown, 'x']);
    expect(eachOnce([stranger, rest], big)).toBe(false);
    expect(eachOnce([grown, [...rest, pile[0]]], big)).toBe(true);
    const swapped = Object.freeze([cards[30], ...grown.slice(1)]);
    expect(eachOnce([swapped, [...rest.slice(1), pile[0], grown[0]]], big)).toBe(true);
    expect(eachOnce([swapped, [...rest, pile[0]]], big)).toBe(false);
  });

  it('reads a list afresh when a place goes back to an older list, or when the list is not frozen and has changed', () => {
    const big = new Set(Array.from({ length: 40 }, (_, i) => `c${i}`));
    const cards = [...big];
    const pile = Object.freeze(cards.slice(0, 30));
    const drawn = Object.freeze(pile.slice(1));
    const rest = Object.freeze(cards.slice(30));
    expect(eachOnce([pile, rest], big)).toBe(true);
    expect(eachOnce([drawn, Object.freeze([...rest, pile[0]])], big)).toBe(true);
    expect(eachOnce([pile, rest], big)).toBe(true);
    expect(eachOnce([drawn, rest], big)).toBe(false);
    const loose = cards.slice(0, 30);
    expect(eachOnce([loose, rest], big)).toBe(true);
    loose[1] = loose[0];
    expect(eachOnce([loose, rest], big)).toBe(false);
    loose[1] = cards[1];
    expect(eachOnce([loose, rest], big)).toBe(true);
  });

  it('recovers at a place whose last list held a card twice', () => {
    const twice = Object.freeze(['a', 'a']);
    const grown = Object.freeze(['a', 'a', 'b']);
    expect(eachOnce([twice, ['b', 'c']], deck)).toBe(false);
    expect(eachOnce([grown, ['c']], deck)).toBe(false);
    expect(eachOnce([Object.freeze(['a', 'b']), ['c']], deck)).toBe(true);
    expect(eachOnce([Object.freeze(['a']), ['c', 'b']], deck)).toBe(true);
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
