export interface LengthStats {
  mean: number;
  /** Sample standard deviation, for the standard error of the mean that --compare tests. */
  sd: number;
  min: number;
  max: number;
  /** Nearest-rank 95th percentile. */
  p95: number;
}

/** The sample standard deviation from a sum and a sum of squares (0 below two values). */
export function sampleSd(sum: number, sumSquares: number, count: number): number {
  if (count < 2) return 0;
  return Math.sqrt(Math.max(0, (sumSquares - (sum * sum) / count) / (count - 1)));
}

export function lengthStats(lengths: number[]): LengthStats | null {
  if (lengths.length === 0) return null;
  const sorted = [...lengths].sort((a, b) => a - b);
  const total = sorted.reduce((sum, n) => sum + n, 0);
  return {
    mean: total / sorted.length,
    sd: sampleSd(total, sorted.reduce((sum, n) => sum + n * n, 0), sorted.length),
    min: sorted[0],
    max: sorted[sorted.length - 1],
    p95: sorted[Math.ceil(0.95 * sorted.length) - 1],
  };
}

export interface OutcomeCount {
  label: string;
  count: number;
  percent: number;
}

/** Counts by label, most frequent first (ties by label, so the order is reproducible). */
export function outcomeCounts(labels: string[]): OutcomeCount[] {
  const counts = new Map<string, number>();
  for (const label of labels) counts.set(label, (counts.get(label) ?? 0) + 1);
  return [...counts]
    .map(([label, count]) => ({ label, count, percent: (100 * count) / labels.length }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
}

export interface TallyRow {
  label: string;
  total: number;
  perGame: number;
  /** Finished games in which it happened at least once. */
  games: number;
  /** The per-game counts squared and summed: with total, the spread of per game, which --compare tests. */
  sumSquares: number;
}

/** Each key summed over the games, in the order the game lists them; a key at 0 everywhere stays, at 0. */
export function sumTallies(tallies: Record<string, number>[], games: number): TallyRow[] {
  const rows = new Map<string, TallyRow>();
  for (const tally of tallies) {
    for (const [label, count] of Object.entries(tally)) {
      const row = rows.get(label) ?? { label, total: 0, perGame: 0, games: 0, sumSquares: 0 };
      row.total += count;
      row.sumSquares += count * count;
      if (count > 0) row.games++;
      rows.set(label, row);
    }
  }
  return [...rows.values()].map((row) => ({ ...row, perGame: games > 0 ? row.total / games : 0 }));
}
