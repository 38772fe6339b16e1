import { setTimeout as sleep } from 'node:timers/promises';
import type { BenchGame } from '../server-bench/bench-game.ts';
import { rampResult, stepHeld, summarize, type RampResult } from '../server-bench/figures.ts';
import { LiveTable, Tally } from '../server-bench/live-table.ts';
import { climbRamp, RAMP_PERIOD_MS, RAMP_SPARE_MARGIN, sparesFor } from '../server-bench/run-phases.ts';

export interface ClusterRampStep {
  live: number;
  moves: number;
  movesPerSecond: number;
  p99: number;
}

/**
 * The server bench's live ramp (run-phases.ts) on a cluster: matches at about one move a second
 * each, seat i on process i, 25, 50, 100... up to `maxLive`, stopping at the first step whose
 * p99 is not under the limit; a step over it is measured once more and judged on the second
 * window, as a stall elsewhere on the machine can push one over.
 */
export async function clusterRamp(
  urls: string[],
  bench: BenchGame,
  options: { maxLive: number; seconds: number; p99LimitMs: number },
  report: (step: ClusterRampStep) => void,
): Promise<{ steps: ClusterRampStep[]; result: RampResult }> {
  const table = new LiveTable(urls, bench, { thinkMs: 0, periodMs: RAMP_PERIOD_MS, staggerMs: RAMP_PERIOD_MS }, `cluster-bench-${bench.id}-ramp`);
  const window = async (): Promise<ClusterRampStep> => {
    await table.addSpares(sparesFor(bench, (table.live * 1000) / RAMP_PERIOD_MS, options.seconds, table.spareCount, RAMP_SPARE_MARGIN));
    const started = performance.now();
    const tally = (table.window = new Tally());
    await sleep(options.seconds * 1000);
    table.window = undefined;
    const elapsed = (performance.now() - started) / 1000;
    const step = { live: table.live, moves: tally.latencies.length, movesPerSecond: tally.latencies.length / elapsed, p99: summarize(tally.latencies, tally.lost).p99 };
    report(step);
    return step;
  };
  const held = (step: ClusterRampStep) => stepHeld(step, options.p99LimitMs);
  const steps = await climbRamp(table, options.maxLive, window, held, (_, second) => second);
  return { steps, result: rampResult(steps, options.p99LimitMs) };
}
