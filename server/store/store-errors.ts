/**
 * A write based on a state older than the stored one. Refused so that a concurrent move is
 * never silently overwritten (boardgame.io's StorageAPI has no expected version of its own).
 */
export class StaleStateError extends Error {
  readonly code = 'stale-state';

  constructor(
    readonly matchID: string,
    readonly storedStateID: number,
    readonly offeredStateID: number,
  ) {
    super(
      `refused a stale write to match ${matchID}: it carries state ${offeredStateID} but the store already holds state ${storedStateID}`,
    );
    this.name = 'StaleStateError';
  }
}

/** setState or setMetadata on a match the store does not hold (never created, or wiped). */
export class UnknownMatchError extends Error {
  readonly code = 'unknown-match';
  /** As an HTTP answer (a lobby request on a match deleted meanwhile). */
  readonly status = 404;
  readonly expose = true;

  constructor(readonly matchID: string) {
    super(`match ${matchID} is not in the store`);
    this.name = 'UnknownMatchError';
  }
}

/**
 * The store cannot be used right now: another process holds its write lock past the wait,
 * the file is damaged, or the database server does not answer. The caller answers with a
 * clear error; nothing waits forever.
 */
export class StoreUnavailableError extends Error {
  readonly code = 'store-unavailable';
  readonly status = 503;
  readonly expose = true;

  constructor(message: string, readonly reason: 'locked' | 'damaged' | 'unreachable') {
    super(message);
    this.name = 'StoreUnavailableError';
  }
}

const codeOf = (error: unknown): string => String((error as { code?: unknown } | null)?.code ?? '');

/** Another connection holds a lock: worth waiting for, briefly. */
export const isBusy = (error: unknown): boolean => /^SQLITE_(BUSY|LOCKED)/.test(codeOf(error));

/** The file is not a database any more, or cannot be read or written: waiting will not help. */
export const isDamage = (error: unknown): boolean => /^SQLITE_(CORRUPT|NOTADB|IOERR|FULL|CANTOPEN|READONLY)/.test(codeOf(error));
