export interface LengthStats {
  mean: number;
  min: number;
  max: number;
  /** Nearest-rank 95th percentile. */
  p95: number;
}

export function lengthStats(lengths: number[]): LengthStats | null {
  if (lengths.length === 0) return null;
  const sorted = [...lengths].sort((a, b) => a - b);
  const total = sorted.reduce((sum, n) => sum + n, 0);
  return {
    mean: total / sorted.length,
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
