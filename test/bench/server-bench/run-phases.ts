import { setTimeout as sleep } from 'node:timers/promises';
import type { BenchGame } from './bench-game.ts';
import { loopDelayMonitor, type LoopDelay } from './child-ipc.ts';
import { rampLevels, rampResult, stepHeld, summarize, type RampResult } from './figures.ts';
import { LiveTable, Tally } from './live-table.ts';
import type { BenchOptions, ServerKind } from './options.ts';
import { ServerChild } from './server-child.ts';

/** Spares cover twice the games the warm-up says will end in the window (it underestimates), plus a few. */
const WARM_UP_SPARE_MARGIN = 2;
/** On the ramp the pace is known: a quarter more than the games expected to end, plus a few. */
export const RAMP_SPARE_MARGIN = 1.25;
const SPARE_EXTRA = 2;
/**
 * Bounds the seats of spare matches: a short game (Are You A Robot? lasts about 7 moves) would
 * otherwise need hundreds a window, and seating them costs more time than the window. Past
 * this, a match that ends is replaced by one seated in the window (counted).
 */
const MAX_SPARE_SEATS = 900;
/** After the ramp adds matches: they make their first moves within a second. */
const RAMP_SETTLE_MS = 1000;
/** About one move a second per match on the ramp. */
export const RAMP_PERIOD_MS = 1000;

/** One measured window. */
export interface WindowFigures {
  live: number;
  seconds: number;
  tally: Tally;
  /** The server's CPU time (user + system) in the window, ms. */
  serverCpuMs: number;
  /** This process's (the load generator's) CPU time in the window, ms. */
  loadCpuMs: number;
  /** Spare matches seated before the window. */
  spares: number;
  /** How late each process's event loop ran in the window, ms: a stall delays every move it touches. */
  serverLoop: LoopDelay;
  loadLoop: LoopDelay;
  /** A ramp step measured again: its first window, which was over the limit. */
  firstTry?: WindowFigures;
}

export interface ServerGameFigures {
  kind: ServerKind;
  game: string;
  throughput: WindowFigures;
  ramp: { steps: WindowFigures[]; result: RampResult } | undefined;
  rss: { before: number; peak: number; after: number };
  /** The server's heap in use at the end, after a full GC with every client gone. */
  heapAfter: number;
  errors: number;
  firstErrors: string[];
  /** Wall time from the server's start to its stop, s. */
  seconds: number;
}

/** One server on one game in one round of `--rounds`, counted from 1. */
export type RoundFigures = ServerGameFigures & { round: number };

/** This process's event loop, read at each window's start and end. */
const loadLoop = loopDelayMonitor();

const cpuMs = (usage: NodeJS.CpuUsage) => (usage.user + usage.system) / 1000;

async function measure(server: ServerChild, table: LiveTable, seconds: number): Promise<WindowFigures> {
  const spares = table.spareCount;
  const before = await server.usage();
  const load = process.cpuUsage();
  loadLoop.take();
  const started = performance.now();
  const tally = (table.window = new Tally());
  tally.failures.push(...table.seatingFailures.splice(0).map((f) => `seating before the window: ${f}`));
  await sleep(seconds * 1000);
  table.window = undefined;
  const elapsed = (performance.now() - started) / 1000;
  const loadCpuMs = cpuMs(process.cpuUsage(load));
  const after = await server.usage();
  return {
    live: table.live,
    seconds: elapsed,
    tally,
    serverCpuMs: cpuMs(after.cpu) - cpuMs(before.cpu),
    loadCpuMs,
    spares,
    serverLoop: after.loopDelay,
    loadLoop: loadLoop.take(),
  };
}

/** Spares for the games expected to end in a window of `seconds` at `movesPerSecond`. */
export function sparesFor(bench: BenchGame, movesPerSecond: number, seconds: number, have: number, margin: number): number {
  const ending = (movesPerSecond * seconds) / bench.meanMoves;
  const wanted = Math.ceil(ending * margin) + SPARE_EXTRA;
  return Math.max(0, Math.min(wanted, Math.floor(MAX_SPARE_SEATS / bench.numPlayers)) - have);
}

/**
 * `matches` matches at once with the think time given: seated, played through a warm-up that
 * is not measured (it also tells how fast games end, which sizes the spares), then measured.
 */
async function throughputPhase(server: ServerChild, bench: BenchGame, options: BenchOptions): Promise<WindowFigures> {
  const table = new LiveTable(server.url, bench, { thinkMs: options.thinkMs, periodMs: 0, staggerMs: 0 }, `server-bench-${bench.id}-throughput`);
  try {
    await table.grow(options.matches);
    const warmUp = await measure(server, table, Math.max(options.warmUpSeconds, 1));
    await table.addSpares(sparesFor(bench, warmUp.tally.latencies.length / warmUp.seconds, options.seconds, table.spareCount, WARM_UP_SPARE_MARGIN));
    return await measure(server, table, options.seconds);
  } finally {
    await table.stop();
  }
}

/**
 * Live matches at about one move a second each, 25, 50, 100... up to the cap: each step seats
 * the matches it adds and their spares, lets them start, then is measured. It stops at the
 * first step whose p99 (lost moves counted as slower than any) is not under the limit. A
 * stall elsewhere on the machine can push one window over, so a step over the limit is
 * measured once more and judged on that second window (the first is kept as `firstTry`).
 */
async function rampPhase(server: ServerChild, bench: BenchGame, options: BenchOptions, report: (step: WindowFigures) => void): Promise<WindowFigures[]> {
  const table = new LiveTable(server.url, bench, { thinkMs: 0, periodMs: RAMP_PERIOD_MS, staggerMs: RAMP_PERIOD_MS }, `server-bench-${bench.id}-ramp`);
  const held = (step: WindowFigures) => stepHeld({ live: step.live, p99: p99Of(step), moves: step.tally.latencies.length }, options.p99LimitMs);
  const measureStep = async () => {
    await table.addSpares(sparesFor(bench, (table.live * 1000) / RAMP_PERIOD_MS, options.seconds, table.spareCount, RAMP_SPARE_MARGIN));
    const step = await measure(server, table, options.seconds);
    report(step);
    return step;
  };
  return climbRamp(table, options.maxLive, measureStep, held, (first, second) => ({ ...second, firstTry: first }));
}

/**
 * The ramp's ladder on a table at the ramp's pace: grows it to each level, lets the new matches
 * start, and measures a step; a step that does not hold is measured again and judged on the
 * second (`again` keeps what it wants of both). Stops at the first that does not hold; stops
 * the table.
 */
export async function climbRamp<T>(table: LiveTable, maxLive: number, measureStep: () => Promise<T>, held: (step: T) => boolean, again: (first: T, second: T) => T): Promise<T[]> {
  const steps: T[] = [];
  try {
    for (const level of rampLevels(maxLive)) {
      await table.grow(level - table.live);
      await sleep(RAMP_SETTLE_MS);
      let step: T = await measureStep();
      if (!held(step)) step = again(step, await measureStep());
      steps.push(step);
      if (!held(step)) break;
    }
  } finally {
    await table.stop();
  }
  return steps;
}

export const p99Of = (w: WindowFigures): number => summarize(w.tally.latencies, w.tally.lost).p99;

export function rampOf(steps: WindowFigures[], limitMs: number): RampResult {
  return rampResult(
    steps.map((s) => ({ live: s.live, moves: s.tally.latencies.length, p99: p99Of(s) })),
    limitMs,
  );
}

/** Both phases of one game against one server, in a fresh server process. */
export async function benchServerOnGame(
  kind: ServerKind,
  bench: BenchGame,
  options: BenchOptions,
  report: (line: string) => void,
): Promise<ServerGameFigures> {
  const started = performance.now();
  const server = await ServerChild.start(kind, { nodeEnv: options.nodeEnv, cpuProfDir: options.cpuProfDir });
  try {
    const before = server.rss();
    server.takePeakRss();
    const throughput = await throughputPhase(server, bench, options);
    report(`${kind} ${bench.id}: ${throughput.tally.latencies.length} moves in ${throughput.seconds.toFixed(1)} s at ${throughput.live} matches`);
    let ramp: ServerGameFigures['ramp'];
    if (options.maxLive > 0) {
      const steps = await rampPhase(server, bench, options, (step) => {
        report(`${kind} ${bench.id}: ${step.live} live, ${(step.tally.latencies.length / step.seconds).toFixed(0)} moves/s, p99 ${p99Of(step).toFixed(1)} ms`);
      });
      ramp = { steps, result: rampOf(steps, options.p99LimitMs) };
    }
    const peak = server.takePeakRss();
    const last = await server.usage(true);
    return {
      kind,
      game: bench.id,
      throughput,
      ramp,
      rss: { before, peak, after: server.rss() },
      heapAfter: last.memory.heapUsed,
      errors: last.errors,
      firstErrors: last.firstErrors,
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    await server.stop();
  }
}
