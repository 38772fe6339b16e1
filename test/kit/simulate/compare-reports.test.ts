import { describe, expect, it } from 'vitest';
import { compareReports } from '../../../games/kit/simulate/compare-reports.ts';
import type { SimulationReport } from '../../../games/kit/simulate/run-simulation.ts';

/** A report with only what the comparison reads: one setup's outcomes and the game length. */
function report(outcomes: Record<string, number>, length: { mean: number; sd: number }): SimulationReport {
  const games = Object.values(outcomes).reduce((sum, n) => sum + n, 0);
  const counts = Object.entries(outcomes).map(([label, count]) => ({ label, count, percent: (100 * count) / games }));
  return {
    game: 'g', players: 3, seed: 's', gamesRequested: games, gamesPlayed: games,
    outcomes: [{ setup: { mode: 'basic' }, games, outcomes: counts }],
    length: { ...length, min: 1, max: 9, p95: 8 },
    seats: null, tally: null, cards: null,
  } as unknown as SimulationReport;
}

const compare = (before: SimulationReport, after: SimulationReport) => compareReports({ label: 'a', report: before }, { label: 'b', report: after }).figures;

describe('compareReports', () => {
  it('does not flag 0 of 40 against 4 of 40 (Fisher p 0.12), where the normal approximation would: its 0% has no width', () => {
    const [, rare] = compare(report({ win: 40, rare: 0 }, { mean: 5, sd: 1 }), report({ win: 36, rare: 4 }, { mean: 5, sd: 1 }));
    expect(rare.label).toBe('rare');
    expect(rare.difference!.value).toBeCloseTo(0.1);
    expect(rare.difference!.low).toBeLessThan(0);
    expect(rare.real).toBe(false);
  });

  it('counts an outcome one run never had as 0 of its games, and flags a large move', () => {
    const figures = compare(report({ win: 40 }, { mean: 5, sd: 1 }), report({ win: 20, lose: 20 }, { mean: 5, sd: 1 }));
    const lose = figures.find((f) => f.label === 'lose')!;
    expect(lose.before).toMatchObject({ value: 0, n: 40 });
    expect(lose.difference!.value).toBe(0.5);
    expect(lose.real).toBe(true);
  });

  it('tests a mean by its standard errors: a move within them is not flagged, one beyond is', () => {
    const mean = (after: number) => compare(report({ win: 100 }, { mean: 10, sd: 5 }), report({ win: 100 }, { mean: after, sd: 5 })).find((f) => f.label === 'mean')!;
    // Each standard error is 0.5, the difference's √0.5 ≈ 0.707: the interval's half-width is 1.39.
    expect(mean(11).difference!.low).toBeCloseTo(1 - 1.959964 * Math.SQRT1_2, 5);
    expect(mean(11).real).toBe(false);
    expect(mean(11.5).real).toBe(true);
  });

  it('clips the interval of a count per game at 0, where ±1.96 standard errors of a rare counter reach below it', () => {
    const rare = (total: number) => ({ ...report({ win: 40 }, { mean: 5, sd: 1 }), tally: { title: 'Table', rows: [{ label: 'ties', total, perGame: total / 40, games: total, sumSquares: total }] } }) as SimulationReport;
    const ties = (before: number, after: number) => compare(rare(before), rare(after)).find((f) => f.label === 'ties')!;
    expect(ties(1, 3).before).toMatchObject({ value: 0.025, low: 0 });
    expect(ties(1, 3).before!.high).toBeGreaterThan(0.025);
    expect(ties(1, 3).after!.low).toBe(0);
    expect(ties(1, 8).after!.low).toBeGreaterThan(0);
    // A difference of two counts may well be below 0: it is not clipped.
    expect(ties(1, 3).difference!.low).toBeLessThan(0);
  });
});
