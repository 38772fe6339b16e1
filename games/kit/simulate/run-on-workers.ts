import { randomUUID } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { Piscina } from 'piscina';
import type { CheckTask, ChunkResult, ChunkTask, ModuleSource } from './play-chunk.ts';
import { threadEntry } from '../thread-entry.ts';
import { PeakHeap } from './peak-heap.ts';
import { checkedAndKept, endsRun, playUnchecked, type GameRecord } from './play-game.ts';
import { DEFAULT_MAX_MOVES, gameNeedsCheck, gameOptions, keptOfGame, runSimulation, SimulationTally, type SimulationConfig, type SimulationReport } from './run-simulation.ts';
import { sampleCores } from './cpu-sample.ts';
import { AutoThreads, coreFreeSince, FixedThreads, type ThreadPlan, type WorkerCount } from './thread-plan.ts';

/**
 * A chunk holds at most this share of the games left, per thread: chunks shrink as the run goes
 * (guided scheduling), so that the last ones are a game or two, and no thread plays on alone while
 * the others wait. With equal chunks (a sixteenth of a thread's share each) a worker holding two at
 * the end left this thread idle for up to 1.5 s of a 2,000-game ROBOTS! report.
 */
const CHUNKS_OF_WHAT_IS_LEFT = 4;
/** Tasks each worker holds at once: it starts the next while this thread, busy with its own game, has not yet read the last result. */
const TASKS_PER_WORKER = 2;
/** How long this thread plays between two turns of its event loop, where the workers' results come in. */
const EVENT_LOOP_EVERY_MS = 2;
/** Idle workers of an automatic run stay loaded this long, for the command's next run (another player count). */
const KEEP_IDLE_MS = 60_000;

function chunkBounds(games: number, threads: number): [number, number][] {
  const bounds: [number, number][] = [];
  for (let first = 0; first < games; ) {
    const end = first + Math.ceil((games - first) / (threads * CHUNKS_OF_WHAT_IS_LEFT));
    bounds.push([first, end]);
    first = end;
  }
  return bounds;
}

const WORKER_FILE = threadEntry(new URL('./simulate-worker.mjs', import.meta.url)).href;

/** The most threads `--workers` allows: `auto` means every core. */
export const threadsAllowed = (workers: WorkerCount): number => (workers === 'auto' ? availableParallelism() : workers);

/**
 * The worker threads of the command's runs. A fixed count starts them at once: each loads tsx,
 * boardgame.io and the game (most of a second) while the caller reads and checks the content.
 * `auto` starts them when a run finds a core free, and keeps them for the next run; `early`
 * starts loading them at once, so that they are ready by the time a run first looks (auto still
 * decides whether they play; coreLikelyFree tells whether that is worth a core).
 */
export class SimulationThreads {
  private pool: Piscina<ChunkTask, ChunkResult> | undefined;
  /** The cores when the command made its threads: loadIfFree reads what other programs took since. */
  private readonly madeAt = sampleCores();

  constructor(readonly workers: WorkerCount, private readonly source: ModuleSource, { early = false } = {}) {
    if (workers !== 'auto' ? workers > 1 : early) this.started({ eager: true });
  }

  /** Threads started, loaded or loading. */
  get threads(): number {
    return this.pool?.threads.length ?? 0;
  }

  /** A worker has played a chunk: it is loaded and its code warm. */
  get warm(): boolean {
    return (this.pool?.completed ?? 0) > 0;
  }

  started({ eager = false } = {}): Piscina<ChunkTask, ChunkResult> {
    const most = threadsAllowed(this.workers) - 1;
    this.pool ??= new Piscina<ChunkTask, ChunkResult>({
      filename: WORKER_FILE,
      minThreads: eager ? most : 0,
      maxThreads: most,
      idleTimeout: KEEP_IDLE_MS,
      concurrentTasksPerWorker: TASKS_PER_WORKER,
      workerData: { source: this.source },
    });
    return this.pool;
  }

  /** A game cross-checked on a worker: the worker file's task named checkGame, whose types the pool's (playChunk's) are not. */
  check(task: CheckTask): Promise<GameRecord> {
    return (this.started() as unknown as Piscina<CheckTask, GameRecord>).run(task, { name: 'checkGame' });
  }

  /** An automatic run's workers start loading now if other programs left a core free since these threads were made (coreFreeSince); whether they play is still auto's to say. */
  loadIfFree(): void {
    if (this.workers === 'auto' && !this.pool && coreFreeSince(this.madeAt)) this.started({ eager: true });
  }

  async destroy(): Promise<void> {
    await this.pool?.destroy();
  }
}

/** The threads of a run on `workers` threads, this one included; the caller destroys them. */
export function startSimulationThreads(workers: WorkerCount, source: ModuleSource, options: { early?: boolean } = {}): SimulationThreads {
  return new SimulationThreads(workers, source, options);
}

/**
 * runSimulation spread over this thread and worker threads, as many as `workers` says, fixed or
 * chosen while the run plays (thread-plan.ts). Every game is fixed by its own seed, so a thread
 * plays a chunk of consecutive games as one core would; the chunks are handed out in game order
 * to whichever thread is free and added up in game order, so the report (the first failure
 * included) equals a one-core run's but for its speed. After a failed game no later chunk is
 * handed out. The games to cross-check are checked once every game is played, on this thread
 * and the workers the plan wants then. One worker, or one game, plays on this thread alone, and
 * checks there. `started` threads are used when given.
 */
export async function runSimulationOnWorkers(config: SimulationConfig, source: ModuleSource, workers: WorkerCount, started?: SimulationThreads): Promise<SimulationReport> {
  const threads = Math.min(threadsAllowed(workers), config.seeds.length);
  if (threads <= 1) {
    const why = workers === 'auto' ? (config.seeds.length === 1 ? 'auto, one game' : 'auto, one core') : `--workers ${workers}${workers > 1 ? ', one game' : ''}`;
    const report = runSimulation(config);
    return { ...report, speed: { ...report.speed, threads: { count: 1, why } } };
  }
  const owner = started ?? new SimulationThreads(workers, source);
  const plan: ThreadPlan = workers === 'auto' ? new AutoThreads(threads - 1, owner.warm) : new FixedThreads(threads - 1, workers);
  try {
    return await playOnThreads(config, source, threads, plan, owner);
  } finally {
    if (!started) await owner.destroy();
  }
}

/** The games of a run on this thread and as many of `owner`'s workers as `plan` wants at each moment, added up in game order. */
export async function playOnThreads(config: SimulationConfig, source: ModuleSource, threads: number, plan: ThreadPlan, owner: SimulationThreads): Promise<SimulationReport> {
  const startedAt = performance.now();
  const base = {
    runId: randomUUID(),
    source,
    content: config.prepared.content,
    numPlayers: config.numPlayers,
    setups: config.setups,
    maxMoves: config.maxMoves ?? DEFAULT_MAX_MOVES,
    runGames: config.seeds.length,
  };
  const bounds = chunkBounds(config.seeds.length, threads);
  const results: ChunkResult[] = [];
  let handedOut = 0;
  let failedChunk = Infinity;
  const left = () => handedOut < bounds.length && handedOut <= failedChunk;
  const take = (): number | undefined => (left() ? handedOut++ : undefined);
  const keep = (chunk: number, result: ChunkResult) => {
    results[chunk] = result;
    const last = result.records.at(-1);
    if (last && endsRun(last)) failedChunk = Math.min(failedChunk, chunk);
  };

  // Each feeder keeps one chunk in a worker; there are TASKS_PER_WORKER per worker the plan wants,
  // and a feeder beyond that stops once its chunk is back.
  let wanted = 0;
  let feeders = 0;
  const feeding: Promise<void>[] = [];
  const feed = async () => {
    feeders++;
    try {
      for (let chunk = take(); chunk !== undefined; chunk = feeders <= wanted * TASKS_PER_WORKER ? take() : undefined) {
        const [first, end] = bounds[chunk];
        const result = await owner.started().run({ ...base, first, seeds: config.seeds.slice(first, end) });
        keep(chunk, result);
      }
    } finally {
      feeders--;
    }
  };
  let mainGames = 0;
  const adjust = () => {
    const gamesLeft = config.seeds.length - (bounds[handedOut]?.[0] ?? config.seeds.length);
    wanted = plan.tick(mainGames, gamesLeft, feeders);
    while (feeders < wanted * TASKS_PER_WORKER && left()) {
      const fed = feed();
      // Its failure is thrown where the feeders are awaited, after this thread's games; until then it must not count as unhandled.
      fed.catch(() => undefined);
      feeding.push(fed);
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
        const record = playUnchecked(config.prepared, gameOptions(config, index, config.seeds[index]));
        records.push(keptOfGame(record, index, config.seeds.length));
        mainGames++;
        heap.afterGame();
        if (performance.now() - turnAt < EVENT_LOOP_EVERY_MS) continue;
        await nextTurn();
        adjust();
        turnAt = performance.now();
      }
      keep(chunk, { records, peakHeapBytes: heap.bytes() });
    }
  };
  adjust();
  await onThisThread();
  await Promise.all(feeding);
  const counted = results.slice(0, Math.min(results.length, failedChunk + 1));
  const toCheck = counted.flatMap(({ records }, chunk) => records.flatMap((record, i) => (gameNeedsCheck(record, bounds[chunk][0] + i, base.runGames) ? [{ records, i }] : [])));
  await checkOnThreads(toCheck, wanted, (record) => checkedAndKept(config.prepared, record), (record) => owner.check({ runId: base.runId, source, content: base.content, record }));

  const tally = new SimulationTally(config);
  let peakHeapBytes = heap.bytes();
  let index = 0;
  for (const result of counted) {
    peakHeapBytes = Math.max(peakHeapBytes, result.peakHeapBytes);
    if (!result.records.every((record) => tally.add(index++, record))) break;
  }
  const seconds = (performance.now() - startedAt) / 1000;
  return tally.report(seconds, peakHeapBytes, plan.used());
}

/**
 * A run's cross-checks, once its games are played (playUnchecked says why): this thread and
 * `workers` worker threads take them in game order, each the next when free, and each record
 * is replaced by its checked self.
 */
async function checkOnThreads(toCheck: { records: GameRecord[]; i: number }[], workers: number, here: (record: GameRecord) => GameRecord, there: (record: GameRecord) => Promise<GameRecord>): Promise<void> {
  let next = 0;
  const take = () => (next < toCheck.length ? toCheck[next++] : undefined);
  const onWorker = async () => {
    for (let check = take(); check; check = take()) check.records[check.i] = await there(check.records[check.i]);
  };
  const checking = Array.from({ length: workers }, onWorker);
  // Its failure is thrown where the checks are awaited, after this thread's.
  for (const fed of checking) fed.catch(() => undefined);
  for (let check = take(); check; check = take()) {
    check.records[check.i] = here(check.records[check.i]);
    await nextTurn();
  }
  await Promise.all(checking);
}
