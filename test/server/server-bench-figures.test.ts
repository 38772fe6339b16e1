// The arithmetic of `npm run bench:server` (test/bench/server-bench/figures.ts): the bench
// itself prints figures and is not run here.
import { describe, expect, it } from 'vitest';
import { formatHeldRatio, formatRatio, formatRoundRatios, median, percentile, rampLevels, rampResult, summarize } from '../bench/server-bench/figures.ts';
import { perMatch, type HeapFigures } from '../bench/server-bench/heap-phase.ts';

describe('server bench figures', () => {
  it('takes the nearest-rank percentile', () => {
    const hundred = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(hundred, 50)).toBe(50);
    expect(percentile(hundred, 99)).toBe(99);
    expect(percentile(hundred, 100)).toBe(100);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([1, 2, 3], 0)).toBe(1);
    expect(percentile([], 50)).toBeNaN();
  });

  it('counts a lost move as slower than any accepted one', () => {
    const fast = Array.from({ length: 99 }, () => 10);
    expect(summarize(fast).p99).toBe(10);
    expect(summarize(fast, 1).p99).toBe(10);
    expect(summarize(fast, 2).p99).toBe(Infinity);
    expect(summarize([30, 10, 20]).p50).toBe(20);
  });

  it('ramps along the ladder and ends at the cap', () => {
    expect(rampLevels(400)).toEqual([25, 50, 100, 150, 200, 300, 400]);
    expect(rampLevels(500)).toEqual([25, 50, 100, 150, 200, 300, 400, 500]);
    expect(rampLevels(120)).toEqual([25, 50, 100, 120]);
    expect(rampLevels(10)).toEqual([10]);
    expect(rampLevels(0)).toEqual([]);
  });

  it('holds the largest step before the first one over the limit', () => {
    const step = (live: number, p99: number, moves = 100) => ({ live, p99, moves });
    expect(rampResult([step(25, 20), step(50, 60), step(100, 140), step(150, 40)], 100)).toEqual({ held: 50, capped: false });
    expect(rampResult([step(25, 100)], 100)).toEqual({ held: 0, capped: false });
    expect(rampResult([step(25, 20), step(50, 30, 0)], 100)).toEqual({ held: 25, capped: false });
    expect(rampResult([step(25, 20), step(50, 99.9)], 100)).toEqual({ held: 50, capped: true });
  });

  it('words the ratios, and a ramp that hit its cap as a bound', () => {
    expect(formatRatio(215, 341)).toBe('0.63x');
    expect(formatRatio(1, 0)).toBe('n/a');
    expect(formatRatio(NaN, 2)).toBe('n/a');
    expect(formatHeldRatio({ held: 100, capped: false }, { held: 200, capped: false })).toBe('0.50x');
    expect(formatHeldRatio({ held: 400, capped: true }, { held: 200, capped: false })).toBe('≥2.00x');
    expect(formatHeldRatio({ held: 150, capped: false }, { held: 400, capped: true })).toBe('≤0.38x');
    expect(formatHeldRatio({ held: 400, capped: true }, { held: 400, capped: true })).toBe('n/a (both at the cap)');
    expect(formatHeldRatio({ held: 50, capped: false }, { held: 0, capped: false })).toBe('n/a (bare held none)');
    expect(formatHeldRatio({ held: 0, capped: false }, { held: 400, capped: true })).toBe('0.00x');
  });

  it('takes the median of the rounds, each round against its own bare run, and shows every round', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
    const rounds = [
      { ours: 95, bare: 100 },
      { ours: 110, bare: 100 },
      { ours: 204, bare: 200 },
    ];
    expect(formatRoundRatios(rounds)).toBe('1.02x (0.95x / 1.10x / 1.02x)');
    expect(formatRoundRatios([{ ours: 215, bare: 341 }])).toBe('0.63x');
    expect(formatRoundRatios([{ ours: 1, bare: 0 }, { ours: 3, bare: 2 }])).toBe('1.50x (n/a / 1.50x)');
    expect(formatRoundRatios([{ ours: NaN, bare: 2 }])).toBe('n/a');
  });

  it("counts the heap a live match adds as the second batch's over the first's, the first batch's over none apart, and what both leave behind once their clients are gone", () => {
    const reading = (heapUsed: number) => ({ heapUsed, external: 0, rss: 0 });
    // The first batch's 100 matches added 10 MB, code compiled meanwhile included; the second's 100, 5 MB.
    const figures: HeapFigures = {
      kind: 'ours',
      game: 'g',
      firstCount: 100,
      secondCount: 100,
      seatingCpuMs: 50,
      none: reading(40_000_000),
      firstLive: reading(50_000_000),
      withLive: reading(55_000_000),
      afterLeaving: reading(42_000_000),
    };
    expect(perMatch(figures, 'heapUsed')).toBe(50_000);
    expect(perMatch(figures, 'heapUsed', 'firstLive')).toBe(100_000);
    expect(perMatch(figures, 'heapUsed', 'afterLeaving')).toBe(10_000);
    expect(perMatch({ ...figures, secondCount: 0 }, 'heapUsed')).toBeNaN();
    expect(perMatch({ ...figures, firstCount: 0 }, 'heapUsed', 'firstLive')).toBeNaN();
  });
});
