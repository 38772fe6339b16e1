import type Database from 'better-sqlite3';
import type { State } from 'boardgame.io';
import type { HotMatch } from './hot-matches.ts';
import { LogTailError, playLogTail, type LogTail } from './log-tail.ts';
import type { ColumnRow } from './sqlite-column-reads.ts';
import { isBusy, isDamage } from './store-errors.ts';
import { asStored, storedParse } from './stored-form.ts';

/**
 * The SQLite store's side of the log tail (log-tail.ts): whether a move writes its state, where
 * the kept state's log ends, and a row's kept state caught up with the entries after it.
 */
export class SqliteLogTail {
  private readonly statements;
  /** The matches this connection moved on in their log only since it last wrote their state. */
  private readonly behind = new Set<string>();

  constructor(
    db: Database.Database,
    private readonly tail: LogTail | undefined,
    /** The content version a match plays on, read from the file (ContentVersions.loadNow). */
    private readonly content: (gameName: string, hash: string) => unknown,
  ) {
    this.statements = {
      lastLogId: db.prepare<[string], { id: number }>('SELECT coalesce(max(id), 0) AS id FROM log_entries WHERE match_id = ?'),
      keepState: db.prepare<[string, number, string, number]>('UPDATE matches SET state = ?, replay_from = ? WHERE match_id = ? AND state_id = ?'),
      logAfter: db.prepare<[string, number], { entry: string }>('SELECT entry FROM log_entries WHERE match_id = ? AND id > ? ORDER BY id'),
    };
  }

  /**
   * What a move that makes `state` writes of it, its log entries written: nothing (`json`
   * undefined) when it goes to the log only, else its JSON and the last log entry it includes
   * (`replayFrom`); and how many moves the state then runs ahead of the row's. A move writes its
   * state at the match's end, when the moves since the kept state (`unkept`, undefined when not
   * known) would reach `every`, and when no logged action made it (it could not be played again).
   */
  stateWrite(matchID: string, state: State, deltalog: readonly unknown[] | undefined, unkept: number | undefined): { json?: string; replayFrom?: number; unkept: number } {
    const logOnly = this.tail !== undefined && !!deltalog?.length && unkept !== undefined && unkept + 1 < this.tail.every && state.ctx.gameover === undefined;
    if (logOnly) {
      this.behind.add(matchID);
      return { unkept: unkept + 1 };
    }
    this.behind.delete(matchID);
    return { json: JSON.stringify(state), replayFrom: this.lastLogId(matchID), unkept: 0 };
  }

  /**
   * Writes whole, in one transaction (`atomically`), the state of every match this connection
   * moved on in its log only, while the row is still at that state (`state` answers the match's
   * state in memory), so a stop leaves no move to play again: a restart on an upgraded
   * Tablewright would play the tail on rules that may have changed since.
   */
  keepStates(atomically: (work: () => void) => void, state: (matchID: string) => State | undefined): void {
    if (this.behind.size === 0) return;
    try {
      atomically(() => {
        for (const matchID of this.behind) {
          const current = state(matchID);
          if (current) this.statements.keepState.run(JSON.stringify(current), this.lastLogId(matchID), matchID, current._stateID);
        }
      });
    } catch (error) {
      // Every move is in the log already: a file that cannot take the write at the stop (damaged,
      // or locked by another process) leaves the tail to play again. Anything else is a fault of
      // ours, and is thrown: caught whole, it once hid a statement that could never run.
      if (!isDamage(error) && !isBusy(error)) throw error;
    } finally {
      this.behind.clear();
    }
  }

  /** The id of the match's last log entry, which a state written now includes: its row's `replay_from`. */
  lastLogId(matchID: string): number {
    return this.statements.lastLogId.get(matchID)!.id;
  }

  /**
   * A row's kept state with the moves logged after it played again, and how many there were.
   * A row from before the log tail (replay_from NULL) keeps the current state; its number of
   * moves since is not known, so the next move writes the state.
   */
  caughtUp(matchID: string, row: ColumnRow): Pick<HotMatch, 'state' | 'unkept'> {
    const kept = storedParse<State>(row.state);
    if (row.replay_from === null || row.replay_from === undefined) return { state: kept };
    const entries = this.statements.logAfter.all(matchID, row.replay_from).map((r) => JSON.parse(r.entry) as unknown);
    if (entries.length === 0) return { state: kept, unkept: 0 };
    const gameName = row.game_name;
    const hash = row.content_hash ?? null;
    const step = this.tail?.stepFor(gameName, hash, () => this.content(gameName, hash!));
    if (!step) throw new LogTailError(matchID, `its last moves are kept in its log only, and this process cannot play ${gameName}${hash ? ` (content ${hash})` : ''}`);
    const state = playLogTail(matchID, step, kept, entries);
    return { state: asStored(state, kept), unkept: state._stateID - kept._stateID };
  }
}
