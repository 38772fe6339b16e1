import type Database from 'better-sqlite3';
import type { Server } from 'boardgame.io';

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

interface Row {
  match_id: string;
  metadata: string;
  updated_at: number;
}

/**
 * The listed matches of a game, newest first, one page at a time. The query walks an index
 * in order and stops after `limit` rows, so its cost does not grow with the store.
 */
export class MatchListing {
  private readonly statements = new Map<string, Database.Statement<unknown[], Row>>();

  constructor(private readonly db: Database.Database) {}

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
