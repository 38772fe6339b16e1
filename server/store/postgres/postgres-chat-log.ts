import type { Sql } from 'postgres';
import { CHAT_KEPT, chatCount, chatOfRow, chatRowOf, type ChatLogStore, type ChatRow, type KeptChat } from '../chat-log.ts';
import { UnknownMatchError } from '../store-errors.ts';
import { readOrUnavailable, type PostgresWrites } from './postgres-writes.ts';

/**
 * The talk kept in PostgreSQL's chat_messages table: every process on the database appends
 * to and reads the same rows, so a client syncing through any of them gets the same history.
 */
export class PostgresChatLog implements ChatLogStore {
  constructor(
    private readonly sql: Sql,
    private readonly writes: PostgresWrites,
    private readonly where: string,
  ) {}

  async append(matchID: string, message: KeptChat): Promise<void> {
    const row = chatRowOf(matchID, message);
    return this.writes.write(`keeping a chat message in match ${matchID}`, async ({ tx }) => {
      const inserted = await tx`INSERT INTO chat_messages (match_id, msg_id, sender, payload, at, state_id)
        SELECT ${matchID}, ${row.msg_id}, ${row.sender}, ${row.payload}, ${row.at}, ${row.state_id} WHERE EXISTS (SELECT 1 FROM matches WHERE match_id = ${matchID})`;
      if (inserted.count === 0) throw new UnknownMatchError(matchID);
      await tx`DELETE FROM chat_messages WHERE match_id = ${matchID} AND seq <=
        (SELECT seq FROM chat_messages WHERE match_id = ${matchID} ORDER BY seq DESC LIMIT 1 OFFSET ${CHAT_KEPT})`;
    });
  }

  async recent(matchID: string, count?: number): Promise<KeptChat[]> {
    const rows = await readOrUnavailable(this.where, `reading the chat of match ${matchID}`, () =>
      this.sql<ChatRow[]>`SELECT msg_id, sender, payload, at, state_id FROM chat_messages WHERE match_id = ${matchID} ORDER BY seq DESC LIMIT ${chatCount(count)}`);
    return rows.reverse().map(chatOfRow);
  }
}
