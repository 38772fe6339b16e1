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

  constructor(readonly matchID: string) {
    super(`match ${matchID} is not in the store`);
    this.name = 'UnknownMatchError';
  }
}
