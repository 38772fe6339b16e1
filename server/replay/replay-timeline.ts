import type { Game, State } from 'boardgame.io';
import { CreateGameReducer } from 'boardgame.io/internal';
import { loggedActions, type LoggedAction } from '../../games/kit/replay/logged-actions.ts';
import { replayStep, type Reducer } from '../../games/kit/replay/replay-game.ts';

/** A state is kept every this many actions: a frame is at most this many steps from one. */
export const CHECKPOINT_EVERY = 25;
/** How long a replay computes before it lets the event loop serve others. */
export const SLICE_MS = 8;

const nextTurnOfLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * A match's states, one after each action of its log, computed through boardgame.io's reducer
 * from the match's own initial state only when asked, and never more than SLICE_MS at a time
 * before the event loop is let go: a match of thousands of actions does not hold up anyone's
 * move. Only every CHECKPOINT_EVERY-th state is kept (a copy: the reducer changes the ctx it
 * is given), so a long match costs a bounded number of states in memory.
 */
export class ReplayTimeline {
  readonly actions: LoggedAction[];
  private readonly reducer: Reducer;
  private readonly checkpoints = new Map<number, State>();
  /** Where the replay stopped short of the log's end (an action the engine refused), if it did. */
  stoppedAt: number | undefined;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(game: Game, initial: State, log: readonly unknown[]) {
    this.actions = loggedActions(log);
    this.reducer = CreateGameReducer({ game });
    this.checkpoints.set(0, structuredClone(initial));
  }

  /** How many frames there are: the initial state and one after each action. */
  get frames(): number {
    return (this.stoppedAt ?? this.actions.length) + 1;
  }

  /**
   * Calls `visit` with the state after the first `n` actions (and those actions' log entries)
   * for each n in [from, to], in order, before the next state is computed: `visit` must take
   * what it needs at once. Walks run one at a time, so the checkpoints stay consistent.
   */
  walk(from: number, to: number, visit: (n: number, state: State, action: LoggedAction | undefined) => void): Promise<void> {
    const run = this.queue.then(() => this.walkNow(from, to, visit));
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async walkNow(from: number, to: number, visit: (n: number, state: State, action: LoggedAction | undefined) => void): Promise<void> {
    let start = Math.floor(from / CHECKPOINT_EVERY) * CHECKPOINT_EVERY;
    while (!this.checkpoints.has(start)) start -= CHECKPOINT_EVERY;
    let state = structuredClone(this.checkpoints.get(start)!);
    let sliceStart = performance.now();
    for (let n = start; n <= to; n++) {
      if (n > start) {
        if (this.stoppedAt !== undefined && n > this.stoppedAt) return;
        const { next } = replayStep(this.reducer, state, this.actions[n - 1]);
        if (!next) {
          this.stoppedAt = n - 1;
          return;
        }
        state = next;
        if (n % CHECKPOINT_EVERY === 0 && !this.checkpoints.has(n)) this.checkpoints.set(n, structuredClone(state));
      }
      if (n >= from) visit(n, state, n === 0 ? undefined : this.actions[n - 1]);
      if (performance.now() - sliceStart > SLICE_MS) {
        await nextTurnOfLoop();
        sliceStart = performance.now();
      }
    }
  }
}
