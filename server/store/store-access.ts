import { isBusy, isDamage, StoreUnavailableError } from './store-errors.ts';

/** How long an operation waits for another process's lock before it gives up. */
export const LOCK_WAIT_MS = 2000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * How every statement reaches the SQLite file. better-sqlite3 is synchronous, so SQLite's
 * own busy timeout would freeze the whole server while another process holds the lock (two
 * 5 s waits per move were measured). Here SQLite gives up at once and the wait happens
 * between attempts, on timers, with the event loop free; past LOCK_WAIT_MS the caller gets
 * a StoreUnavailableError. Writes run one after another in the order they were asked for,
 * as Master expects of its state then metadata writes. A damaged file is remembered: the
 * store reports it from then on instead of pretending to be healthy.
 */
export class StoreAccess {
  private writes: Promise<unknown> = Promise.resolve();
  private damage: string | undefined;

  constructor(
    private readonly file: string,
    private readonly waitMs = LOCK_WAIT_MS,
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
    const done = this.writes.then(() => this.attempt(what, work));
    this.writes = done.catch(() => undefined);
    return done;
  }

  private async attempt<T>(what: string, work: () => T): Promise<T> {
    if (this.damage) throw new StoreUnavailableError(`${this.damage}; ${what} failed`, 'damaged');
    const giveUpAt = Date.now() + this.waitMs;
    for (let pause = 5; ; pause = Math.min(pause * 2, 100)) {
      try {
        return work();
      } catch (error) {
        if (isDamage(error)) {
          this.damage ??= `the store file ${this.file} cannot be used (${(error as Error).message})`;
          throw new StoreUnavailableError(`${this.damage}; ${what} failed`, 'damaged');
        }
        if (!isBusy(error)) throw error;
        if (Date.now() + pause > giveUpAt) {
          throw new StoreUnavailableError(
            `the store file ${this.file} is locked by another process; ${what} waited ${this.waitMs} ms and gave up`,
            'locked',
          );
        }
        await sleep(pause);
      }
    }
  }
}
