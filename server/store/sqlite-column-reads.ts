import type Database from 'better-sqlite3';
import type { StorageAPI } from 'boardgame.io';

/** A match's row as a column read answers it: the columns asked for. */
export type ColumnRow = Record<string, string> & { replay_from?: number | null; content_hash?: string | null };

/** Statements that read just the columns a fetch asks for, prepared once per set of columns. */
export class SqliteColumnReads {
  private readonly statements = new Map<string, Database.Statement<[string], ColumnRow>>();

  constructor(private readonly db: Database.Database) {}

  /** Always at least the key, so a missing match reads as undefined. */
  for(opts: StorageAPI.FetchOpts): Database.Statement<[string], ColumnRow> {
    // A state is read with what a read of its log tail needs (log-tail.ts).
    const columns = ['match_id', ...(opts.state ? ['state', 'replay_from', 'game_name', 'content_hash'] : []), ...(opts.metadata ? ['metadata'] : []), ...(opts.initialState ? ['initial_state'] : [])].join(', ');
    let statement = this.statements.get(columns);
    if (!statement) {
      statement = this.db.prepare<[string], ColumnRow>(`SELECT ${columns} FROM matches WHERE match_id = ?`);
      this.statements.set(columns, statement);
    }
    return statement;
  }
}
