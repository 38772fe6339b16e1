import Database from 'better-sqlite3';
import { schemaVersionOf } from '../../../server/store/store-schema.ts';

/** A SQLite store's layout as a Tablewright from before schema versions (user_version 0) left it. */
export interface OldLayout {
  name: string;
  ddl: string;
}

const FIRST_MATCHES = `
CREATE TABLE matches (
  match_id      TEXT PRIMARY KEY,
  game_name     TEXT NOT NULL,
  state_id      INTEGER NOT NULL,
  state         TEXT NOT NULL,
  initial_state TEXT NOT NULL,
  metadata      TEXT NOT NULL,
  gameover      INTEGER NOT NULL,
  updated_at    INTEGER NOT NULL`;
const LOG = `
CREATE TABLE log_entries (
  id       INTEGER PRIMARY KEY AUTOINCREMENT,
  match_id TEXT NOT NULL,
  state_id INTEGER NOT NULL,
  entry    TEXT NOT NULL
);
CREATE INDEX log_by_match ON log_entries (match_id, id);`;
const BOTS = `
CREATE TABLE bot_seats (
  match_id  TEXT NOT NULL,
  player_id TEXT NOT NULL,
  game_name TEXT NOT NULL,
  credentials TEXT NOT NULL,
  PRIMARY KEY (match_id, player_id)
);`;
const CONTENT = `
CREATE TABLE content_versions (
  game       TEXT NOT NULL,
  hash       TEXT NOT NULL,
  json       TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (game, hash)
);`;
const LISTED = `
CREATE INDEX matches_listed ON matches (game_name, unlisted, updated_at, match_id);
CREATE INDEX matches_listed_by_end ON matches (game_name, unlisted, gameover, updated_at, match_id);`;
const LIVE = `
CREATE INDEX matches_live ON matches (updated_at) WHERE gameover = 0;`;
const chat = (stateID: string) => `
CREATE TABLE chat_messages (
  seq      INTEGER PRIMARY KEY AUTOINCREMENT,
  match_id TEXT NOT NULL,
  msg_id   TEXT NOT NULL,
  sender   TEXT NOT NULL,
  payload  TEXT NOT NULL,
  at       INTEGER NOT NULL${stateID}
);
CREATE INDEX chat_by_match ON chat_messages (match_id, seq);`;

/** Every layout the store had before versions, oldest first, each written out as its Tablewright made it (git history of store-schema.ts). */
export const OLD_LAYOUTS: OldLayout[] = [
  {
    name: 'the first store: no unlisted, no content hash, the matches_by_game index, no bots, content or chat',
    ddl: `${FIRST_MATCHES}\n);\nCREATE INDEX matches_by_game ON matches (game_name, updated_at);${LOG}`,
  },
  {
    name: 'bots and the listing indexes, before content versions',
    ddl: `${FIRST_MATCHES},\n  unlisted INTEGER NOT NULL DEFAULT 0\n);${LOG}${BOTS}${LISTED}`,
  },
  {
    name: 'content versions, before the live index and kept chat',
    ddl: `${FIRST_MATCHES},\n  unlisted INTEGER NOT NULL DEFAULT 0,\n  content_hash TEXT\n);${LOG}${CONTENT}${BOTS}${LISTED}`,
  },
  {
    name: 'kept chat without its state numbers',
    ddl: `${FIRST_MATCHES},\n  unlisted INTEGER NOT NULL DEFAULT 0,\n  content_hash TEXT\n);${LOG}${CONTENT}${BOTS}${chat('')}${LISTED}${LIVE}`,
  },
  {
    name: 'the last layout before versions',
    ddl: `${FIRST_MATCHES},\n  unlisted INTEGER NOT NULL DEFAULT 0,\n  content_hash TEXT\n);${LOG}${CONTENT}${BOTS}${chat(',\n  state_id INTEGER')}${LISTED}${LIVE}`,
  },
];

const names = (db: Database.Database, sql: string) => db.prepare<[], { name: string }>(sql).all().map((r) => r.name);

/**
 * Writes `layout` into a new file and copies into it every row of `source` (a current store)
 * that its tables and columns can hold, as that Tablewright would have kept them.
 */
export function writeOldStore(file: string, layout: OldLayout, source: string): void {
  const db = new Database(file);
  try {
    db.pragma('journal_mode = WAL');
    db.exec(layout.ddl);
    db.prepare('ATTACH DATABASE ? AS source').run(source);
    for (const table of names(db, `SELECT name FROM main.sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`)) {
      const theirs = new Set(names(db, `PRAGMA source.table_info(${table})`));
      const columns = names(db, `PRAGMA main.table_info(${table})`).filter((c) => theirs.has(c)).join(', ');
      db.exec(`INSERT INTO main.${table} (${columns}) SELECT ${columns} FROM source.${table}`);
    }
    db.exec('DETACH DATABASE source');
  } finally {
    db.close();
  }
}

/** A store's tables with their columns and its indexes, to compare a migrated store with a new one. */
export function layoutOf(file: string): { tables: Record<string, string[]>; indexes: string[] } {
  const db = new Database(file, { readonly: true });
  try {
    const tables = names(db, `SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name`);
    return {
      tables: Object.fromEntries(tables.map((t) => [t, names(db, `PRAGMA table_info(${t})`)])),
      indexes: names(db, `SELECT name FROM sqlite_master WHERE type = 'index' ORDER BY name`),
    };
  } finally {
    db.close();
  }
}

/** A store file's schema version, read without changing it. */
export function versionOf(file: string): number {
  const db = new Database(file, { readonly: true });
  try {
    return schemaVersionOf(db);
  } finally {
    db.close();
  }
}
