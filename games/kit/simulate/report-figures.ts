import type { SimulationReport } from './run-simulation.ts';
import type { ScoreSummary, WinRate } from './seat-statistics.ts';
import { setupLabel } from './setup-choices.ts';
import { sampleSd } from './statistics.ts';

/** A share of games (or seat-games): `count` of `of`. */
export interface RateFigure {
  kind: 'rate';
  section: string;
  label: string;
  count: number;
  of: number;
  /** Every rate of its section counts the same games (the outcomes of a setup): a run without this one had 0 of them. */
  absentIsZero?: boolean;
}

/** A mean over `n` values with their sample standard deviation. */
export interface MeanFigure {
  kind: 'mean';
  section: string;
  label: string;
  mean: number;
  sd: number;
  n: number;
  /** A count per game, never below 0: its interval is clipped there. */
  count?: boolean;
}

export type ReportFigure = RateFigure | MeanFigure;

const rate = (section: string, label: string, count: number, of: number, absentIsZero = false): RateFigure => ({ kind: 'rate', section, label, count, of, ...(absentIsZero && { absentIsZero }) });
const mean = (section: string, label: string, value: number, sd: number, n: number, count = false): MeanFigure => ({ kind: 'mean', section, label, mean: value, sd, n, ...(count && { count }) });

const winRates = (section: string, rates: WinRate[]) => rates.map((r) => rate(section, r.label, r.wins, r.games));
const scores = (section: string, summaries: ScoreSummary[]) => summaries.map((s) => mean(section, s.label, s.mean, s.sd, s.count));

/**
 * Every figure of a report that has a sampling error, in the report's order, each named by its
 * section and label so the same figure of two runs pairs up. Minima, maxima and the 95th
 * percentile of game length are left out: no interval of theirs is worth flagging on.
 */
export function reportFigures(report: SimulationReport): ReportFigure[] {
  const figures: ReportFigure[] = [];
  for (const group of report.outcomes) {
    const section = `Outcomes, ${setupLabel(group.setup)}`;
    // The setups' shares of the games only vary where there are several.
    if (report.outcomes.length > 1) figures.push(rate(section, 'share of the games', group.games, report.gamesPlayed));
    figures.push(...group.outcomes.map((o) => rate(section, o.label, o.count, group.games, true)));
  }
  if (report.length) figures.push(mean('Game length (moves)', 'mean', report.length.mean, report.length.sd, report.gamesPlayed, true));
  const seats = report.seats;
  if (seats && seats.seatGames > 0) {
    figures.push(...winRates('Win rate by seat', seats.bySeat));
    if (seats.roleTitle) figures.push(...winRates(`Win rate by ${seats.roleTitle.toLowerCase()}`, seats.byRole));
    if (seats.scoreTitle) {
      figures.push(...scores(`${seats.scoreTitle} by seat`, seats.scoresBySeat));
      if (seats.roleTitle) figures.push(...scores(`${seats.scoreTitle} by ${seats.roleTitle.toLowerCase()}`, seats.scoresByRole));
    }
  }
  for (const row of report.tally?.rows ?? []) {
    const section = `${report.tally!.title}, per game`;
    figures.push(mean(section, row.label, row.perGame, sampleSd(row.total, row.sumSquares, report.gamesPlayed), report.gamesPlayed, true));
  }
  for (const row of report.cards?.rows ?? []) {
    for (const f of row.figures) figures.push(mean(`${report.cards!.title}, per game`, `${row.id}: ${f.counter}`, f.perGame, f.sd, row.gamesInPlay, true));
  }
  return figures;
}
