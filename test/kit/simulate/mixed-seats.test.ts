import { describe, expect, it } from 'vitest';
import type { GameModule } from '../../../games/kit/game-module.ts';
import { pairedSeatings, pairWins, seatedModule, verdictOf, winShare, type BotTime } from '../../../games/kit/simulate/mixed-seats.ts';

const act = (move: string) => ({ kind: 'move' as const, move, args: [] });
const base = { id: 'stub', botPolicy: () => act('base') } as unknown as GameModule;
const variant = { about: 'a stub', policy: () => act('variant') };
const ctx = {} as never;

describe('mixed seats: a variant of a bot against the bot', () => {
  it('seats the variant in the even seats, then the odd ones: every seat plays each bot once a seed', () => {
    for (const players of [2, 3, 4, 5, 10]) {
      const [even, odd] = pairedSeatings(players);
      const seats = Array.from({ length: players }, (_, i) => String(i));
      for (const seat of seats) expect(Number(even.has(seat)) + Number(odd.has(seat)), `${players} seats, seat ${seat}`).toBe(1);
      expect(even.size + odd.size).toBe(players);
    }
    expect(pairedSeatings(3).map((s) => [...s])).toEqual([['0', '2'], ['1']]);
  });

  it("hands each seat to its bot and adds each call's time to that bot", () => {
    const spent: BotTime = { base: 0n, variant: 0n };
    const mixed = seatedModule(base, variant, new Set(['1']), spent);
    expect(mixed.botPolicy!({}, ctx, '0', {}, Math.random)).toEqual(act('base'));
    expect(spent.variant).toBe(0n);
    expect(spent.base).toBeGreaterThan(0n);
    expect(mixed.botPolicy!({}, ctx, '1', {}, Math.random)).toEqual(act('variant'));
    expect(spent.variant).toBeGreaterThan(0n);
    expect(() => seatedModule({ id: 'plain' } as unknown as GameModule, variant, new Set(), spent)).toThrow('plain has no botPolicy');
  });

  it("counts a pair's wins by the bot that held each winning seat in each game", () => {
    const won = (seat: string, w = true) => ({ seat, won: w });
    expect(
      pairWins([
        { seats: [won('0'), won('1', false), won('2', false)], variantSeats: new Set(['0', '2']) },
        { seats: [won('0', false), won('1', false), won('2')], variantSeats: new Set(['1']) },
      ]),
    ).toEqual({ variant: 1, base: 1 });
    // A team game: two winners in one game.
    expect(pairWins([{ seats: [won('0'), won('1')], variantSeats: new Set(['1']) }])).toEqual({ variant: 1, base: 1 });
  });

  it("gives the variant's share of the wins with a 95% interval from the pairs' spread", () => {
    // Every pair split evenly: as strong, and nothing varies.
    expect(winShare(Array(10).fill({ variant: 1, base: 1 }))).toEqual({ share: 0.5, low: 0.5, high: 0.5 });
    // Half the pairs won twice by the variant, half not at all: share 0.5, each pair 2 wins, spread 1 a pair.
    const split = winShare([...Array(50).fill({ variant: 2, base: 0 }), ...Array(50).fill({ variant: 0, base: 2 })]);
    const error = Math.sqrt((50 + 50) / 99 / 100) / 2;
    expect(split.share).toBe(0.5);
    expect(split.low).toBeCloseTo(0.5 - 1.96 * error, 12);
    expect(split.high).toBeCloseTo(0.5 + 1.96 * error, 12);
    expect(verdictOf(split)).toBe('no difference seen');
    const strong = winShare([...Array(80).fill({ variant: 2, base: 0 }), ...Array(20).fill({ variant: 0, base: 2 })]);
    expect(strong.share).toBe(0.8);
    expect(verdictOf(strong)).toBe('stronger');
    expect(verdictOf(winShare([...Array(20).fill({ variant: 2, base: 0 }), ...Array(80).fill({ variant: 0, base: 2 })]))).toBe('weaker');
    expect(winShare([{ variant: 1, base: 0 }])).toEqual({ share: 1, low: 0, high: 1 });
    expect(winShare([{ variant: 0, base: 0 }]).share).toBeNaN();
    expect(winShare([]).share).toBeNaN();
  });
});
