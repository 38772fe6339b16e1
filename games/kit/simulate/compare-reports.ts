import { reportFigures, type RateFigure, type ReportFigure } from './report-figures.ts';
import type { SimulationReport } from './run-simulation.ts';
import { Z95, wilsonInterval, type Interval } from './seat-statistics.ts';

/** One side's figure: a rate as a fraction or a mean, with its 95% interval. */
export interface Estimate extends Interval {
  value: number;
  /** Games (or seat-games, or games a card was in) behind it. */
  n: number;
}

export interface FigureComparison {
  section: string;
  label: string;
  kind: ReportFigure['kind'];
  /** Missing where the figure exists in one run only (a card or an outcome the other never had). */
  before?: Estimate;
  after?: Estimate;
  /** after minus before, with its 95% interval. */
  difference?: Estimate;
  /** The difference's interval excludes 0. */
  real: boolean;
}

export interface SimulationComparison {
  game: string;
  players: number;
  seed: string;
  gamesRequested: number;
  before: { label: string; report: SimulationReport };
  after: { label: string; report: SimulationReport };
  figures: FigureComparison[];
}

/** A figure's value and 95% interval: Wilson for a rate, ±1.96 standard errors for a mean, a count's clipped at 0. */
export function estimate(figure: ReportFigure): Estimate {
  if (figure.kind === 'rate') {
    const value = figure.of > 0 ? figure.count / figure.of : 0;
    return { value, n: figure.of, ...wilsonInterval(figure.count, figure.of) };
  }
  const half = figure.n > 0 ? (Z95 * figure.sd) / Math.sqrt(figure.n) : 0;
  const low = figure.mean - half;
  return { value: figure.mean, n: figure.n, low: figure.count ? Math.max(0, low) : low, high: figure.mean + half };
}

/**
 * The difference of two rates with Newcombe's hybrid score interval (his method 10), built from
 * each side's Wilson interval: it keeps a width at 0% or 100%, where the normal approximation
 * collapses to a point and would flag 0 of 40 against 4 of 40. Two means: the difference with
 * the normal interval of its standard error, the two standard errors combined.
 */
function difference(before: Estimate, after: Estimate, kind: ReportFigure['kind']): Estimate {
  const value = after.value - before.value;
  const n = Math.min(before.n, after.n);
  if (kind === 'rate') {
    const below = Math.hypot(after.value - after.low, before.high - before.value);
    const above = Math.hypot(after.high - after.value, before.value - before.low);
    return { value, n, low: value - below, high: value + above };
  }
  const half = Math.hypot(after.high - after.value, before.high - before.value);
  return { value, n, low: value - half, high: value + half };
}

const key = (figure: ReportFigure) => `${figure.section}\u0000${figure.label}`;

/**
 * Every figure of two runs side by side, in the order of the run before, then those only the run
 * after has. The runs should share their seeds: the same games, so a difference comes from the
 * content alone. The tests treat the runs as independent samples, which is conservative when
 * the same seeds make the games alike.
 */
export function compareReports(before: { label: string; report: SimulationReport }, after: { label: string; report: SimulationReport }): SimulationComparison {
  const beforeList = reportFigures(before.report);
  const afterList = reportFigures(after.report);
  const afterFigures = new Map(afterList.map((f) => [key(f), f]));
  const figures: FigureComparison[] = [];
  const seen = new Set<string>();
  for (const figure of beforeList) {
    seen.add(key(figure));
    figures.push(compareFigure(figure, afterFigures.get(key(figure)) ?? zeroLike(figure, afterList)));
  }
  for (const [k, figure] of afterFigures) if (!seen.has(k)) figures.push(compareFigure(zeroLike(figure, beforeList), figure));
  const { game, players, seed, gamesRequested } = before.report;
  return { game, players, seed, gamesRequested, before, after, figures };
}

/** An outcome one run never had, as 0 of that run's games in the setup; undefined for a figure that has no zero (a role never dealt). */
export function zeroLike(figure: ReportFigure, others: ReportFigure[]): ReportFigure | undefined {
  if (figure.kind !== 'rate' || !figure.absentIsZero) return undefined;
  const sibling = others.find((f): f is RateFigure => f.kind === 'rate' && f.section === figure.section && Boolean(f.absentIsZero));
  return sibling && { ...figure, count: 0, of: sibling.of };
}

function compareFigure(before: ReportFigure | undefined, after: ReportFigure | undefined): FigureComparison {
  const named = (before ?? after)!;
  const sides = { before: before && estimate(before), after: after && estimate(after) };
  const diff = sides.before && sides.after ? difference(sides.before, sides.after, named.kind) : undefined;
  const real = diff !== undefined && (diff.low > 0 || diff.high < 0);
  return { section: named.section, label: named.label, kind: named.kind, ...sides, difference: diff, real };
}

/** How many flags chance alone would raise: each test at 5% flags one in twenty figures that did not move. */
export const chanceFlags = (comparison: SimulationComparison) => comparison.figures.filter((f) => f.difference).length * 0.05;
