import type Database from 'better-sqlite3';
import type { BotSeat, BotSeatStore } from './match-store.ts';
import type { StoreAccess } from './store-access.ts';

/** The bot seats in the SQLite file's bot_seats table. */
export class BotSeats implements BotSeatStore {
  private readonly statements;

  constructor(
    db: Database.Database,
    private readonly access: StoreAccess,
  ) {
    this.statements = {
      add: db.prepare('INSERT OR REPLACE INTO bot_seats (match_id, player_id, game_name, credentials) VALUES (?, ?, ?, ?)'),
      remove: db.prepare('DELETE FROM bot_seats WHERE match_id = ? AND player_id = ?'),
      all: db.prepare<[], { match_id: string; player_id: string; game_name: string; credentials: string }>(
        'SELECT match_id, player_id, game_name, credentials FROM bot_seats ORDER BY match_id, player_id',
      ),
    };
  }

  add({ gameName, matchID, playerID, credentials }: BotSeat): Promise<void> {
    return this.access.write('recording a bot seat', () => void this.statements.add.run(matchID, playerID, gameName, credentials));
  }

  remove(matchID: string, playerID: string): Promise<void> {
    return this.access.write('forgetting a bot seat', () => void this.statements.remove.run(matchID, playerID));
  }

  // One process serves a SQLite file: its bots are all its own.
  async claim(): Promise<boolean> {
    return true;
  }

  async release(): Promise<void> {}

  async claimsHeld(): Promise<boolean> {
    return true;
  }

  all(): Promise<BotSeat[]> {
    return this.access.read('reading the bot seats', () =>
      this.statements.all.all().map((r) => ({ gameName: r.game_name, matchID: r.match_id, playerID: r.player_id, credentials: r.credentials })),
    );
  }
}
