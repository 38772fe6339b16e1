import type { Sql } from 'postgres';
import { NewerStoreError } from '../newer-store-error.ts';
import { transaction } from './postgres-writes.ts';

/**
 * The schema, one migration per version, applied in order on start (in one transaction) and never edited once
 * shipped: a store made by an older Tablewright is brought up to date by the ones it lacks.
 * The tables mirror the SQLite store's (sqlite-migrations.ts): one row per match, the log
 * append-only in a table of its own, two listing indexes that serve a lobby page by reading
 * only its rows, one of the live matches, the content versions and the bots' seats; and, with
 * no SQLite counterpart, each process's share of the seats' presence. States and metadata are
 * text: the store writes and reads them whole, so PostgreSQL has no reason to parse them.
 */
const MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE matches (
    match_id      TEXT PRIMARY KEY,
    game_name     TEXT NOT NULL,
    state_id      INTEGER NOT NULL,
    state         TEXT NOT NULL,
    initial_state TEXT NOT NULL,
    metadata      TEXT NOT NULL,
    gameover      BOOLEAN NOT NULL,
    updated_at    BIGINT NOT NULL,
    unlisted      BOOLEAN NOT NULL DEFAULT FALSE,
    content_hash  TEXT
  );
  CREATE TABLE log_entries (
    id       BIGSERIAL PRIMARY KEY,
    match_id TEXT NOT NULL,
    state_id INTEGER NOT NULL,
    entry    TEXT NOT NULL
  );
  CREATE INDEX log_by_match ON log_entries (match_id, id);
  CREATE INDEX matches_listed ON matches (game_name, unlisted, updated_at DESC, match_id DESC);
  CREATE INDEX matches_listed_by_end ON matches (game_name, unlisted, gameover, updated_at DESC, match_id DESC);
  CREATE TABLE content_versions (
    game       TEXT NOT NULL,
    hash       TEXT NOT NULL,
    json       TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    PRIMARY KEY (game, hash)
  );
  CREATE TABLE bot_seats (
    match_id    TEXT NOT NULL,
    player_id   TEXT NOT NULL,
    game_name   TEXT NOT NULL,
    credentials TEXT NOT NULL,
    PRIMARY KEY (match_id, player_id)
  );
  `,
  // Presence across processes: which process holds sockets on which seat, with the credentials
  // they synced with. A process's number is its advisory lock's key (process-lock.ts).
  `
  CREATE SEQUENCE server_process_numbers AS INTEGER;
  CREATE TABLE seat_presence (
    match_id    TEXT NOT NULL,
    player_id   TEXT NOT NULL,
    process_no  INTEGER NOT NULL,
    credentials TEXT NOT NULL,
    PRIMARY KEY (match_id, player_id, process_no)
  );
  CREATE INDEX presence_by_process ON seat_presence (process_no);
  `,
  // The server's cap on live matches counts along this one: matches not over, by when they were last touched.
  `
  CREATE INDEX matches_live ON matches (updated_at) WHERE NOT gameover;
  `,
  // The talk kept with each match, trimmed to its latest messages as new ones come (chat-log.ts).
  `
  CREATE TABLE chat_messages (
    seq      BIGSERIAL PRIMARY KEY,
    match_id TEXT NOT NULL,
    msg_id   TEXT NOT NULL,
    sender   TEXT NOT NULL,
    payload  TEXT NOT NULL,
    at       BIGINT NOT NULL
  );
  CREATE INDEX chat_by_match ON chat_messages (match_id, seq);
  `,
  // Each message's state number when the server took it, so a replay places it between moves; older rows keep null.
  `
  ALTER TABLE chat_messages ADD COLUMN state_id INTEGER;
  `,
];

// Any constant both processes agree on: processes starting together take turns migrating.
const MIGRATION_LOCK = 0x7461626c;

/** Applies the migrations the database lacks; answers how many ran. A database a newer Tablewright migrated is refused (NewerStoreError), untouched. */
export async function migrate(sql: Sql, where: string): Promise<number> {
  return transaction(sql, async (tx) => {
    await tx`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`;
    await tx`CREATE TABLE IF NOT EXISTS tablewright_migrations (version INTEGER PRIMARY KEY, applied_at BIGINT NOT NULL)`;
    const [{ version }] = await tx<{ version: number | null }[]>`SELECT max(version) AS version FROM tablewright_migrations`;
    const applied = version ?? 0;
    if (applied > MIGRATIONS.length) {
      throw new NewerStoreError(where, applied, MIGRATIONS.length);
    }
    for (let v = applied + 1; v <= MIGRATIONS.length; v++) {
      await tx.unsafe(MIGRATIONS[v - 1]);
      await tx`INSERT INTO tablewright_migrations (version, applied_at) VALUES (${v}, ${Date.now()})`;
    }
    return MIGRATIONS.length - applied;
  });
}

/** The schema version this Tablewright brings a database to. */
export const SCHEMA_VERSION = MIGRATIONS.length;
