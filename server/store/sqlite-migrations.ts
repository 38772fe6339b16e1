import type Database from 'better-sqlite3';

/** One step of the SQLite store's schema: run in a write transaction with its version bump (store-schema.ts). */
export type SqliteMigration = (db: Database.Database) => void;

// One row per match; the log is a separate append-only table, one row per deltalog entry,
// so a move adds rows and never rewrites the history before it. The two listing indexes
// serve a lobby page, with or without the gameover filter, newest first, by reading only
// the rows on that page: a page costs the same with ten matches or ten thousand. The live
// index holds only matches not over, by when they were last touched: the server's cap on live
// matches counts along it. Each match names the content version it was made from
// (content_versions, by game and hash). The kept chat is its own table too, trimmed to the
// latest messages of each match as new ones come (chat-log.ts).
const BASELINE_TABLES = `
CREATE TABLE IF NOT EXISTS matches (
  match_id      TEXT PRIMARY KEY,
  game_name     TEXT NOT NULL,
  state_id      INTEGER NOT NULL,
  state         TEXT NOT NULL,
  initial_state TEXT NOT NULL,
  metadata      TEXT NOT NULL,
  gameover      INTEGER NOT NULL,
  updated_at    INTEGER NOT NULL,
  unlisted      INTEGER NOT NULL DEFAULT 0,
  content_hash  TEXT
);
CREATE TABLE IF NOT EXISTS log_entries (
  id       INTEGER PRIMARY KEY AUTOINCREMENT,
  match_id TEXT NOT NULL,
  state_id INTEGER NOT NULL,
  entry    TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS log_by_match ON log_entries (match_id, id);
CREATE TABLE IF NOT EXISTS content_versions (
  game       TEXT NOT NULL,
  hash       TEXT NOT NULL,
  json       TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (game, hash)
);
CREATE TABLE IF NOT EXISTS bot_seats (
  match_id  TEXT NOT NULL,
  player_id TEXT NOT NULL,
  game_name TEXT NOT NULL,
  credentials TEXT NOT NULL,
  PRIMARY KEY (match_id, player_id)
);
CREATE TABLE IF NOT EXISTS chat_messages (
  seq      INTEGER PRIMARY KEY AUTOINCREMENT,
  match_id TEXT NOT NULL,
  msg_id   TEXT NOT NULL,
  sender   TEXT NOT NULL,
  payload  TEXT NOT NULL,
  at       INTEGER NOT NULL,
  state_id INTEGER
);
CREATE INDEX IF NOT EXISTS chat_by_match ON chat_messages (match_id, seq);
`;

const BASELINE_INDEXES = `
DROP INDEX IF EXISTS matches_by_game;
CREATE INDEX IF NOT EXISTS matches_listed ON matches (game_name, unlisted, updated_at, match_id);
CREATE INDEX IF NOT EXISTS matches_listed_by_end ON matches (game_name, unlisted, gameover, updated_at, match_id);
CREATE INDEX IF NOT EXISTS matches_live ON matches (updated_at) WHERE gameover = 0;
`;

const columnsOf = (db: Database.Database, table: string) => db.prepare<[], { name: string }>(`PRAGMA table_info(${table})`).all().map((c) => c.name);

/**
 * Version 1: the schema as it stood when versions began, made on an empty file and, on a file
 * from before versions (user_version 0), completed whatever older layout it has: the columns
 * added since the first store (unlisted, content_hash, the chat's state_id) and the listing
 * indexes that replaced matches_by_game. Every statement is safe on a store that has it already.
 */
const baseline: SqliteMigration = (db) => {
  db.exec(BASELINE_TABLES);
  const columns = columnsOf(db, 'matches');
  if (!columns.includes('unlisted')) {
    db.exec('ALTER TABLE matches ADD COLUMN unlisted INTEGER NOT NULL DEFAULT 0');
    db.exec(`UPDATE matches SET unlisted = coalesce(json_extract(metadata, '$.unlisted'), 0) = 1`);
  }
  // A store from before content versions: its matches get the content the server starts with.
  if (!columns.includes('content_hash')) db.exec('ALTER TABLE matches ADD COLUMN content_hash TEXT');
  // A store from before chat kept its state number: its old messages read as not placed (null).
  if (!columnsOf(db, 'chat_messages').includes('state_id')) db.exec('ALTER TABLE chat_messages ADD COLUMN state_id INTEGER');
  db.exec(BASELINE_INDEXES);
};

/**
 * Version 2: a match's row may keep a state some moves behind its log (log-tail.ts). `replay_from`
 * is the id of the last log entry the kept state includes: the entries after it are played again
 * on a read. NULL, as every row from before it reads, means the kept state is the match's own.
 * A Tablewright that knows only version 1 would take the kept state for the current one, so the
 * version bump makes it refuse the file.
 */
const logTail: SqliteMigration = (db) => {
  if (!columnsOf(db, 'matches').includes('replay_from')) db.exec('ALTER TABLE matches ADD COLUMN replay_from INTEGER');
};

/**
 * The SQLite store's schema, one migration per version (its place in the list plus one), kept
 * in the file's `PRAGMA user_version`. Append only, and never edit one once shipped: a store
 * made by an older Tablewright is brought up to date by running the ones it lacks, in order.
 * PostgreSQL's are postgres/postgres-schema.ts.
 */
export const SQLITE_MIGRATIONS: readonly SqliteMigration[] = [baseline, logTail];

/** The schema version this Tablewright brings a SQLite store to. */
export const SQLITE_SCHEMA_VERSION = SQLITE_MIGRATIONS.length;
