import { existsSync, statSync } from 'node:fs';
import Database from 'better-sqlite3';
import type { Server, State } from 'boardgame.io';
import { closestWord } from '../../games/kit/content/closest-word.ts';
import { CHAT_COLUMNS, chatOfRow, type ChatRow, type KeptChat } from '../store/chat-log.ts';
import { contentVersionOf, type StoredContent } from '../store/content-versions.ts';
import { newerStoreMessage } from '../store/newer-store-error.ts';
import { SQLITE_SCHEMA_VERSION } from '../store/sqlite-migrations.ts';
import { isDamage } from '../store/store-errors.ts';
import { schemaVersionOf } from '../store/store-schema.ts';

/** A match as the store keeps it, read without changing the file. */
export interface StoredMatch {
  matchID: string;
  gameName: string;
  metadata: Server.MatchData;
  initialState: State;
  /** The state kept in the match's row: the match's own, or some moves behind it, with `tail` after it (log-tail.ts). */
  state: State;
  /** Every log entry, oldest first, as parsed JSON (checked by loggedActions). */
  log: unknown[];
  /** The end of `log` that `state` does not include yet: the server kept those moves in the log only. */
  tail: unknown[];
}

/** A match in the listing of `tablewright replay --list`. */
export interface MatchSummary {
  matchID: string;
  gameName: string;
  stateID: number;
  entries: number;
  gameover: boolean;
  updatedAt: number;
}

/** Why the store cannot answer: each reason has a message a person can act on. */
export class StoreReadError extends Error {
  constructor(
    readonly reason: 'missing' | 'damaged' | 'not-a-store' | 'newer-store' | 'unknown-match' | 'unknown-game',
    message: string,
  ) {
    super(message);
    this.name = 'StoreReadError';
  }
}

interface Row {
  game_name: string;
  state: string;
  initial_state: string;
  metadata: string;
  replay_from: number | null;
}

/**
 * The store opened read-only: a running server keeps writing undisturbed (WAL lets a reader
 * see the last committed moves), and a replay can never change a match.
 */
export class StoreReader {
  private readonly db: Database.Database;
  /** The store keeps content versions (a store from before them has none). */
  private readonly versioned: boolean;
  /** The store keeps chat (a store from before it has none). */
  private readonly talks: boolean;
  /** The columns its chat is read from: a store from before state numbers were kept has none to read (opened read-only, it is not migrated). */
  private readonly chatColumns: string;
  /** The store may keep a state behind its log (schema version 2 on): the column that says from where. */
  private readonly replayFrom: string;

  constructor(readonly file: string) {
    if (!existsSync(file) || !statSync(file).isFile()) {
      throw new StoreReadError('missing', `no store at ${file}; give the server's store with --db FILE (tablewright serve keeps it in data/tablewright.sqlite)`);
    }
    this.db = this.guard(() => new Database(file, { readonly: true, fileMustExist: true }));
    const tables = this.guard(() => this.db.prepare<[], { name: string }>(`SELECT name FROM sqlite_master WHERE type = 'table'`).all()).map((t) => t.name);
    if (!tables.includes('matches') || !tables.includes('log_entries')) {
      this.db.close();
      throw new StoreReadError('not-a-store', `${file} is an SQLite file but not a Tablewright store (it has no matches and log_entries tables)`);
    }
    // An older store is read as it is (read-only, never migrated); a newer one may keep its matches in ways this Tablewright cannot read.
    const version = this.guard(() => schemaVersionOf(this.db));
    if (version > SQLITE_SCHEMA_VERSION) {
      this.db.close();
      throw new StoreReadError('newer-store', newerStoreMessage(file, version, SQLITE_SCHEMA_VERSION));
    }
    const columns = this.guard(() => this.db.prepare<[], { name: string }>('PRAGMA table_info(matches)').all()).map((c) => c.name);
    this.versioned = tables.includes('content_versions') && columns.includes('content_hash');
    this.replayFrom = columns.includes('replay_from') ? 'replay_from' : 'NULL AS replay_from';
    this.talks = tables.includes('chat_messages');
    const placed = this.talks && this.guard(() => this.db.prepare<[], { name: string }>('PRAGMA table_info(chat_messages)').all()).some((c) => c.name === 'state_id');
    this.chatColumns = placed ? CHAT_COLUMNS : 'msg_id, sender, payload, at, NULL AS state_id';
  }

  /** The talk kept with the match, oldest first (none from a store older than kept chat). */
  chat(matchID: string): KeptChat[] {
    if (!this.talks) return [];
    return this.guard(() =>
      this.db.prepare<[string], ChatRow>(`SELECT ${this.chatColumns} FROM chat_messages WHERE match_id = ? ORDER BY seq`).all(matchID).map(chatOfRow),
    );
  }

  /** The content version the match was created from, if the store kept one. */
  contentVersion(matchID: string): StoredContent | undefined {
    return this.versioned ? this.guard(() => contentVersionOf(this.db, matchID)) : undefined;
  }

  close(): void {
    this.db.close();
  }

  match(matchID: string): StoredMatch {
    const row = this.guard(() =>
      this.db.prepare<[string], Row>(`SELECT game_name, state, initial_state, metadata, ${this.replayFrom} FROM matches WHERE match_id = ?`).get(matchID),
    );
    if (!row) throw new StoreReadError('unknown-match', this.unknownMatchMessage(matchID));
    const log = this.guard(() =>
      this.db.prepare<[string], { id: number; entry: string }>('SELECT id, entry FROM log_entries WHERE match_id = ? ORDER BY id').all(matchID),
    );
    const entries = log.map((r, i) => this.json<unknown>(r.entry, `log entry ${i + 1} of match ${matchID}`));
    const tailFrom = row.replay_from === null ? log.length : log.findIndex((r) => r.id > row.replay_from!);
    return {
      matchID,
      gameName: row.game_name,
      metadata: this.json(row.metadata, `the metadata of match ${matchID}`),
      initialState: this.json(row.initial_state, `the initial state of match ${matchID}`),
      state: this.json(row.state, `the state of match ${matchID}`),
      log: entries,
      tail: tailFrom < 0 ? [] : entries.slice(tailFrom),
    };
  }

  /** Every match, most recently updated first. */
  list(): MatchSummary[] {
    const rows = this.guard(() =>
      this.db
        .prepare<[], { match_id: string; game_name: string; state_id: number; gameover: number; updated_at: number; entries: number }>(
          `SELECT m.match_id, m.game_name, m.state_id, m.gameover, m.updated_at,
                  (SELECT count(*) FROM log_entries l WHERE l.match_id = m.match_id) AS entries
           FROM matches m ORDER BY m.updated_at DESC, m.match_id`,
        )
        .all(),
    );
    return rows.map((r) => ({
      matchID: r.match_id,
      gameName: r.game_name,
      stateID: r.state_id,
      entries: r.entries,
      gameover: r.gameover === 1,
      updatedAt: r.updated_at,
    }));
  }

  private unknownMatchMessage(matchID: string): string {
    const ids = this.list().map((m) => m.matchID);
    const near = [...new Set([closestWord(matchID, ids), ...ids.filter((id) => matchID.length >= 3 && id.startsWith(matchID))])]
      .filter((id): id is string => id !== undefined)
      .slice(0, 5);
    const hint = near.length > 0 ? `; did you mean ${near.join(', ')}?` : ids.length === 0 ? '; the store holds no match' : '';
    return `no match ${matchID} in ${this.file}${hint} (tablewright replay --list --db ${this.file} lists them)`;
  }

  private json<T>(text: string, what: string): T {
    try {
      return JSON.parse(text) as T;
    } catch {
      throw new StoreReadError('damaged', `${what} in ${this.file} is not JSON: the store is damaged or was written by something else`);
    }
  }

  private guard<T>(work: () => T): T {
    try {
      return work();
    } catch (error) {
      if (isDamage(error)) throw new StoreReadError('damaged', `${this.file} cannot be read as a store (${(error as Error).message}); restore it from a backup`);
      throw error;
    }
  }
}
