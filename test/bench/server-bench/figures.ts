// The pure arithmetic of the server bench: percentiles, the live-matches ramp and its stop
// rule, and the ratios of our server to the bare one.

/** Nearest-rank percentile of ascending values: the smallest value with p% of them at or below it. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

export interface LatencySummary {
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/**
 * Percentiles of the moves a window saw: accepted moves by their latency, and each lost move
 * (nobody heard of it within the timeout) as slower than any, since a player waited for it
 * at least that long.
 */
export function summarize(latencies: readonly number[], lost = 0): LatencySummary {
  const sorted = [...latencies, ...Array<number>(lost).fill(Infinity)].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), max: sorted.at(-1) ?? NaN };
}

/** The live-match counts the ramp tries, in order: the ladder up to the cap, then the cap itself. */
export function rampLevels(maxLive: number, ladder: readonly number[] = [25, 50, 100, 150, 200, 300, 400, 600, 800, 1000]): number[] {
  const levels = ladder.filter((n) => n <= maxLive);
  if (maxLive > 0 && levels.at(-1) !== maxLive) levels.push(maxLive);
  return levels;
}

export interface RampStep {
  live: number;
  /** p99 with lost moves counted as slower than any (summarize). */
  p99: number;
  moves: number;
}

/** A step holds when its p99 stays under the limit and it saw at least one move. */
export const stepHeld = (step: RampStep, limitMs: number): boolean => step.moves > 0 && step.p99 < limitMs;

export interface RampResult {
  /** The largest live count of the steps before the first that did not hold; 0 if the first did not. */
  held: number;
  /** Every step held: the server may hold more than the cap. */
  capped: boolean;
}

/** The ramp's verdict from its steps, in the order tried; it stops at the first step that does not hold. */
export function rampResult(steps: readonly RampStep[], limitMs: number): RampResult {
  let held = 0;
  for (const step of steps) {
    if (!stepHeld(step, limitMs)) return { held, capped: false };
    held = step.live;
  }
  return { held, capped: true };
}

/** `ours / bare`, or NaN when either is missing or bare is 0. */
const ratioOf = (ours: number, bare: number): number => (Number.isFinite(ours) && Number.isFinite(bare) && bare !== 0 ? ours / bare : NaN);

const wordRatio = (ratio: number): string => (Number.isNaN(ratio) ? 'n/a' : `${ratio.toFixed(2)}x`);

/** `ours / bare` as `0.64x`; `n/a` when either is missing or bare is 0. */
export function formatRatio(ours: number, bare: number): string {
  return wordRatio(ratioOf(ours, bare));
}

/** The middle value, or the mean of the two middle ones; NaN for none. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const half = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[half] : (sorted[half - 1] + sorted[half]) / 2;
}

/**
 * The ratio over several rounds, each round's ours against the same round's bare: the median,
 * then every round's in order (`1.02x (0.95x / 1.02x / 1.10x)`). A round with a ratio missing
 * counts as none; one round alone is just its ratio.
 */
export function formatRoundRatios(rounds: readonly { ours: number; bare: number }[]): string {
  const ratios = rounds.map(({ ours, bare }) => ratioOf(ours, bare));
  const known = ratios.filter((r) => !Number.isNaN(r));
  if (known.length === 0) return 'n/a';
  return ratios.length === 1 ? wordRatio(ratios[0]) : `${wordRatio(median(known))} (${ratios.map(wordRatio).join(' / ')})`;
}

/**
 * The ratio of live matches held. A ramp that reached its cap says only "at least that many":
 * with one side at the cap the ratio is a bound (≥ or ≤), with both it says nothing.
 */
export function formatHeldRatio(ours: RampResult, bare: RampResult): string {
  if (ours.capped && bare.capped) return 'n/a (both at the cap)';
  if (bare.held === 0) return ours.held === 0 ? 'n/a (neither held the first step)' : 'n/a (bare held none)';
  const ratio = formatRatio(ours.held, bare.held);
  if (ours.capped) return `≥${ratio}`;
  if (bare.capped && ours.held > 0) return `≤${ratio}`;
  return ratio;
}

export const formatHeld = (result: RampResult): string => (result.capped ? `≥${result.held} (the cap)` : String(result.held));
