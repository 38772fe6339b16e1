import type Database from 'better-sqlite3';
import { NewerStoreError } from './newer-store-error.ts';
import { SQLITE_MIGRATIONS, type SqliteMigration } from './sqlite-migrations.ts';

/** The schema version of a SQLite store: 0 for an empty file, or one a Tablewright from before versions wrote. */
export const schemaVersionOf = (db: Database.Database): number => db.pragma('user_version', { simple: true }) as number;

function refuseNewer(db: Database.Database, where: string, known: number): number {
  const found = schemaVersionOf(db);
  if (found > known) throw new NewerStoreError(where, found, known);
  return found;
}

/**
 * Brings the store to the schema this Tablewright writes (sqlite-migrations.ts): creates it
 * in an empty file, runs the migrations an older store lacks, and refuses a store a newer
 * Tablewright wrote (NewerStoreError) before anything is written to it. Each migration runs
 * in a write transaction with its version bump, so one that fails leaves the store at its last
 * good version; the version is read again inside the write lock, so another process opening
 * the same file at once (a backup, a second server) never runs a migration twice.
 */
export function prepareSchema(db: Database.Database, where = 'the store', migrations: readonly SqliteMigration[] = SQLITE_MIGRATIONS): void {
  const step = db.transaction(() => {
    const at = refuseNewer(db, where, migrations.length);
    if (at === migrations.length) return;
    migrations[at](db);
    db.pragma(`user_version = ${at + 1}`);
  });
  while (refuseNewer(db, where, migrations.length) < migrations.length) step.immediate();
}

/** The statements SqliteStore runs on the matches, its log and its bots, prepared once. */
export function prepareStatements(db: Database.Database) {
  return {
    insertMatch: db.prepare(
      `INSERT INTO matches (match_id, game_name, state_id, state, initial_state, metadata, gameover, updated_at, unlisted, content_hash, replay_from)
       VALUES (@matchID, @gameName, @stateID, @state, @state, @metadata, @gameover, @updatedAt, @unlisted, @contentHash, 0)`,
    ),
    selectMetadata: db.prepare<[string], { metadata: string }>('SELECT metadata FROM matches WHERE match_id = ?'),
    selectStateId: db.prepare<[string], { state_id: number }>('SELECT state_id FROM matches WHERE match_id = ?'),
    updateState: db.prepare('UPDATE matches SET state_id = ?, state = ?, replay_from = ? WHERE match_id = ?'),
    updateStateId: db.prepare('UPDATE matches SET state_id = ? WHERE match_id = ?'),
    updateMetadata: db.prepare('UPDATE matches SET metadata = ?, gameover = ?, updated_at = ?, unlisted = ? WHERE match_id = ?'),
    updateMove: db.prepare('UPDATE matches SET state_id = ?, state = ?, replay_from = ?, metadata = ?, gameover = ?, updated_at = ?, unlisted = ? WHERE match_id = ?'),
    updateMoveLogged: db.prepare('UPDATE matches SET state_id = ?, metadata = ?, gameover = ?, updated_at = ?, unlisted = ? WHERE match_id = ?'),
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
