import { createHash } from 'node:crypto';
import type Database from 'better-sqlite3';
import type { ContentVersionStore } from './match-store.ts';
import type { StoreAccess } from './store-access.ts';

/** One validated content of one game, as stored: its hash names it. */
export interface StoredContent {
  game: string;
  hash: string;
  content: unknown;
}

/** JSON with every object's keys sorted: the same content always gives the same text. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v,
  );
}

/** The name of a game's validated content: the start of the SHA-256 of its canonical JSON. */
export function contentHash(content: unknown): string {
  return createHash('sha256').update(canonicalJson(content)).digest('hex').slice(0, 20);
}

/** A stored version's JSON as the store hands it out: parsed and frozen throughout. */
export const frozenContent = (json: string): unknown => deepFreeze(JSON.parse(json));

const deepFreeze = <T>(value: T): T => {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
};

/**
 * The content a match was created from: its game, the hash, and the content itself (frozen),
 * or undefined for an unknown match or one made before the store kept versions and never
 * opened by a server since (such a match follows the current content). Reads only: works on
 * a store opened read-only (`tablewright replay`).
 */
export function contentVersionOf(db: Database.Database, matchID: string): StoredContent | undefined {
  const row = db
    .prepare<[string], { game: string; hash: string; json: string }>(
      `SELECT v.game, v.hash, v.json FROM matches m JOIN content_versions v ON v.game = m.game_name AND v.hash = m.content_hash WHERE m.match_id = ?`,
    )
    .get(matchID);
  return row && { game: row.game, hash: row.hash, content: frozenContent(row.json) };
}

/** The content versions in the SQLite file: content_versions, and each match's matches.content_hash. */
export class ContentVersions implements ContentVersionStore {
  private readonly statements;

  constructor(
    private readonly db: Database.Database,
    private readonly access: StoreAccess,
  ) {
    this.statements = {
      insert: db.prepare('INSERT OR IGNORE INTO content_versions (game, hash, json, created_at) VALUES (?, ?, ?, ?)'),
      select: db.prepare<[string, string], { json: string }>('SELECT json FROM content_versions WHERE game = ? AND hash = ?'),
      hashOf: db.prepare<[string], { game_name: string; content_hash: string | null }>('SELECT game_name, content_hash FROM matches WHERE match_id = ?'),
      pinUnversioned: db.prepare('UPDATE matches SET content_hash = ? WHERE game_name = ? AND content_hash IS NULL'),
    };
  }

  /** Keeps a version (once: the same hash is the same content); answers its hash. */
  save(game: string, content: unknown): Promise<string> {
    const hash = contentHash(content);
    return this.access.write(`saving content ${game}/${hash}`, () => {
      this.statements.insert.run(game, hash, JSON.stringify(content), Date.now());
      return hash;
    });
  }

  /** A stored version's content (frozen), or undefined. */
  load(game: string, hash: string): Promise<unknown> {
    return this.access.read(`reading content ${game}/${hash}`, () => this.loadNow(game, hash));
  }

  /** The same, read at once: for the store's own reads inside an operation (its log tail). */
  loadNow(game: string, hash: string): unknown {
    const row = this.statements.select.get(game, hash);
    return row ? frozenContent(row.json) : undefined;
  }

  /** The game and content hash of a match (hash null for a match made before versions were kept), or undefined for no match. */
  matchVersion(matchID: string): Promise<{ game: string; hash: string | null } | undefined> {
    return this.access.read(`reading the content version of match ${matchID}`, () => {
      const row = this.statements.hashOf.get(matchID);
      return row && { game: row.game_name, hash: row.content_hash };
    });
  }

  /** Matches from a store older than content versions play on from now on with `hash`, the content the server starts with. */
  pinUnversioned(game: string, hash: string): Promise<number> {
    return this.access.write(`pinning the content of older ${game} matches`, () => this.statements.pinUnversioned.run(hash, game).changes);
  }
}
