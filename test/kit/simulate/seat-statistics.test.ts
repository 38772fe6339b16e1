import { describe, expect, it } from 'vitest';
import type { SeatResult } from '../../../games/kit/seat-result.ts';
import { lengthHistogram, quantile, seatStatistics, summarizeScores, wilsonInterval } from '../../../games/kit/simulate/seat-statistics.ts';

describe('wilsonInterval (95%)', () => {
  it.each([
    // Textbook values: 5 of 10 gives 0.2366-0.7634; 0 of 10 keeps an upper end of 0.2775 (the "rule of three" would say 0.3).
    [5, 10, 0.2366, 0.7634],
    [0, 10, 0, 0.2775],
    [1, 10, 0.0179, 0.4042],
    [10, 10, 0.7225, 1],
    [30, 120, 0.1811, 0.3344],
  ])('%i wins of %i: %f to %f', (wins, games, low, high) => {
    const interval = wilsonInterval(wins, games);
    expect(interval.low).toBeCloseTo(low, 4);
    expect(interval.high).toBeCloseTo(high, 4);
  });

  it('narrows as games grow, around the same rate', () => {
    const small = wilsonInterval(25, 100);
    const large = wilsonInterval(250, 1000);
    expect(large.high - large.low).toBeLessThan((small.high - small.low) / 3);
    expect(large.low).toBeLessThan(0.25);
    expect(large.high).toBeGreaterThan(0.25);
  });

  it('says nothing about a group with no games', () => {
    expect(wilsonInterval(0, 0)).toEqual({ low: 0, high: 1 });
  });
});

describe('quantile and summarizeScores', () => {
  it('interpolates between ranks as numpy does by default', () => {
    const sorted = [1, 2, 3, 4];
    expect(quantile(sorted, 0.25)).toBe(1.75);
    expect(quantile(sorted, 0.5)).toBe(2.5);
    expect(quantile(sorted, 0.75)).toBe(3.25);
    expect(quantile([7], 0.75)).toBe(7);
  });

  it('summarizes unsorted scores', () => {
    expect(summarizeScores('seat 0', [10, 0, 5, 20, 15])).toEqual({ label: 'seat 0', count: 5, min: 0, q1: 5, median: 10, q3: 15, max: 20, mean: 10, sd: Math.sqrt(62.5) });
  });
});

const game = (...seats: [string, string | undefined, number | undefined, boolean][]): SeatResult[] =>
  seats.map(([seat, role, score, won]) => ({ seat, ...(role ? { role } : {}), ...(score === undefined ? {} : { score }), won }));

describe('seatStatistics', () => {
  const games = [
    game(['0', 'Robot', 3, true], ['1', 'Human', 1, false], ['2', 'Human', 2, false]),
    game(['0', 'Human', 5, false], ['1', 'Robot', 0, true], ['2', 'Human', 4, false]),
    game(['0', 'Human', 2, true], ['1', 'Human', 2, true], ['2', 'Robot', 9, false]),
    game(['0', 'Robot', 1, true], ['1', 'Human', 6, false], ['2', 'Human', 1, false]),
  ];
  const stats = seatStatistics(games, { roleTitle: 'Team', scoreTitle: 'Points' });

  it('counts wins by seat, with the interval of each', () => {
    expect(stats.bySeat.map((r) => [r.label, r.games, r.wins, r.rate])).toEqual([
      ['seat 0', 4, 3, 0.75],
      ['seat 1', 4, 2, 0.5],
      ['seat 2', 4, 0, 0],
    ]);
    expect(stats.bySeat[0].low).toBeCloseTo(wilsonInterval(3, 4).low, 10);
    expect(stats.bySeat[2].high).toBeCloseTo(wilsonInterval(0, 4).high, 10);
  });

  it('counts wins by role over every seat that held it', () => {
    expect(stats.byRole.map((r) => [r.label, r.games, r.wins])).toEqual([
      ['Human', 8, 2],
      ['Robot', 4, 3],
    ]);
  });

  it('takes the even chance from the share of seats that won, not 1/players, so team wins count', () => {
    expect(stats.seatGames).toBe(12);
    expect(stats.evenChance).toBeCloseTo(5 / 12, 10);
  });

  it('summarizes scores by seat and by role', () => {
    expect(stats.scoresBySeat.map((s) => [s.label, s.min, s.median, s.max])).toEqual([
      ['seat 0', 1, 2.5, 5],
      ['seat 1', 0, 1.5, 6],
      ['seat 2', 1, 3, 9],
    ]);
    expect(stats.scoresByRole.find((s) => s.label === 'Robot')).toMatchObject({ count: 4, min: 0, max: 9, mean: 13 / 4 });
  });

  it('keeps the titles, and drops role and score parts a game does not report', () => {
    expect([stats.roleTitle, stats.scoreTitle]).toEqual(['Team', 'Points']);
    const plain = seatStatistics([game(['0', undefined, undefined, true], ['1', undefined, undefined, false])], { roleTitle: 'Team' });
    expect(plain).toMatchObject({ roleTitle: null, scoreTitle: null, byRole: [], scoresBySeat: [], scoresByRole: [] });
    expect(plain.bySeat.map((r) => r.wins)).toEqual([1, 0]);
  });

  it('orders seats by number, so seat 10 comes after seat 9', () => {
    const wide = seatStatistics([Array.from({ length: 11 }, (_, i) => ({ seat: String(i), won: i === 0 }))], {});
    expect(wide.bySeat.map((r) => r.label).slice(-3)).toEqual(['seat 8', 'seat 9', 'seat 10']);
  });
});

describe('lengthHistogram', () => {
  it('bins each length once, in round-width bins with the empty ones kept', () => {
    const lengths = [3, 4, 4, 9, 250, 251];
    const bins = lengthHistogram(lengths);
    const width = bins[0].to - bins[0].from + 1;
    expect([1, 2, 5, 10, 20, 50]).toContain(width);
    expect(bins.length).toBeLessThanOrEqual(24);
    expect(bins.reduce((sum, b) => sum + b.count, 0)).toBe(lengths.length);
    expect(bins.some((b) => b.count === 0)).toBe(true);
    for (const length of lengths) expect(bins.filter((b) => b.from <= length && length <= b.to)).toHaveLength(1);
    expect(bins.find((b) => b.from <= 4 && 4 <= b.to)!.count).toBeGreaterThanOrEqual(2);
  });

  it('gives one bin per length when games are short', () => {
    expect(lengthHistogram([1, 1, 2, 4])).toEqual([
      { from: 1, to: 1, count: 2 },
      { from: 2, to: 2, count: 1 },
      { from: 3, to: 3, count: 0 },
      { from: 4, to: 4, count: 1 },
    ]);
    expect(lengthHistogram([])).toEqual([]);
  });
});
