import { isBusy, isDamage, StoreUnavailableError } from './store-errors.ts';
import { TurnBatches, type PendingWrite as Pending } from './turn-batches.ts';

/** How long an operation waits for another process's lock before it gives up. */
export const LOCK_WAIT_MS = 2000;

type PendingWrite = Pending<() => unknown>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The waits of one operation on a file another connection has locked: pauses that double up
 * to 100 ms, until waitMs is spent and the lock is reported as a StoreUnavailableError.
 * Shared by the blocking wait of opening and the timer waits of serving.
 */
class LockWait {
  private readonly giveUpAt: number;
  private pause = 5;

  constructor(
    private readonly file: string,
    private readonly waitMs: number,
  ) {
    this.giveUpAt = Date.now() + waitMs;
  }

  /** How long to pause before trying what again; throws the error itself unless it is a lock. */
  pauseAfter(error: unknown, what: string): number {
    if (!isBusy(error)) throw error;
    const pause = this.pause;
    if (Date.now() + pause > this.giveUpAt) {
      throw new StoreUnavailableError(`the store file ${this.file} is locked by another process; ${what} waited ${this.waitMs} ms and gave up`, 'locked');
    }
    this.pause = Math.min(pause * 2, 100);
    return pause;
  }
}

/**
 * Runs the statements that open a store, waiting out a lock held by another connection: one
 * that closes copies its write-ahead log into the file under an exclusive lock (the checkpoint
 * thread of a store just closed, another process stopping). Nothing is served while a store
 * opens, so the wait blocks.
 */
export function waitOutLocksWhileOpening(file: string, waitMs: number, work: () => void): void {
  const wait = new LockWait(file, waitMs);
  const cell = new Int32Array(new SharedArrayBuffer(4));
  for (;;) {
    try {
      return work();
    } catch (error) {
      Atomics.wait(cell, 0, 0, wait.pauseAfter(error, 'opening it'));
    }
  }
}

/**
 * How every statement reaches the SQLite file. better-sqlite3 is synchronous, so SQLite's
 * own busy timeout would freeze the whole server while another process holds the lock (two
 * 5 s waits per move were measured). Here SQLite gives up at once and the wait happens
 * between attempts, on timers, with the event loop free; past LOCK_WAIT_MS the caller gets
 * a StoreUnavailableError. Writes run one after another in the order they were asked for,
 * as Master expects of its state then metadata writes. Writes asked for while the previous
 * ones ran, or in the same turn of the event loop (a move's state and its metadata, moves of
 * other matches that arrived together), commit as one transaction, each in a savepoint of its own, so one
 * refused (a stale state) leaves the others kept. A write's promise settles only once the
 * whole batch is on disk. A damaged file is remembered: the store reports it from then on
 * instead of pretending to be healthy.
 */
export class StoreAccess {
  private readonly batches = new TurnBatches<PendingWrite['work']>((batch) => this.commit(batch));
  private damage: string | undefined;

  constructor(
    private readonly file: string,
    private readonly waitMs = LOCK_WAIT_MS,
    /** Runs work in one immediate transaction (the store's `db.transaction(work).immediate()`). */
    private readonly inTransaction: (work: () => void) => void = (work) => work(),
  ) {}

  /** Why the file cannot be used, once an operation has found it damaged. */
  get damaged(): string | undefined {
    return this.damage;
  }

  /** From now on every operation fails: writing on into a damaged file would only spread the damage. */
  markDamaged(message: string): void {
    this.damage ??= message;
  }

  read<T>(what: string, work: () => T): Promise<T> {
    return this.attempt(what, work);
  }

  write<T>(what: string, work: () => T): Promise<T> {
    return this.batches.add(what, work);
  }

  private async commit(batch: PendingWrite[]): Promise<void> {
    const outcomes: ({ value: unknown } | { error: unknown })[] = [];
    const what = batch.length === 1 ? batch[0].what : `${batch[0].what} and ${batch.length - 1} more writes`;
    try {
      await this.attempt(what, () => {
        outcomes.length = 0;
        this.inTransaction(() => {
          for (const { work } of batch) {
            try {
              outcomes.push({ value: work() });
            } catch (error) {
              // A busy or damaged file fails the whole batch, to be retried or refused as one.
              if (isBusy(error) || isDamage(error)) throw error;
              outcomes.push({ error });
            }
          }
        });
      });
    } catch (error) {
      for (const pending of batch) pending.reject(error);
      return;
    }
    batch.forEach((pending, i) => {
      const outcome = outcomes[i];
      if ('error' in outcome) pending.reject(outcome.error);
      else pending.resolve(outcome.value);
    });
  }

  private async attempt<T>(what: string, work: () => T): Promise<T> {
    if (this.damage) throw new StoreUnavailableError(`${this.damage}; ${what} failed`, 'damaged');
    const wait = new LockWait(this.file, this.waitMs);
    for (;;) {
      try {
        return work();
      } catch (error) {
        if (isDamage(error)) {
          this.damage ??= `the store file ${this.file} cannot be used (${(error as Error).message})`;
          throw new StoreUnavailableError(`${this.damage}; ${what} failed`, 'damaged');
        }
        await sleep(wait.pauseAfter(error, what));
      }
    }
  }
}
