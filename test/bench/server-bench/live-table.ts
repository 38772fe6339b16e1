import seedrandom from 'seedrandom';
import type { BenchGame } from './bench-game.ts';
import { pickAction } from './move-picker.ts';
import { SeatedMatch } from './seated-match.ts';

/** A move nobody hears of within this counts as lost, and the match goes on without it. */
export const MOVE_TIMEOUT_MS = 5000;
/** A match that loses this many moves in a row, or where no seat acts, is given up. */
const FAILURES_IN_A_ROW = 3;
/** Bounds every match: a bot game that never ends is given up. */
const MAX_MOVES_PER_MATCH = 5000;
/** Matches seated at once: creating and joining are lobby requests. */
const SEAT_CONCURRENCY = 8;

const describe = (error: unknown): string => String((error as Error)?.message ?? error).slice(0, 200);

/** How a match paces its moves: the next goes max(think, period - latency) after the last reached everyone. */
export interface Pace {
  thinkMs: number;
  periodMs: number;
  /** A new match waits a random part of this before its first move, so matches do not move in step. */
  staggerMs: number;
  /**
   * Moves each match makes before it stays seated and idle, every client connected, until the
   * table stops (a match that ends or cannot move sooner stays too): the heap phase's live
   * matches. Without it a match plays to its end and the next takes its place.
   */
  movesEach?: number;
}

/** What happened while a window was open. */
export class Tally {
  /** Send → every client of the match holds the new state, ms, for each accepted move that completed in the window. */
  readonly latencies: number[] = [];
  /** Moves nobody heard of within MOVE_TIMEOUT_MS: refused or lost. */
  lost = 0;
  /** Games that reached their end. */
  finished = 0;
  /** Matches given up: no seat could act, moves lost again and again, or the move cap. */
  abandoned = 0;
  /** Matches seated while the window was open because no spare was ready. */
  seatedInWindow = 0;
  /** Matches that could not be seated or played on, with why. */
  readonly failures: string[] = [];
}

/**
 * Live matches of one game on one server, each played in a closed loop by its own bots: a
 * match sends its next move only once the last reached every client, after its pace. A
 * finished match is replaced by a spare seated beforehand (addSpares), or, when none is left,
 * by one seated then (counted in the window). Figures go to `window` while it is set.
 */
export class LiveTable {
  window: Tally | undefined;
  /** Matches that could not be seated before a window, with why. */
  readonly seatingFailures: string[] = [];
  private running = true;
  private readonly loops: Promise<void>[] = [];
  private readonly spares: SeatedMatch[] = [];
  private readonly sleepers = new Set<() => void>();
  /** Waiting for every live match to idle (allIdle). */
  private readonly idleWaiters = new Set<() => void>();
  private matchCount = 0;
  private idle = 0;

  constructor(
    /** The server, or the processes of one (SeatedMatch.seat). */
    private readonly url: string | readonly string[],
    private readonly bench: BenchGame,
    private readonly pace: Pace,
    /** Roots the bots' seeded choices, so each run sends the same kind of load. */
    private readonly seedRoot: string,
  ) {}

  get live(): number {
    return this.loops.length;
  }

  get spareCount(): number {
    return this.spares.length;
  }

  /** Matches done with their `movesEach` moves, seated and idle. */
  get idleCount(): number {
    return this.idle;
  }

  /** Resolves once every live match is idle, or at `deadlineMs`, whichever comes first. */
  allIdle(deadlineMs: number): Promise<void> {
    if (this.idle >= this.live) return Promise.resolve();
    return this.waitIn(this.idleWaiters, deadlineMs);
  }

  /** Seats `count` more matches and starts playing them. */
  async grow(count: number): Promise<void> {
    for (const match of await this.seatMany(count)) this.loops.push(this.playSlot(this.loops.length, match));
  }

  /** Seats `count` spare matches for the live ones that end. */
  async addSpares(count: number): Promise<void> {
    this.spares.push(...(await this.seatMany(count)));
  }

  /** Stops every match: a move in flight is waited for, at most MOVE_TIMEOUT_MS. */
  async stop(): Promise<void> {
    this.running = false;
    for (const wake of this.sleepers) wake();
    await Promise.all(this.loops);
    for (const spare of this.spares.splice(0)) spare.stop();
  }

  private seatOne(): Promise<SeatedMatch> {
    const setup = this.bench.setups[this.matchCount++ % this.bench.setups.length];
    return SeatedMatch.seat(this.url, this.bench, setup);
  }

  /** Up to `count` matches, 8 seated at a time; one that cannot be seated is left out, and said in `seatingFailures`. */
  private async seatMany(count: number): Promise<SeatedMatch[]> {
    const seated: SeatedMatch[] = [];
    let left = count;
    const worker = async () => {
      while (left > 0 && this.running) {
        left--;
        try {
          seated.push(await this.seatOne());
        } catch (error) {
          this.seatingFailures.push(describe(error));
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(SEAT_CONCURRENCY, count) }, worker));
    return seated;
  }

  private async nextMatch(): Promise<SeatedMatch | undefined> {
    const spare = this.spares.shift();
    if (spare) return spare;
    const window = this.window;
    try {
      const match = await this.seatOne();
      if (window) window.seatedInWindow++;
      return match;
    } catch (error) {
      window?.failures.push(describe(error));
      return undefined;
    }
  }

  /** One place at the table: a match, then the next when it ends, until the table stops. */
  private async playSlot(index: number, first: SeatedMatch): Promise<void> {
    const rng = seedrandom(`${this.seedRoot}-${index}`);
    let match: SeatedMatch | undefined = first;
    await this.sleep(rng() * this.pace.staggerMs);
    while (match) {
      try {
        await this.play(match, rng);
      } catch (error) {
        this.window?.failures.push(`match ${match.matchID}: ${describe(error)}`);
      }
      match.stop();
      match = this.running ? await this.nextMatch() : undefined;
    }
  }

  private async play(match: SeatedMatch, rng: () => number): Promise<void> {
    let failures = 0;
    for (let moves = 0; this.running; moves++) {
      const states = match.states();
      if (this.pace.movesEach !== undefined && (moves >= this.pace.movesEach || states[0].ctx.gameover !== undefined)) return this.stayIdle();
      if (states[0].ctx.gameover !== undefined) {
        if (this.window) this.window.finished++;
        return;
      }
      const action = moves < MAX_MOVES_PER_MATCH && failures < FAILURES_IN_A_ROW ? pickAction(this.bench, states, rng, match.names) : undefined;
      if (!action && this.pace.movesEach !== undefined) return this.stayIdle();
      if (!action) {
        if (this.window) this.window.abandoned++;
        return;
      }
      const stateID = match.stateID();
      const sent = performance.now();
      match.send(action);
      const reached = await match.clients.reach(stateID + 1, MOVE_TIMEOUT_MS);
      const latency = performance.now() - sent;
      const window = this.window;
      if (reached) {
        failures = 0;
        window?.latencies.push(latency);
      } else {
        failures++;
        if (window) window.lost++;
      }
      await this.sleep(Math.max(this.pace.thinkMs, this.pace.periodMs - latency));
    }
  }

  /** Counted idle, then waits on the table's stop, with no timer: nothing else ends it. */
  private stayIdle(): Promise<void> {
    this.idle++;
    if (this.idle >= this.live) for (const done of this.idleWaiters) done();
    return this.running ? this.waitIn(this.sleepers, Infinity) : Promise.resolve();
  }

  /** A simulated player's pause (its stagger, its think time): the pace the bench plays at, cut short when the table stops. */
  private sleep(ms: number): Promise<void> {
    if (ms <= 0 || !this.running) return Promise.resolve();
    return this.waitIn(this.sleepers, ms);
  }

  /** Resolves when woken through `waiters` (a condition met, the table stopped) or at the deadline `ms` (`Infinity`: only when woken). */
  private waitIn(waiters: Set<() => void>, ms: number): Promise<void> {
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        waiters.delete(wake);
        resolve();
      };
      const timer = Number.isFinite(ms) ? setTimeout(wake, ms) : undefined;
      waiters.add(wake);
    });
  }
}
