import type { Sql } from 'postgres';
import { contentHash, frozenContent } from '../content-versions.ts';
import type { BotSeat, BotSeatStore, ContentVersionStore } from '../match-store.ts';
import { BotClaims } from './bot-claims.ts';
import { readOrUnavailable, type PostgresWrites } from './postgres-writes.ts';

/** The bot seats in PostgreSQL's bot_seats table; which process plays each, by advisory lock (BotClaims). */
export class PostgresBotSeats implements BotSeatStore {
  private readonly claims: BotClaims;

  constructor(
    private readonly sql: Sql,
    private readonly writes: PostgresWrites,
    private readonly where: string,
    lockSession: Sql,
  ) {
    this.claims = new BotClaims(lockSession);
  }

  claim(matchID: string, playerID: string): Promise<boolean> {
    return readOrUnavailable(this.where, `claiming the bot of seat ${playerID} in match ${matchID}`, () => this.claims.claim(matchID, playerID));
  }

  release(matchID: string, playerID: string): Promise<void> {
    return this.claims.release(matchID, playerID);
  }

  claimsHeld(): Promise<boolean> {
    return this.claims.held();
  }

  /** Forgets every claim: the store's lock session, closing, lets go of them for the other processes to take up. */
  close(): void {
    this.claims.close();
  }

  add({ gameName, matchID, playerID, credentials }: BotSeat): Promise<void> {
    return this.writes.write('recording a bot seat', async ({ tx }) => {
      await tx`INSERT INTO bot_seats (match_id, player_id, game_name, credentials) VALUES (${matchID}, ${playerID}, ${gameName}, ${credentials})
               ON CONFLICT (match_id, player_id) DO UPDATE SET game_name = EXCLUDED.game_name, credentials = EXCLUDED.credentials`;
    });
  }

  remove(matchID: string, playerID: string): Promise<void> {
    return this.writes.write('forgetting a bot seat', async ({ tx }) => {
      await tx`DELETE FROM bot_seats WHERE match_id = ${matchID} AND player_id = ${playerID}`;
    });
  }

  async all(): Promise<BotSeat[]> {
    const rows = await readOrUnavailable(this.where, 'reading the bot seats', () => this.sql<{ match_id: string; player_id: string; game_name: string; credentials: string }[]>`
      SELECT match_id, player_id, game_name, credentials FROM bot_seats ORDER BY match_id, player_id`);
    return rows.map((r) => ({ gameName: r.game_name, matchID: r.match_id, playerID: r.player_id, credentials: r.credentials }));
  }
}

/** The content versions in PostgreSQL: content_versions, and each match's matches.content_hash. */
export class PostgresContentVersions implements ContentVersionStore {
  constructor(
    private readonly sql: Sql,
    private readonly writes: PostgresWrites,
    private readonly where: string,
  ) {}

  save(game: string, content: unknown): Promise<string> {
    const hash = contentHash(content);
    return this.writes.write(`saving content ${game}/${hash}`, async ({ tx }) => {
      await tx`INSERT INTO content_versions (game, hash, json, created_at) VALUES (${game}, ${hash}, ${JSON.stringify(content)}, ${Date.now()})
               ON CONFLICT (game, hash) DO NOTHING`;
      return hash;
    });
  }

  async load(game: string, hash: string): Promise<unknown> {
    const [row] = await readOrUnavailable(this.where, `reading content ${game}/${hash}`, () => this.sql<{ json: string }[]>`SELECT json FROM content_versions WHERE game = ${game} AND hash = ${hash}`);
    return row ? frozenContent(row.json) : undefined;
  }

  async matchVersion(matchID: string): Promise<{ game: string; hash: string | null } | undefined> {
    const [row] = await readOrUnavailable(this.where, `reading the content version of match ${matchID}`, () =>
      this.sql<{ game_name: string; content_hash: string | null }[]>`SELECT game_name, content_hash FROM matches WHERE match_id = ${matchID}`);
    return row && { game: row.game_name, hash: row.content_hash };
  }

  pinUnversioned(game: string, hash: string): Promise<number> {
    return this.writes.write(`pinning the content of older ${game} matches`, async ({ tx }) => {
      const result = await tx`UPDATE matches SET content_hash = ${hash} WHERE game_name = ${game} AND content_hash IS NULL`;
      return result.count;
    });
  }
}
