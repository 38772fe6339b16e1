import type Database from 'better-sqlite3';
import type { StorageAPI } from 'boardgame.io';

/** Statements that read just the columns a fetch asks for, prepared once per set of columns. */
export class SqliteColumnReads {
  private readonly statements = new Map<string, Database.Statement<[string], Record<string, string>>>();

  constructor(private readonly db: Database.Database) {}

  /** Always at least the key, so a missing match reads as undefined. */
  for(opts: StorageAPI.FetchOpts): Database.Statement<[string], Record<string, string>> {
    const columns = ['match_id', ...(opts.state ? ['state'] : []), ...(opts.metadata ? ['metadata'] : []), ...(opts.initialState ? ['initial_state'] : [])].join(', ');
    let statement = this.statements.get(columns);
    if (!statement) {
      statement = this.db.prepare<[string], Record<string, string>>(`SELECT ${columns} FROM matches WHERE match_id = ?`);
      this.statements.set(columns, statement);
    }
    return statement;
  }
}
