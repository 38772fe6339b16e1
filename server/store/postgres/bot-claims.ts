import type { ReservedSql, Sql } from 'postgres';

// The first key of every bot seat's advisory lock: Tablewright's, apart from any other user's locks.
const BOT_LOCKS = 0x74776274;

/**
 * Which process plays each bot seat, as PostgreSQL session advisory locks on one connection of
 * this process's own: a claim is a lock taken without waiting, and it lasts while that
 * connection does. A process that dies (SIGKILL included) drops the connection, and with it
 * every lock, at once: another process takes the bots up at its next look. A seat's lock is
 * keyed by hashtext of its match and seat; two seats whose keys collide (about one chance in
 * 2^32 per pair) cannot be played by two processes at once, which costs a takeover, not a move.
 */
export class BotClaims {
  private connection: Promise<ReservedSql> | undefined;
  private lost = false;
  /** The seats this process holds: a session lock taken twice needs two unlocks, so a claim held is not taken again. */
  private readonly mine = new Set<string>();

  constructor(private readonly sql: Sql) {}

  async claim(matchID: string, playerID: string): Promise<boolean> {
    const seat = `${matchID}/${playerID}`;
    if (this.mine.has(seat)) return true;
    const locks = await this.locks();
    const [{ taken }] = await locks<{ taken: boolean }[]>`SELECT pg_try_advisory_lock(${BOT_LOCKS}, hashtext(${seat})) AS taken`;
    if (taken) this.mine.add(seat);
    return taken;
  }

  async release(matchID: string, playerID: string): Promise<void> {
    const seat = `${matchID}/${playerID}`;
    if (!this.mine.delete(seat) || !this.connection) return;
    const locks = await this.connection;
    await locks`SELECT pg_advisory_unlock(${BOT_LOCKS}, hashtext(${seat}))`.catch(() => undefined);
  }

  /** False once the locking connection has failed: its locks are gone, so its claims are. The next claim opens another. */
  async held(): Promise<boolean> {
    if (!this.connection) return true;
    try {
      const locks = await this.connection;
      await locks`SELECT 1`;
      return !this.lost;
    } catch {
      this.lost = true;
      return false;
    } finally {
      if (this.lost) this.drop();
    }
  }

  /** Lets go of every claim at once, and of the connection that held them. */
  async close(): Promise<void> {
    const connection = this.connection;
    this.connection = undefined;
    this.mine.clear();
    if (!connection) return;
    await connection.then((c) => c`SELECT pg_advisory_unlock_all()`.then(() => c.release())).catch(() => undefined);
  }

  /** The connection failed: its session, and every lock in it, is gone with it. */
  private drop(): void {
    const connection = this.connection;
    this.connection = undefined;
    this.lost = false;
    this.mine.clear();
    void connection?.then((c) => c.release()).catch(() => undefined);
  }

  private locks(): Promise<ReservedSql> {
    this.connection ??= this.sql.reserve();
    return this.connection;
  }
}
