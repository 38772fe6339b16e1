import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import { bestFirst } from '../../../games/kit/bots/best-first.ts';

/** An rng that counts its draws. */
function counted(seed: string) {
  const rng = seedrandom(seed);
  const drawn = { count: 0 };
  return { drawn, rng: () => (drawn.count++, rng()) };
}

const firstOf = <T>(items: Iterable<T>): T | undefined => {
  for (const item of items) return item;
  return undefined;
};

describe('bestFirst', () => {
  it('gives every index once, highest score first, and never a NaN', () => {
    const scores = [0.5, 2, NaN, -1, 2, 0, 0.5, -Infinity, Infinity];
    const order = [...bestFirst(scores, seedrandom('a'))];
    expect(order.map((i) => scores[i])).toEqual([Infinity, 2, 2, 0.5, 0.5, 0, -1, -Infinity]);
    expect(new Set(order).size).toBe(8);
    expect([...bestFirst([], seedrandom('a'))]).toEqual([]);
  });

  it('draws only as far as it is read: the first of 300 options takes one number', () => {
    const scores = Array.from({ length: 300 }, (_, i) => i % 7);
    const { drawn, rng } = counted('b');
    const order = bestFirst(scores, rng);
    expect(drawn.count).toBe(0);
    expect(scores[firstOf(order)!]).toBe(6);
    expect(drawn.count).toBe(1);
  });

  it('reads again from the first, in the same order, without drawing again', () => {
    const { drawn, rng } = counted('c');
    const order = bestFirst([1, 1, 1, 0, 0], rng);
    const once = [...order];
    const twice = [...order];
    expect(twice).toEqual(once);
    expect(drawn.count).toBe(5);
    expect(firstOf(order)).toBe(once[0]);
  });

  it('puts every order of a tie as often as random keys would', () => {
    const seen = new Map<string, number>();
    const rng = seedrandom('d');
    const runs = 6000;
    for (let run = 0; run < runs; run++) {
      const key = [...bestFirst([3, 7, 7, 7], rng)].join('');
      seen.set(key, (seen.get(key) ?? 0) + 1);
    }
    expect([...seen.keys()].sort()).toEqual(['1230', '1320', '2130', '2310', '3120', '3210']);
    // Each of the six orders 1,000 times expected; 4.5 standard deviations either side.
    for (const count of seen.values()) expect(Math.abs(count - runs / 6)).toBeLessThan(130);
  });
});
