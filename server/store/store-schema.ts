import type Database from 'better-sqlite3';

// One row per match; the log is a separate append-only table, one row per deltalog entry,
// so a move adds rows and never rewrites the history before it. The two listing indexes
// serve a lobby page, with or without the gameover filter, newest first, by reading only
// the rows on that page: a page costs the same with ten matches or ten thousand. The live
// index holds only matches not over, by when they were last touched: the server's cap on live
// matches counts along it. Each match names the content version it was made from
// (content_versions, by game and hash). The kept chat is its own table too, trimmed to the
// latest messages of each match as new ones come (chat-log.ts).
const SCHEMA = `
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

const LISTING_INDEXES = `
DROP INDEX IF EXISTS matches_by_game;
CREATE INDEX IF NOT EXISTS matches_listed ON matches (game_name, unlisted, updated_at, match_id);
CREATE INDEX IF NOT EXISTS matches_listed_by_end ON matches (game_name, unlisted, gameover, updated_at, match_id);
CREATE INDEX IF NOT EXISTS matches_live ON matches (updated_at) WHERE gameover = 0;
`;

/** Creates the tables, and brings a store written by an older Tablewright up to date. */
export function prepareSchema(db: Database.Database): void {
  db.exec(SCHEMA);
  const columns = db.prepare<[], { name: string }>('PRAGMA table_info(matches)').all().map((c) => c.name);
  if (!columns.includes('unlisted')) {
    db.transaction(() => {
      db.exec('ALTER TABLE matches ADD COLUMN unlisted INTEGER NOT NULL DEFAULT 0');
      db.exec(`UPDATE matches SET unlisted = coalesce(json_extract(metadata, '$.unlisted'), 0) = 1`);
    })();
  }
  // A store from before content versions: its matches get the content the server starts with.
  if (!columns.includes('content_hash')) db.exec('ALTER TABLE matches ADD COLUMN content_hash TEXT');
  // A store from before chat kept its state number: its old messages read as not placed (null).
  const chatColumns = db.prepare<[], { name: string }>('PRAGMA table_info(chat_messages)').all().map((c) => c.name);
  if (!chatColumns.includes('state_id')) db.exec('ALTER TABLE chat_messages ADD COLUMN state_id INTEGER');
  db.exec(LISTING_INDEXES);
}

/** The statements SqliteStore runs on the matches, its log and its bots, prepared once. */
export function prepareStatements(db: Database.Database) {
  return {
    insertMatch: db.prepare(
      `INSERT INTO matches (match_id, game_name, state_id, state, initial_state, metadata, gameover, updated_at, unlisted, content_hash)
       VALUES (@matchID, @gameName, @stateID, @state, @state, @metadata, @gameover, @updatedAt, @unlisted, @contentHash)`,
    ),
    selectMetadata: db.prepare<[string], { metadata: string }>('SELECT metadata FROM matches WHERE match_id = ?'),
    selectStateId: db.prepare<[string], { state_id: number }>('SELECT state_id FROM matches WHERE match_id = ?'),
    selectState: db.prepare<[string], { state: string }>('SELECT state FROM matches WHERE match_id = ?'),
    updateState: db.prepare('UPDATE matches SET state_id = ?, state = ? WHERE match_id = ?'),
    updateMetadata: db.prepare('UPDATE matches SET metadata = ?, gameover = ?, updated_at = ?, unlisted = ? WHERE match_id = ?'),
    appendLog: db.prepare('INSERT INTO log_entries (match_id, state_id, entry) VALUES (?, ?, ?)'),
    selectLog: db.prepare<[string], { entry: string }>('SELECT entry FROM log_entries WHERE match_id = ? ORDER BY id'),
    selectRecentLog: db.prepare<[string, number], { entry: string }>(
      'SELECT entry FROM (SELECT id, entry FROM log_entries WHERE match_id = ? ORDER BY id DESC LIMIT ?) ORDER BY id',
    ),
    deleteMatch: db.prepare('DELETE FROM matches WHERE match_id = ?'),
    deleteLog: db.prepare('DELETE FROM log_entries WHERE match_id = ?'),
    deleteBots: db.prepare('DELETE FROM bot_seats WHERE match_id = ?'),
    deleteChat: db.prepare('DELETE FROM chat_messages WHERE match_id = ?'),
    connectedRows: db.prepare<[], { match_id: string; metadata: string }>(
      `SELECT match_id, metadata FROM matches WHERE metadata LIKE '%"isConnected":true%'`,
    ),
    setMetadataOnly: db.prepare('UPDATE matches SET metadata = ? WHERE match_id = ?'),
  };
}
