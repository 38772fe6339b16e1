import { availableParallelism, loadavg } from 'node:os';
import { freeCores, othersCores, sampleCores, type CoreSample } from './cpu-sample.ts';

/** Where auto reads the clock and the cores: the machine's own, or a test's. */
export interface Sensors {
  now(): number;
  cores(): CoreSample;
}

const MACHINE: Sensors = { now: () => performance.now(), cores: sampleCores };

/** `--workers`: a fixed number of threads, or as many as the cores free while the run plays. */
export type WorkerCount = number | 'auto';

/** What the report says of its threads: the most that played at once, and why. */
export interface ThreadsUsed {
  count: number;
  why: string;
}

/** What --workers auto weighs; the docs (docs/simulator.md) give the measurements behind each. */
const AUTO = {
  /** This thread plays alone this long before a first look at the cores: the CPU time of a shorter window is mostly rounding. */
  probeMs: 300,
  /** The shortest window that tells whether to load a worker before the run (the kernel counts CPU time in 10 ms ticks). */
  loadLookMs: 100,
  /** Between two later looks, while workers play or wait. */
  checkMs: 500,
  /** A worker that must load tsx, boardgame.io and the game, then warm up, is a loss on less play left than this: two cold threads play slower than one for their first seconds. */
  minLeftColdS: 3,
  /** The same for a worker already loaded by an earlier run of the command (another player count). */
  minLeftWarmS: 1,
  /** A core counts as free when other programs left this much of it while this thread played. */
  freeCore: 0.75,
  /** Other programs keeping more than this of a core busy while our workers play: one worker fewer, the core is theirs. */
  othersBusy: 0.4,
};

/**
 * Whether the last minute's load left a core free beside this thread's: too slow a measure to
 * decide whether a worker plays (AutoThreads samples the cores while a run plays), but enough to
 * start loading one before the run, so that it is ready when the run first looks.
 */
export function coreLikelyFree(cores = availableParallelism(), load = loadavg()[0]): boolean {
  return cores - 1 - load >= AUTO.freeCore;
}

/**
 * Whether other programs left a core free beside this thread since `since`, a sample taken
 * when the command made its threads: read once the content is, it tells what the load average
 * cannot after a run of ours has just ended (the minute's average still counts that run's threads).
 */
export function coreFreeSince(since: CoreSample, now: CoreSample = sampleCores()): boolean {
  return now.at - since.at >= AUTO.loadLookMs && freeCores(since, now) >= AUTO.freeCore;
}

export interface ThreadPlan {
  /** How many workers should be playing now; called every few milliseconds by the thread that plays too. */
  tick(mainGames: number, gamesLeft: number, inFlight: number): number;
  used(): ThreadsUsed;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** `--workers N`: N - 1 workers from the start. */
export class FixedThreads implements ThreadPlan {
  constructor(private readonly workers: number, private readonly asked: number) {}
  tick(): number {
    return this.workers;
  }
  used(): ThreadsUsed {
    const capped = this.workers + 1 < this.asked ? `, one per game` : '';
    return { count: this.workers + 1, why: `--workers ${this.asked}${capped}` };
  }
}

/**
 * `--workers auto`: this thread plays alone first; a worker starts only while other programs
 * leave a core free beside it and enough play is left to pay for the worker's start-up; a worker
 * stops being fed when other programs keep more than AUTO.othersBusy of a core busy, and is fed
 * again once they leave a core free. Which thread plays a game changes nothing in the report
 * (run-on-workers.ts).
 */
export class AutoThreads implements ThreadPlan {
  private active = 0;
  private most = 0;
  private readonly startedAt: number;
  private windowAt: number;
  private window: CoreSample;
  private lastFree: number | undefined;
  private lastOthers: number | undefined;
  private pauses = 0;

  constructor(private readonly maxWorkers: number, private readonly warm: boolean, private readonly sensors = MACHINE) {
    this.startedAt = this.windowAt = sensors.now();
    this.window = sensors.cores();
  }

  tick(mainGames: number, gamesLeft: number, inFlight: number): number {
    const now = this.sensors.now();
    if (now - this.windowAt < (now - this.startedAt < AUTO.probeMs * 2 ? AUTO.probeMs : AUTO.checkMs)) return this.active;
    const cores = this.sensors.cores();
    if (this.active > 0) this.checkOthers(cores);
    else if (inFlight === 0) this.checkFree(cores, now, mainGames, gamesLeft);
    this.windowAt = now;
    this.window = cores;
    return this.active;
  }

  private checkFree(cores: CoreSample, now: number, mainGames: number, gamesLeft: number): void {
    const secondsLeft = mainGames > 0 ? (gamesLeft * (now - this.startedAt)) / mainGames / 1000 : Infinity;
    if (secondsLeft < (this.warm || this.most > 0 ? AUTO.minLeftWarmS : AUTO.minLeftColdS)) return;
    this.lastFree = freeCores(this.window, cores);
    this.active = Math.min(this.maxWorkers, Math.floor(this.lastFree + 1 - AUTO.freeCore));
    this.most = Math.max(this.most, this.active);
  }

  private checkOthers(cores: CoreSample): void {
    const others = othersCores(this.window, cores);
    if (!(others > AUTO.othersBusy)) return;
    this.lastOthers = others;
    this.active--;
    this.pauses++;
  }

  used(): ThreadsUsed {
    const free = this.lastFree === undefined ? '' : `${this.lastFree.toFixed(1)} of ${plural(this.maxWorkers, 'other core')} free`;
    if (this.most === 0) {
      const why = this.lastFree === undefined ? 'too little play for a worker to pay for its start-up' : `busy cores: ${free}`;
      return { count: 1, why: `auto, ${why}` };
    }
    const paused = this.pauses === 0 ? '' : `; a worker stopped ${plural(this.pauses, 'time')} when other programs took ${(this.lastOthers ?? 0).toFixed(1)} of a core`;
    return { count: this.most + 1, why: `auto, ${free} at the last look${paused}` };
  }
}
