import { estimate, zeroLike, type Estimate } from './compare-reports.ts';
import { reportFigures, type ReportFigure } from './report-figures.ts';
import type { SimulationReport } from './run-simulation.ts';
import type { SweepValue } from './sweep-spec.ts';

/** One value of the swept field: its run's summary, or why that value could not be played. */
export interface SweepRun {
  value: SweepValue;
  gamesPlayed: number;
  /** Games that failed (a broken rule, a runaway script): the figures leave them out. */
  failed: number;
  /** The content with this value is broken, or cannot play the run's setups: no games were played. */
  errors?: string[];
  /** What the value made stale but a sweep plays anyway: the how-to-play summary's numbers. */
  notes?: string[];
  /** The first failed game's replay command and what went wrong, said in one line each. */
  failures?: string[];
}

/** One figure against the swept value: a point per value, missing where that value broke the content or never had the figure. */
export interface SweepFigure {
  section: string;
  label: string;
  kind: ReportFigure['kind'] | 'exact';
  points: (Estimate | null)[];
}

export interface SimulationSweep {
  game: string;
  players: number;
  seed: string;
  gamesRequested: number;
  /** `rules.yaml:handSize`. */
  field: string;
  /** Where the field is written in the content, `file:line:col`. */
  written: string;
  /** The value the content has, for the charts to mark. */
  current: unknown;
  runs: SweepRun[];
  figures: SweepFigure[];
}

const key = (f: { section: string; label: string }) => `${f.section}\u0000${f.label}`;

/** The 95th percentile of game length, which has no interval: drawn as a plain point. */
function lengthP95(report: SimulationReport): Estimate | null {
  const p95 = report.length?.p95;
  return p95 === undefined ? null : { value: p95, low: p95, high: p95, n: report.gamesPlayed };
}

/**
 * Every figure of the runs of a sweep, one point per value with its 95% interval (as compare
 * computes them: Wilson for rates, ±1.96 standard errors for means), in the order the first
 * run that has it lists it. An outcome a value never had is 0 of its games; a role or card a
 * value never dealt has no point there.
 */
export function sweepFigures(reports: (SimulationReport | null)[]): SweepFigure[] {
  const lists = reports.map((r) => (r ? reportFigures(r) : null));
  const order = new Map<string, ReportFigure>();
  for (const list of lists) for (const f of list ?? []) if (!order.has(key(f))) order.set(key(f), f);
  const figures: SweepFigure[] = [];
  for (const [k, named] of order) {
    const points = lists.map((list) => {
      if (!list) return null;
      const figure = list.find((f) => key(f) === k) ?? zeroLike(named, list);
      return figure ? estimate(figure) : null;
    });
    figures.push({ section: named.section, label: named.label, kind: named.kind, points });
    if (named.section === 'Game length (moves)' && named.label === 'mean') {
      figures.push({ section: named.section, label: 'p95 (no interval)', kind: 'exact', points: reports.map((r) => (r ? lengthP95(r) : null)) });
    }
  }
  return figures;
}

/** Figures (of a sweep or a comparison) grouped by section, in order. */
export function figuresBySection<F extends { section: string }>(figures: F[]): [string, F[]][] {
  const sections = new Map<string, F[]>();
  for (const f of figures) sections.set(f.section, [...(sections.get(f.section) ?? []), f]);
  return [...sections];
}
