import type { Server } from 'boardgame.io';
import type { Sql } from 'postgres';
import type { ListingPage, ListingQuery, MatchFilter } from '../match-listing.ts';
import type { LiveCount } from '../match-store.ts';

/** The filter's conditions as SQL fragments, joined by AND (TRUE for none). */
function conditions(sql: Sql, filter: MatchFilter) {
  const parts = [
    filter.gameName === undefined ? undefined : sql`game_name = ${filter.gameName}`,
    filter.isGameover === undefined ? undefined : sql`gameover = ${filter.isGameover}`,
    filter.updatedBefore === undefined ? undefined : sql`updated_at < ${filter.updatedBefore}`,
    filter.updatedAfter === undefined ? undefined : sql`updated_at > ${filter.updatedAfter}`,
  ].filter((part) => part !== undefined);
  return parts.reduce((all, part) => sql`${all} AND ${part}`, sql`TRUE`);
}

/**
 * The listed matches of a game, newest first, one page at a time: the query walks a listing
 * index in order and stops after `limit` rows, as the SQLite store's (match-listing.ts).
 */
export async function listPage(sql: Sql, query: ListingQuery): Promise<ListingPage> {
  const after = query.after ? sql`AND (updated_at, match_id) < (${query.after.updatedAt}, ${query.after.matchID})` : sql``;
  const rows = await sql<{ match_id: string; metadata: string; updated_at: number }[]>`
    SELECT match_id, metadata, updated_at FROM matches
    WHERE ${conditions(sql, query)} AND unlisted = FALSE ${after}
    ORDER BY updated_at DESC, match_id DESC LIMIT ${query.limit}`;
  const matches = rows.map((r) => ({ matchID: r.match_id, metadata: JSON.parse(r.metadata) as Server.MatchData }));
  const last = rows.at(-1);
  return rows.length === query.limit && last ? { matches, next: { updatedAt: last.updated_at, matchID: last.match_id } } : { matches };
}

/** boardgame.io's listMatches: every match the filter takes, oldest update first. */
export async function listMatchIDs(sql: Sql, filter: MatchFilter): Promise<string[]> {
  const rows = await sql<{ match_id: string }[]>`SELECT match_id FROM matches WHERE ${conditions(sql, filter)} ORDER BY updated_at, match_id`;
  return rows.map((r) => r.match_id);
}

/** Matches not over and touched after `touchedAfter`, counted up to `atMost` along the partial index matches_live. */
export async function countLive(sql: Sql, touchedAfter: number, atMost: number): Promise<LiveCount> {
  const [{ count, oldest }] = await sql<{ count: number; oldest: number | null }[]>`
    SELECT count(*)::integer AS count, min(updated_at) AS oldest
    FROM (SELECT updated_at FROM matches WHERE NOT gameover AND updated_at > ${touchedAfter} ORDER BY updated_at LIMIT ${atMost}) live`;
  return oldest === null ? { count } : { count, oldestTouch: oldest };
}
