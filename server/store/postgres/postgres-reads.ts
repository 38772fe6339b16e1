import type { LogEntry, State } from 'boardgame.io';
import type { Sql } from 'postgres';

// The columns memory does not keep (hot-matches.ts): each read goes to the database.

/** A match's initial state, or undefined for no such match. */
export async function readInitialState(sql: Sql, matchID: string): Promise<State | undefined> {
  const [row] = await sql<{ initial_state: string }[]>`SELECT initial_state FROM matches WHERE match_id = ${matchID}`;
  return row ? (JSON.parse(row.initial_state) as State) : undefined;
}

/** A match's whole log, oldest first. */
export async function readLog(sql: Sql, matchID: string): Promise<LogEntry[]> {
  const rows = await sql<{ entry: string }[]>`SELECT entry FROM log_entries WHERE match_id = ${matchID} ORDER BY id`;
  return rows.map((r) => JSON.parse(r.entry) as LogEntry);
}

/** The last `count` entries of a match's log, oldest first, read backwards along log_by_match. */
export async function readRecentLog(sql: Sql, matchID: string, count: number): Promise<LogEntry[]> {
  const rows = await sql<{ entry: string }[]>`
    SELECT entry FROM (SELECT id, entry FROM log_entries WHERE match_id = ${matchID} ORDER BY id DESC LIMIT ${count}) recent ORDER BY id`;
  return rows.map((r) => JSON.parse(r.entry) as LogEntry);
}
