import type { Sql, TransactionSql } from 'postgres';
import { SessionWatch } from './lock-session.ts';

// The first key of every process's advisory lock, apart from the bot seats' and any other user's.
const PROCESS_LOCKS = 0x74777072;

/**
 * This process's number among the processes on the store, held as a session advisory lock on the
 * store's lock session (lock-session.ts): while the lock is held the process is alive, and once
 * it is gone (the process stopped or died, or its session failed) its number is never used again,
 * so what it recorded under that number is anyone's to clear. Numbers come from a sequence, so no
 * two processes share one, and the number and its lock are taken in one statement, before
 * anything is recorded under it.
 */
export class ProcessLock {
  private readonly watch = new SessionWatch();
  private registered: Promise<number> | undefined;

  constructor(private readonly session: Sql) {}

  /** This process's number, taken on first use and again after `lost` found the last one gone. */
  number(): Promise<number> {
    if (!this.registered) {
      const registering = this.register();
      this.registered = registering;
      registering.catch(() => {
        if (this.registered === registering) this.registered = undefined;
      });
    }
    return this.registered;
  }

  /** True once, when the number in use was lost with its session: what was recorded under it must be recorded again. */
  async lost(): Promise<boolean> {
    if (!this.registered || !(await this.watch.check(this.session))) return false;
    this.registered = undefined;
    return true;
  }

  private async register(): Promise<number> {
    const [{ n, pid }] = await this.session<{ n: number; pid: number }[]>`
      SELECT n, pg_backend_pid() AS pid, pg_advisory_lock(${PROCESS_LOCKS}, n) FROM (SELECT nextval('server_process_numbers')::integer AS n) AS next`;
    this.watch.saw(pid);
    this.watch.lostSince();
    return n;
  }
}

/** The numbers under which seat presence is recorded whose process no longer holds its lock. */
export async function lostProcesses(sql: Sql | TransactionSql): Promise<number[]> {
  const rows = await sql<{ process_no: number }[]>`
    SELECT DISTINCT process_no FROM seat_presence
    WHERE process_no NOT IN (
      SELECT objid::bigint FROM pg_locks
      WHERE locktype = 'advisory' AND granted AND objsubid = 2 AND classid::bigint = ${PROCESS_LOCKS}
        AND database = (SELECT oid FROM pg_database WHERE datname = current_database()))`;
  return rows.map((r) => r.process_no);
}
