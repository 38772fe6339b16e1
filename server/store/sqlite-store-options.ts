import type { LogTail } from './log-tail.ts';

/** How a SqliteStore is opened: the server's choices. */
export interface StoreOptions {
  /** How long an operation waits for another process's lock (StoreAccess). */
  lockWaitMs?: number;
  /** Copies the write-ahead log into the file on a thread of its own (wal-checkpointer.ts): the server's choice. */
  checkpointThread?: boolean;
  /** Told if that thread fails and the store checkpoints in its commits again. */
  onCheckpointFailure?: (message: string) => void;
  /**
   * Keep a match's state in its row only every `tail.every` moves, the moves between only in
   * its log, played again on a read (log-tail.ts): the server's choice, which has the games.
   * Without it every move writes its state.
   */
  tail?: LogTail;
}
