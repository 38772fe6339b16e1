import { randomUUID } from 'node:crypto';
import { Piscina } from 'piscina';
import { playChunkWith, type ChunkResult, type ChunkTask, type ModuleSource } from './play-chunk.ts';
import { DEFAULT_MAX_MOVES, runSimulation, SimulationTally, type SimulationConfig, type SimulationReport } from './run-simulation.ts';

/** Chunks per thread: enough that a thread given long games does not leave the others idle at the end. */
const CHUNKS_PER_THREAD = 8;
/** Chunks a thread holds at once: its next one is there when it finishes, whatever this thread is doing. */
const PER_THREAD = 2;

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
    concurrentTasksPerWorker: PER_THREAD,
    workerData: { source },
  });
}

/** A chunk's result, to come: from a thread, or from this one while the threads start. */
class ChunkSlot {
  result!: Promise<ChunkResult>;
  readonly filled: Promise<void>;
  private fill!: () => void;

  constructor() {
    this.filled = new Promise((resolve) => (this.fill = resolve));
  }

  set(result: Promise<ChunkResult>): void {
    // After a failure, destroying the pool rejects the chunks still queued or running.
    result.catch(() => undefined);
    this.result = result;
    this.fill();
  }
}

/**
 * runSimulation spread over `workers` threads. Every game is fixed by its own seed, so a thread
 * plays a chunk of consecutive games as one core would, and the chunks are added up in game
 * order: the report (the first failure included) equals a one-core run's but for its speed.
 * Until a thread has answered, this thread plays chunks too: a short run is not slower for
 * waiting on threads that start in about a second. One worker, or one game, plays on this
 * thread. `started` threads are used when given.
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
  const slots = bounds.map(() => new ChunkSlot());
  const task = (i: number) => ({ ...base, first: bounds[i][0], seeds: config.seeds.slice(bounds[i][0], bounds[i][1]) });
  let next = 0;
  let inPool = 0;
  let answered = false;
  let failedHere = false;
  // Two chunks a thread in the pool's hands, so a thread has its next one while this thread plays.
  const feed = () => {
    while (!failedHere && next < bounds.length && inPool < threads * PER_THREAD) {
      const i = next++;
      inPool++;
      const result = pool.run(task(i));
      slots[i].set(result);
      result.then(() => ((answered = true), inPool--, feed()), () => undefined);
    }
  };
  feed();
  while (!answered && !failedHere && next < bounds.length) {
    const i = next++;
    const result = playChunkWith(config.prepared, task(i));
    failedHere = result.records.some((record) => record.failure);
    slots[i].set(Promise.resolve(result));
    await new Promise((resolve) => setImmediate(resolve));
  }

  const tally = new SimulationTally(config);
  let peakHeapBytes = process.memoryUsage().heapUsed;
  let index = 0;
  try {
    for (const slot of slots) {
      await slot.filled;
      const result = await slot.result;
      peakHeapBytes = Math.max(peakHeapBytes, result.peakHeapBytes);
      if (!result.records.every((record) => tally.add(index++, record))) break;
    }
  } finally {
    if (!started) await pool.destroy();
  }
  const seconds = (performance.now() - startedAt) / 1000;
  return tally.report(seconds, peakHeapBytes);
}
