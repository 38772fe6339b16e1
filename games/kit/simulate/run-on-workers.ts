import { randomUUID } from 'node:crypto';
import { Piscina } from 'piscina';
import type { ChunkResult, ChunkTask, ModuleSource } from './play-chunk.ts';
import { DEFAULT_MAX_MOVES, runSimulation, SimulationTally, type SimulationConfig, type SimulationReport } from './run-simulation.ts';

/** Chunks per thread: enough that a thread given long games does not leave the others idle at the end. */
const CHUNKS_PER_THREAD = 8;

function chunkBounds(games: number, threads: number): [number, number][] {
  const size = Math.max(1, Math.ceil(games / (threads * CHUNKS_PER_THREAD)));
  const bounds: [number, number][] = [];
  for (let first = 0; first < games; first += size) bounds.push([first, Math.min(games, first + size)]);
  return bounds;
}

export type SimulationThreads = Piscina<ChunkTask, ChunkResult>;

/**
 * Threads started ahead of a run: each loads tsx, boardgame.io and the game (about a second
 * each) while the caller reads and checks the content. The caller destroys them.
 */
export function startSimulationThreads(threads: number, source: ModuleSource): SimulationThreads {
  return new Piscina<ChunkTask, ChunkResult>({
    filename: new URL('./simulate-worker.mjs', import.meta.url).href,
    minThreads: threads,
    maxThreads: threads,
    workerData: { source },
  });
}

/**
 * runSimulation spread over `workers` threads. Every game is fixed by its own seed, so a thread
 * plays a chunk of consecutive games as one core would, and the chunks are added up in game
 * order: the report (the first failure included) equals a one-core run's but for its speed.
 * One worker, or one game, plays on this thread. `started` threads are used when given.
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
  const chunks = chunkBounds(config.seeds.length, threads).map(([first, end]) =>
    pool.run({ ...base, first, seeds: config.seeds.slice(first, end) }),
  );
  // After a failure, destroying the pool rejects the chunks still queued or running.
  for (const chunk of chunks) chunk.catch(() => undefined);

  const tally = new SimulationTally(config);
  let peakHeapBytes = process.memoryUsage().heapUsed;
  let index = 0;
  try {
    for (const chunk of chunks) {
      const result = await chunk;
      peakHeapBytes = Math.max(peakHeapBytes, result.peakHeapBytes);
      if (!result.records.every((record) => tally.add(index++, record))) break;
    }
  } finally {
    if (!started) await pool.destroy();
  }
  const seconds = (performance.now() - startedAt) / 1000;
  return tally.report(seconds, peakHeapBytes);
}
