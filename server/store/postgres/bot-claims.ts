import type { Sql } from 'postgres';
import { SessionWatch } from './lock-session.ts';

// The first key of every bot seat's advisory lock: Tablewright's, apart from any other user's locks.
const BOT_LOCKS = 0x74776274;

/**
 * Which process plays each bot seat, as session advisory locks on the store's lock session
 * (lock-session.ts): a claim is a lock taken without waiting, and it lasts while that session
 * does, so another process takes up a dead one's bots at its next look. A seat's lock is keyed
 * by hashtext of its match and seat; two seats whose keys collide (about one chance in 2^32 per
 * pair) cannot be played by two processes at once, which costs a takeover, not a move.
 */
export class BotClaims {
  private readonly watch = new SessionWatch();
  /** The seats this process holds: a session lock taken twice needs two unlocks, so a claim held is not taken again. */
  private readonly mine = new Set<string>();

  constructor(private readonly session: Sql) {}

  async claim(matchID: string, playerID: string): Promise<boolean> {
    const seat = `${matchID}/${playerID}`;
    if (this.mine.has(seat)) return true;
    let answer: { pid: number; taken: boolean };
    try {
      [answer] = await this.session<{ pid: number; taken: boolean }[]>`
        SELECT pg_backend_pid() AS pid, pg_try_advisory_lock(${BOT_LOCKS}, hashtext(${seat})) AS taken`;
    } catch (error) {
      this.lose();
      throw error;
    }
    if (this.watch.saw(answer.pid)) this.mine.clear();
    if (answer.taken) this.mine.add(seat);
    return answer.taken;
  }

  async release(matchID: string, playerID: string): Promise<void> {
    const seat = `${matchID}/${playerID}`;
    if (!this.mine.delete(seat)) return;
    await this.session`SELECT pg_advisory_unlock(${BOT_LOCKS}, hashtext(${seat}))`.catch(() => undefined);
  }

  /** False once the claims were lost with the session that held them (its bots must stop); the next claims are taken on another. */
  async held(): Promise<boolean> {
    const lost = await this.watch.check(this.session);
    if (lost) this.mine.clear();
    return !lost;
  }

  /** Forgets every claim: they go with the session when the store closes it. */
  close(): void {
    this.mine.clear();
  }

  private lose(): void {
    this.watch.failed();
    this.mine.clear();
  }
}
