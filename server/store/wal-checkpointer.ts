import { Worker } from 'node:worker_threads';
import type Database from 'better-sqlite3';

/** How often the thread looks at what was committed. */
const LOOK_EVERY_MS = 20;
/**
 * It copies once this much was written since its last copy, or this long after it. Copying
 * every 20 ms cost the commits of an Are You A Robot? server about 150 µs each beyond their
 * statements, every 200 ms about 70 µs: each copy syncs the log and the file, and copies
 * again the pages rewritten since the last.
 */
const COPY_AFTER_KB = 4096;
const COPY_AFTER_MS = 200;
/** How long the write-ahead log may grow (in 4 KB pages) before the thread starts it again from the top. */
const RESTART_PAGES = 4096;
/** SQLite's own threshold, used again if the thread fails. */
const AUTOCHECKPOINT_PAGES = 10_000;

/**
 * Copies the write-ahead log into the database file on a thread of its own. SQLite does it
 * inside the commit that crosses wal_autocheckpoint, and better-sqlite3 runs commits on the
 * event loop: the whole server stopped for that copy, 40-55 ms every few thousand commits
 * (measured on this machine), and every move in flight waited. Here the server's connection
 * never checkpoints; a second connection on a worker thread copies what was committed every
 * 200 ms, or once 4 MB were written (PASSIVE: no commit waits for it) and starts the log afresh once it is
 * long (RESTART: commits wait a few milliseconds on timers, never blocking the event loop;
 * StoreAccess waits out the lock). Durability is unchanged: a commit is in the log when it
 * returns, and the copy only moves it. Should the thread fail, the connection checkpoints
 * itself again, as SQLite does by default.
 */
export class WalCheckpointer {
  /**
   * Slot 0: kilobytes written so far, as the store counts them (the thread reads it). Slot 1:
   * the copies the thread has finished (it writes it), so a writer can tell whether it keeps up.
   */
  private readonly counters = new Int32Array(new SharedArrayBuffer(8));
  private readonly worker: Worker;
  private stopped = false;

  constructor(
    file: string,
    private readonly db: Database.Database,
    onFailure: (message: string) => void,
  ) {
    db.pragma('wal_autocheckpoint = 0');
    this.worker = new Worker(new URL('./wal-checkpointer-thread.mjs', import.meta.url), {
      workerData: { file, counters: this.counters, lookEveryMs: LOOK_EVERY_MS, copyAfterKb: COPY_AFTER_KB, copyAfterMs: COPY_AFTER_MS, restartPages: RESTART_PAGES },
    });
    // The thread must not keep a server that is done from exiting.
    this.worker.unref();
    const fallBack = (message: string) => {
      if (this.stopped) return;
      this.stop();
      if (db.open) db.pragma(`wal_autocheckpoint = ${AUTOCHECKPOINT_PAGES}`);
      onFailure(`the background checkpoint stopped (${message}); the server checkpoints as it commits again`);
    };
    this.worker.on('message', (message: { failed?: string }) => message.failed && fallBack(message.failed));
    this.worker.on('error', (error) => fallBack(error.message));
    this.worker.on('exit', (code) => fallBack(`its thread exited with code ${code}`));
  }

  /**
   * Called after every commit with about how much it wrote: the thread copies only when something
   * was committed. A commit the store does not size (a wipe, a bot seat) still counts.
   */
  committed(bytes: number): void {
    Atomics.add(this.counters, 0, Math.max(1, Math.ceil(bytes / 1024)));
  }

  /** How many copies the thread has finished, each with the restart it chose to make. */
  copiesDone(): number {
    return Atomics.load(this.counters, 1);
  }

  stop(): void {
    if (this.stopped) return;
    this.stopped = true;
    this.worker.postMessage('close');
  }
}

/**
 * For a store without the thread: SQLite checkpoints inside the commit that crosses the
 * threshold. A match's row is rewritten every move: at every 1,000 pages (SQLite's default)
 * the same hot pages were copied into the file again and again.
 */
export function checkpointInCommits(db: Database.Database): undefined {
  db.pragma(`wal_autocheckpoint = ${AUTOCHECKPOINT_PAGES}`);
  return undefined;
}
