import { randomUUID } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { Piscina } from 'piscina';
import type { ChunkResult, ChunkTask, ModuleSource } from './play-chunk.ts';
import { PeakHeap } from './peak-heap.ts';
import { endsRun, playGame, type GameRecord } from './play-game.ts';
import { DEFAULT_MAX_MOVES, gameOptions, runSimulation, SimulationTally, type SimulationConfig, type SimulationReport } from './run-simulation.ts';

/** Chunks per thread: enough that a thread given long games does not leave the others idle at the end. */
const CHUNKS_PER_THREAD = 16;
/** Tasks each worker holds at once: it starts the next while this thread, busy with its own game, has not yet read the last result. */
const TASKS_PER_WORKER = 2;
/** How long this thread plays between two turns of its event loop, where the workers' results come in. */
const EVENT_LOOP_EVERY_MS = 2;

function chunkBounds(games: number, threads: number): [number, number][] {
  const size = Math.max(1, Math.ceil(games / (threads * CHUNKS_PER_THREAD)));
  const bounds: [number, number][] = [];
  for (let first = 0; first < games; first += size) bounds.push([first, Math.min(games, first + size)]);
  return bounds;
}

export type SimulationThreads = Piscina<ChunkTask, ChunkResult>;

/**
 * The worker threads of a run on `threads` threads: this thread plays too, so one fewer. Each
 * loads tsx, boardgame.io and the game (most of a second) while the caller reads and checks the
 * content, and this thread starts playing at once. The caller destroys them.
 */
export function startSimulationThreads(threads: number, source: ModuleSource): SimulationThreads {
  return new Piscina<ChunkTask, ChunkResult>({
    filename: new URL('./simulate-worker.mjs', import.meta.url).href,
    minThreads: threads - 1,
    maxThreads: threads - 1,
    concurrentTasksPerWorker: TASKS_PER_WORKER,
    workerData: { source },
  });
}

/**
 * runSimulation spread over `workers` threads, this one included. Every game is fixed by its own
 * seed, so a thread plays a chunk of consecutive games as one core would; the chunks are handed
 * out in game order to whichever thread is free and added up in game order, so the report (the
 * first failure included) equals a one-core run's but for its speed. After a failed game no
 * later chunk is handed out. One worker, or one game, plays on this thread alone. `started`
 * threads are used when given.
 */
export async function runSimulationOnWorkers(config: SimulationConfig, source: ModuleSource, workers: number, started?: SimulationThreads): Promise<SimulationReport> {
  const threads = Math.min(workers, config.seeds.length);
  if (threads <= 1) return runSimulation(config);
  const startedAt = performance.now();
  const pool = started ?? startSimulationThreads(threads, source);
  const base = {
    runId: randomUUID(),
    source,
    content: config.prepared.content,
    numPlayers: config.numPlayers,
    setups: config.setups,
    maxMoves: config.maxMoves ?? DEFAULT_MAX_MOVES,
  };
  const bounds = chunkBounds(config.seeds.length, threads);
  const results: ChunkResult[] = [];
  let handedOut = 0;
  let failedChunk = Infinity;
  const take = (): number | undefined => (handedOut < bounds.length && handedOut <= failedChunk ? handedOut++ : undefined);
  const keep = (chunk: number, result: ChunkResult) => {
    results[chunk] = result;
    const last = result.records.at(-1);
    if (last && endsRun(last)) failedChunk = Math.min(failedChunk, chunk);
  };

  const onWorker = async () => {
    for (let chunk = take(); chunk !== undefined; chunk = take()) {
      const [first, end] = bounds[chunk];
      keep(chunk, await pool.run({ ...base, first, seeds: config.seeds.slice(first, end) }));
    }
  };
  // This thread's games, one at a time, with a turn of the event loop every few milliseconds so
  // that the workers' results are read and their next chunks sent while this thread plays (not
  // after every game: a two-player Are You A Robot? game lasts three moves).
  const heap = new PeakHeap();
  let turnAt = performance.now();
  const onThisThread = async () => {
    for (let chunk = take(); chunk !== undefined; chunk = take()) {
      const [first, end] = bounds[chunk];
      const records: GameRecord[] = [];
      for (let index = first; index < end && !(records.length > 0 && endsRun(records.at(-1)!)); index++) {
        records.push(playGame(config.prepared, gameOptions(config, index, config.seeds[index])));
        heap.afterGame();
        if (performance.now() - turnAt < EVENT_LOOP_EVERY_MS) continue;
        await nextTurn();
        turnAt = performance.now();
      }
      keep(chunk, { records, peakHeapBytes: heap.bytes() });
    }
  };
  try {
    await Promise.all([onThisThread(), ...Array.from({ length: (threads - 1) * TASKS_PER_WORKER }, onWorker)]);
  } finally {
    if (!started) await pool.destroy();
  }

  const tally = new SimulationTally(config);
  let peakHeapBytes = heap.bytes();
  let index = 0;
  for (const result of results.slice(0, Math.min(results.length, failedChunk + 1))) {
    peakHeapBytes = Math.max(peakHeapBytes, result.peakHeapBytes);
    if (!result.records.every((record) => tally.add(index++, record))) break;
  }
  const seconds = (performance.now() - startedAt) / 1000;
  return tally.report(seconds, peakHeapBytes);
}
