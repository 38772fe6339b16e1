import type { Server } from 'boardgame.io';

/**
 * Each match's move whose state write was asked for and has not run yet, so that the move's
 * stamp joins it: Master asks for a move's state and then its stamp (`updatedAt`) in the same
 * tick, and written apart they were two rewrites of the match's row, each in a savepoint of
 * its own. A write runs in the next turn of the event loop at the earliest (StoreAccess), so
 * the stamp always finds its move waiting.
 */
interface PendingMove {
  written?: Promise<void>;
  updatedAt?: number;
}

export class PendingMoves {
  private readonly moves = new Map<string, PendingMove>();

  /**
   * Asks for a move's write: `write` gets the move's stamp getter, to call once it runs (undefined
   * when no stamp joined it). Answers the write's promise.
   */
  write(matchID: string, write: (stamp: () => number | undefined) => Promise<void>): Promise<void> {
    const move: PendingMove = {};
    const settled = () => this.moves.get(matchID) === move && this.moves.delete(matchID);
    const written = write(() => {
      settled();
      return move.updatedAt;
    });
    move.written = written;
    this.moves.set(matchID, move);
    // A batch that failed as a whole (a lock, damage) never ran the write: a later stamp must not join it.
    written.then(settled, settled);
    return written;
  }

  /**
   * Joins a stamp to the match's waiting move: settles once the move's write has (a state
   * refused takes its stamp with it, and says so itself). Undefined when no move waits.
   */
  join(matchID: string, updatedAt: number): Promise<void> | undefined {
    const move = this.moves.get(matchID);
    if (!move) return undefined;
    move.updatedAt = Math.max(move.updatedAt ?? updatedAt, updatedAt);
    return move.written!.then(
      () => undefined,
      () => undefined,
    );
  }
}

/** Metadata with a move's `updatedAt`, if later than its own; undefined if the stamp changes nothing. */
export const withStamp = (stored: Server.MatchData, updatedAt: number): Server.MatchData | undefined =>
  updatedAt <= stored.updatedAt ? undefined : { ...stored, updatedAt };
