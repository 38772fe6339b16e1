import type Database from 'better-sqlite3';
import type { Server } from 'boardgame.io';
import type { LiveCount } from './match-store.ts';

/** Where a page of the listing starts: after this match, in newest-first order. */
export interface ListingCursor {
  updatedAt: number;
  matchID: string;
}

export interface ListingQuery extends MatchFilter {
  gameName: string;
  limit: number;
  after?: ListingCursor;
}

export interface ListingPage {
  matches: { matchID: string; metadata: Server.MatchData }[];
  /** The cursor of the next page, when there may be one. */
  next?: ListingCursor;
}

/** What boardgame.io's listMatches and the lobby's pages filter on. */
export interface MatchFilter {
  gameName?: string;
  isGameover?: boolean;
  updatedBefore?: number;
  updatedAfter?: number;
}

/** SQL conditions and their parameters for a filter. */
export function filterClauses(filter: MatchFilter): { clauses: string[]; params: (string | number)[] } {
  const clauses: string[] = [];
  const params: (string | number)[] = [];
  const add = (clause: string, value: string | number | undefined) => {
    if (value === undefined) return;
    clauses.push(clause);
    params.push(value);
  };
  add('game_name = ?', filter.gameName);
  add('gameover = ?', filter.isGameover === undefined ? undefined : Number(filter.isGameover));
  add('updated_at < ?', filter.updatedBefore);
  add('updated_at > ?', filter.updatedAfter);
  return { clauses, params };
}

/** The live matches, counted along the partial index matches_live (sqlite-migrations.ts) and no further than the bound. */
export const LIVE_COUNT_SQL =
  'SELECT count(*) AS count, min(updated_at) AS oldest FROM (SELECT updated_at FROM matches WHERE gameover = 0 AND updated_at > ? ORDER BY updated_at LIMIT ?)';

interface Row {
  match_id: string;
  metadata: string;
  updated_at: number;
}

/**
 * The listed matches of a game, newest first, one page at a time, and the count of live
 * matches. Each query walks an index in order and stops after `limit` rows, so its cost does
 * not grow with the store.
 */
export class MatchListing {
  private readonly statements = new Map<string, Database.Statement<unknown[], Row>>();
  private readonly liveCount: Database.Statement<[number, number], { count: number; oldest: number | null }>;

  constructor(private readonly db: Database.Database) {
    this.liveCount = db.prepare(LIVE_COUNT_SQL);
  }

  /** Matches not over and touched after `touchedAfter`, counted up to `atMost` along the live index. */
  live(touchedAfter: number, atMost: number): LiveCount {
    const { count, oldest } = this.liveCount.get(touchedAfter, atMost)!;
    return oldest === null ? { count } : { count, oldestTouch: oldest };
  }

  /** boardgame.io's listMatches: every match the filter takes, oldest update first. */
  ids(filter: MatchFilter): string[] {
    const { clauses, params } = filterClauses(filter);
    const sql = `SELECT match_id FROM matches${clauses.length ? ` WHERE ${clauses.join(' AND ')}` : ''} ORDER BY updated_at, match_id`;
    return this.db
      .prepare<(string | number)[], { match_id: string }>(sql)
      .all(...params)
      .map((r) => r.match_id);
  }

  page(query: ListingQuery): ListingPage {
    const { clauses, params } = filterClauses(query);
    clauses.push('unlisted = 0');
    if (query.after) {
      clauses.push('(updated_at, match_id) < (?, ?)');
      params.push(query.after.updatedAt, query.after.matchID);
    }
    const rows = this.statement(clauses).all(...params, query.limit);
    const matches = rows.map((r) => ({ matchID: r.match_id, metadata: JSON.parse(r.metadata) as Server.MatchData }));
    const last = rows.at(-1);
    return rows.length === query.limit && last ? { matches, next: { updatedAt: last.updated_at, matchID: last.match_id } } : { matches };
  }

  /** How SQLite runs a page query, for tests that pin the index use. */
  plan(query: ListingQuery): string[] {
    const sql = this.sql(['game_name = ?', 'unlisted = 0', ...(query.isGameover === undefined ? [] : ['gameover = ?']), '(updated_at, match_id) < (?, ?)']);
    return this.db
      .prepare<unknown[], { detail: string }>(`EXPLAIN QUERY PLAN ${sql}`)
      .all(...Array(sql.split('?').length - 1).fill(0))
      .map((r) => r.detail);
  }

  private sql(clauses: string[]): string {
    return `SELECT match_id, metadata, updated_at FROM matches WHERE ${clauses.join(' AND ')} ORDER BY updated_at DESC, match_id DESC LIMIT ?`;
  }

  private statement(clauses: string[]): Database.Statement<unknown[], Row> {
    const sql = this.sql(clauses);
    let statement = this.statements.get(sql);
    if (!statement) this.statements.set(sql, (statement = this.db.prepare<unknown[], Row>(sql)));
    return statement;
  }
}
