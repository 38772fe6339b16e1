import type { SeatResult } from '../seat-result.ts';
import { sampleSd } from './statistics.ts';

/** z for a two-sided 95% interval. */
export const Z95 = 1.959963984540054;

export interface Interval {
  low: number;
  high: number;
}

/**
 * The Wilson score interval of a proportion (95% by default): unlike the normal approximation
 * it stays inside 0..1 and keeps a width at 0 or n wins, which small runs and rare roles hit.
 */
export function wilsonInterval(wins: number, games: number, z = Z95): Interval {
  if (games === 0) return { low: 0, high: 1 };
  const p = wins / games;
  const z2 = z * z;
  const denominator = 1 + z2 / games;
  const centre = (p + z2 / (2 * games)) / denominator;
  const half = (z / denominator) * Math.sqrt((p * (1 - p)) / games + z2 / (4 * games * games));
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

export interface WinRate extends Interval {
  label: string;
  games: number;
  wins: number;
  rate: number;
}

/** Five-number summary and mean of a score, quartiles interpolated linearly between ranks. */
export interface ScoreSummary {
  label: string;
  count: number;
  min: number;
  q1: number;
  median: number;
  q3: number;
  max: number;
  mean: number;
  /** Sample standard deviation, for --compare's standard error of the mean. */
  sd: number;
}

export interface SeatStatistics {
  /** What a role is in this game (GameModule.roleTitle), or null when it deals none. */
  roleTitle: string | null;
  scoreTitle: string | null;
  /** Seat-games counted (finished games times seats). */
  seatGames: number;
  /**
   * The win rate every seat and role would have if none had an edge: wins over seat-games.
   * 1/players when each game has one winner; higher where teams win together.
   */
  evenChance: number;
  bySeat: WinRate[];
  byRole: WinRate[];
  scoresBySeat: ScoreSummary[];
  scoresByRole: ScoreSummary[];
}

/** Linear interpolation between closest ranks (numpy's default), on sorted values. */
export function quantile(sorted: number[], q: number): number {
  const at = (sorted.length - 1) * q;
  const below = Math.floor(at);
  const above = Math.ceil(at);
  return sorted[below] + (sorted[above] - sorted[below]) * (at - below);
}

export function summarizeScores(label: string, scores: number[]): ScoreSummary {
  const sorted = [...scores].sort((a, b) => a - b);
  const sum = sorted.reduce((total, n) => total + n, 0);
  return {
    label,
    count: sorted.length,
    min: sorted[0],
    q1: quantile(sorted, 0.25),
    median: quantile(sorted, 0.5),
    q3: quantile(sorted, 0.75),
    max: sorted[sorted.length - 1],
    mean: sum / sorted.length,
    sd: sampleSd(sum, sorted.reduce((total, n) => total + n * n, 0), sorted.length),
  };
}

/** Seats in number order ('2' before '10'), other labels alphabetically. */
function byLabel(a: string, b: string): number {
  return a.localeCompare(b, 'en', { numeric: true });
}

function winRates(groups: Map<string, SeatResult[]>, name: (key: string) => string): WinRate[] {
  return [...groups.keys()].sort(byLabel).map((key) => {
    const results = groups.get(key)!;
    const wins = results.filter((r) => r.won).length;
    return { label: name(key), games: results.length, wins, rate: wins / results.length, ...wilsonInterval(wins, results.length) };
  });
}

function scoreSummaries(groups: Map<string, SeatResult[]>, name: (key: string) => string): ScoreSummary[] {
  return [...groups.keys()].sort(byLabel).flatMap((key) => {
    const scores = groups.get(key)!.flatMap((r) => (r.score === undefined ? [] : [r.score]));
    return scores.length ? [summarizeScores(name(key), scores)] : [];
  });
}

function groupBy(results: SeatResult[], key: (r: SeatResult) => string | undefined): Map<string, SeatResult[]> {
  const groups = new Map<string, SeatResult[]>();
  for (const result of results) {
    const k = key(result);
    if (k === undefined) continue;
    const group = groups.get(k);
    if (group) group.push(result);
    else groups.set(k, [result]);
  }
  return groups;
}

export const seatLabel = (seat: string) => `seat ${seat}`;

/** Win rates with 95% intervals and score summaries, by seat and by role, over every finished game's seat records. */
export function seatStatistics(games: SeatResult[][], titles: { roleTitle?: string; scoreTitle?: string }): SeatStatistics {
  const all = games.flat();
  const bySeat = groupBy(all, (r) => r.seat);
  const byRole = groupBy(all, (r) => r.role);
  const wins = all.filter((r) => r.won).length;
  return {
    roleTitle: byRole.size ? (titles.roleTitle ?? 'Role') : null,
    scoreTitle: all.some((r) => r.score !== undefined) ? (titles.scoreTitle ?? 'Score') : null,
    seatGames: all.length,
    evenChance: all.length ? wins / all.length : 0,
    bySeat: winRates(bySeat, seatLabel),
    byRole: winRates(byRole, (role) => role),
    scoresBySeat: scoreSummaries(bySeat, seatLabel),
    scoresByRole: scoreSummaries(byRole, (role) => role),
  };
}

export interface LengthBin {
  /** First length in the bin. */
  from: number;
  /** Last length in the bin (inclusive). */
  to: number;
  count: number;
}

const MAX_BINS = 24;

/** A bin width of 1, 2 or 5 times a power of ten that gives at most MAX_BINS bins. */
function binWidth(span: number): number {
  const rough = span / MAX_BINS;
  for (let power = 1; ; power *= 10) {
    for (const step of [1, 2, 5]) if (step * power >= rough) return step * power;
  }
}

/** Game lengths counted in bins of a round width, empty bins included so the shape reads true. */
export function lengthHistogram(lengths: number[]): LengthBin[] {
  if (lengths.length === 0) return [];
  // A loop, not Math.min(...lengths): a long run has more lengths than a call takes arguments.
  let min = lengths[0];
  let max = lengths[0];
  for (const length of lengths) {
    min = Math.min(min, length);
    max = Math.max(max, length);
  }
  const width = binWidth(max - min + 1);
  const start = Math.floor(min / width) * width;
  const bins: LengthBin[] = [];
  for (let from = start; from <= max; from += width) bins.push({ from, to: from + width - 1, count: 0 });
  for (const length of lengths) bins[Math.floor((length - start) / width)].count++;
  return bins;
}
