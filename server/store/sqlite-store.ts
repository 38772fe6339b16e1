import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { Async } from 'boardgame.io/internal';
import type { LogEntry, Server, State, StorageAPI } from 'boardgame.io';
import { withSeatTable } from '../harden/seat-table.ts';
import { StaleStateError, UnknownMatchError } from './stale-state-error.ts';

export const DEFAULT_DB_FILE = 'data/tablewright.sqlite';

// One row per match; the log is a separate append-only table, one row per deltalog entry,
// so a move adds rows and never rewrites the history before it.
const SCHEMA = `
CREATE TABLE IF NOT EXISTS matches (
  match_id      TEXT PRIMARY KEY,
  game_name     TEXT NOT NULL,
  state_id      INTEGER NOT NULL,
  state         TEXT NOT NULL,
  initial_state TEXT NOT NULL,
  metadata      TEXT NOT NULL,
  gameover      INTEGER NOT NULL,
  updated_at    INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS matches_by_game ON matches (game_name, updated_at);
CREATE TABLE IF NOT EXISTS log_entries (
  id       INTEGER PRIMARY KEY AUTOINCREMENT,
  match_id TEXT NOT NULL,
  state_id INTEGER NOT NULL,
  entry    TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS log_by_match ON log_entries (match_id, id);
`;

interface MatchRow {
  state_id: number;
  state: string;
}

/** G, ctx and each plugin's data: what a state means, without the plugin APIs a rejected move leaves in it. */
function content(state: State): string {
  const plugins = Object.fromEntries(Object.entries(state.plugins ?? {}).map(([name, p]) => [name, p?.data]));
  return JSON.stringify({ G: state.G, ctx: state.ctx, plugins });
}

const sameContent = (a: State, b: State) => content(a) === content(b);

const isGameover = (metadata: Server.MatchData) => metadata.gameover !== undefined && metadata.gameover !== null;

/**
 * boardgame.io's asynchronous storage on one SQLite file. Every write is a transaction that
 * is on disk when the call returns (WAL, synchronous=FULL), so a server killed with SIGKILL
 * keeps every move it acknowledged. The work happens synchronously inside each call, so the
 * writes Master issues back to back (setState, then setMetadata) run in that order.
 */
export class SqliteStore extends Async {
  readonly file: string;
  private readonly db: Database.Database;
  private readonly statements;

  constructor(file: string = DEFAULT_DB_FILE) {
    super();
    this.file = file;
    if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = FULL');
    this.db.pragma('busy_timeout = 5000');
    this.db.exec(SCHEMA);
    this.statements = {
      insertMatch: this.db.prepare(
        `INSERT INTO matches (match_id, game_name, state_id, state, initial_state, metadata, gameover, updated_at)
         VALUES (@matchID, @gameName, @stateID, @state, @state, @metadata, @gameover, @updatedAt)`,
      ),
      selectState: this.db.prepare<[string], MatchRow>('SELECT state_id, state FROM matches WHERE match_id = ?'),
      updateState: this.db.prepare('UPDATE matches SET state_id = ?, state = ? WHERE match_id = ?'),
      updateMetadata: this.db.prepare(
        'UPDATE matches SET metadata = ?, gameover = ?, updated_at = ? WHERE match_id = ?',
      ),
      appendLog: this.db.prepare('INSERT INTO log_entries (match_id, state_id, entry) VALUES (?, ?, ?)'),
      selectLog: this.db.prepare<[string], { entry: string }>(
        'SELECT entry FROM log_entries WHERE match_id = ? ORDER BY id',
      ),
      selectColumns: this.db.prepare<[string], { state: string; metadata: string; initial_state: string }>(
        'SELECT state, metadata, initial_state FROM matches WHERE match_id = ?',
      ),
      deleteMatch: this.db.prepare('DELETE FROM matches WHERE match_id = ?'),
      deleteLog: this.db.prepare('DELETE FROM log_entries WHERE match_id = ?'),
    };
  }

  connect(): void {}

  close(): void {
    this.db.close();
  }

  override async createMatch(matchID: string, { initialState, metadata }: StorageAPI.CreateMatchOpts): Promise<void> {
    this.statements.insertMatch.run({
      matchID,
      gameName: metadata.gameName,
      stateID: initialState._stateID,
      state: JSON.stringify(initialState),
      metadata: JSON.stringify(metadata),
      gameover: isGameover(metadata) ? 1 : 0,
      updatedAt: metadata.updatedAt,
    });
  }

  /**
   * Compare-and-set: the new state must be newer than the stored one. Writing back the state
   * already stored is a no-op: after a rejected move boardgame.io writes the same state (same
   * _stateID, same G and ctx, plus plugin APIs it forgot to strip). Anything else not newer
   * is refused with StaleStateError.
   */
  async setState(matchID: string, state: State, deltalog?: LogEntry[]): Promise<void> {
    const json = JSON.stringify(state);
    this.db.transaction(() => {
      const stored = this.statements.selectState.get(matchID);
      if (!stored) throw new UnknownMatchError(matchID);
      if (state._stateID <= stored.state_id) {
        if (state._stateID === stored.state_id && !deltalog?.length && sameContent(state, JSON.parse(stored.state))) return;
        throw new StaleStateError(matchID, stored.state_id, state._stateID);
      }
      this.statements.updateState.run(state._stateID, json, matchID);
      for (const entry of deltalog ?? []) {
        this.statements.appendLog.run(matchID, entry._stateID, JSON.stringify(entry));
      }
    }).immediate();
  }

  /**
   * A gameover in the metadata is kept only if the stored state has ended too: Master writes
   * the metadata right after the state, and a refused state must not end the match in the lobby.
   */
  async setMetadata(matchID: string, metadata: Server.MatchData): Promise<void> {
    this.db.transaction(() => {
      const stored = this.statements.selectState.get(matchID);
      if (!stored) throw new UnknownMatchError(matchID);
      let written = metadata;
      if (isGameover(metadata) && (JSON.parse(stored.state) as State).ctx.gameover === undefined) {
        const { gameover: _refused, ...rest } = metadata;
        written = rest;
      }
      this.statements.updateMetadata.run(
        JSON.stringify(written),
        isGameover(written) ? 1 : 0,
        written.updatedAt,
        matchID,
      );
    }).immediate();
  }

  async fetch<O extends StorageAPI.FetchOpts>(matchID: string, opts: O): Promise<StorageAPI.FetchResult<O>> {
    const row = this.statements.selectColumns.get(matchID);
    const result: Partial<StorageAPI.FetchFields> = {};
    if (opts.state) result.state = row ? JSON.parse(row.state) : undefined;
    // Every reader (the lobby routes, Master) indexes the seats with a client's playerID.
    if (opts.metadata) result.metadata = row ? withSeatTable(JSON.parse(row.metadata)) : undefined;
    if (opts.initialState) result.initialState = row ? JSON.parse(row.initial_state) : undefined;
    if (opts.log) {
      result.log = this.statements.selectLog.all(matchID).map((r) => JSON.parse(r.entry) as LogEntry);
    }
    return result as StorageAPI.FetchResult<O>;
  }

  async wipe(matchID: string): Promise<void> {
    this.db.transaction(() => {
      this.statements.deleteLog.run(matchID);
      this.statements.deleteMatch.run(matchID);
    }).immediate();
  }

  override async listMatches(opts: StorageAPI.ListMatchesOpts = {}): Promise<string[]> {
    const clauses: string[] = [];
    const params: (string | number)[] = [];
    if (opts.gameName !== undefined) {
      clauses.push('game_name = ?');
      params.push(opts.gameName);
    }
    const where = opts.where ?? {};
    if (where.isGameover !== undefined) {
      clauses.push('gameover = ?');
      params.push(where.isGameover ? 1 : 0);
    }
    if (where.updatedBefore !== undefined) {
      clauses.push('updated_at < ?');
      params.push(where.updatedBefore);
    }
    if (where.updatedAfter !== undefined) {
      clauses.push('updated_at > ?');
      params.push(where.updatedAfter);
    }
    const sql = `SELECT match_id FROM matches${clauses.length ? ` WHERE ${clauses.join(' AND ')}` : ''} ORDER BY updated_at, match_id`;
    return this.db
      .prepare<(string | number)[], { match_id: string }>(sql)
      .all(...params)
      .map((r) => r.match_id);
  }
}
