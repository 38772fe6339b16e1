import type Database from 'better-sqlite3';
import { CHAT_COLUMNS, CHAT_KEPT, chatCount, chatOfRow, chatRowOf, type ChatLogStore, type ChatRow, type KeptChat } from './chat-log.ts';
import type { HotMatch, HotMatches } from './hot-matches.ts';
import type { StoreAccess } from './store-access.ts';
import { UnknownMatchError } from './store-errors.ts';

/** The store's hot matches as SqliteStore keeps them: emptied when another process wrote, changed inside a write only. */
export interface HotChat {
  current(): HotMatches;
  touch(matchID: string, parts: HotMatch): void;
}

/**
 * The talk kept in the SQLite file's chat_messages table. A match whose chat was read empty is
 * marked in its hot entry (`chatless`), and read from memory until a line is kept: the store's
 * hot matches are emptied whenever another process has written to the file, so a line kept
 * there is read as before.
 */
export class SqliteChatLog implements ChatLogStore {
  private readonly statements;

  constructor(
    db: Database.Database,
    private readonly access: StoreAccess,
    private readonly hot: HotChat,
  ) {
    this.statements = {
      // Kept only for a match the store holds: a message for a wiped match leaves no row behind.
      insert: db.prepare(
        `INSERT INTO chat_messages (match_id, msg_id, sender, payload, at, state_id)
         SELECT @matchID, @msg_id, @sender, @payload, @at, @state_id WHERE EXISTS (SELECT 1 FROM matches WHERE match_id = @matchID)`,
      ),
      trim: db.prepare(
        `DELETE FROM chat_messages WHERE match_id = @matchID AND seq <=
           (SELECT seq FROM chat_messages WHERE match_id = @matchID ORDER BY seq DESC LIMIT 1 OFFSET @kept)`,
      ),
      recent: db.prepare<[string, number], ChatRow>(`SELECT ${CHAT_COLUMNS} FROM chat_messages WHERE match_id = ? ORDER BY seq DESC LIMIT ?`),
    };
  }

  async append(matchID: string, message: KeptChat): Promise<void> {
    const row = chatRowOf(matchID, message);
    return this.access.write(`keeping a chat message in match ${matchID}`, () => {
      if (this.statements.insert.run({ matchID, ...row }).changes === 0) throw new UnknownMatchError(matchID);
      this.statements.trim.run({ matchID, kept: CHAT_KEPT });
      if (this.hot.current().get(matchID)?.chatless) this.hot.touch(matchID, { chatless: false });
    });
  }

  recent(matchID: string, count?: number): Promise<KeptChat[]> {
    return this.access.read(`reading the chat of match ${matchID}`, () => {
      const entry = this.hot.current().get(matchID);
      if (entry?.chatless) return [];
      const rows = this.statements.recent.all(matchID, chatCount(count));
      if (rows.length === 0 && entry) entry.chatless = true;
      return rows.reverse().map(chatOfRow);
    });
  }
}
