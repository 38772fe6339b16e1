import postgres, { type Sql } from 'postgres';

/**
 * The connection on which a store takes its session advisory locks (bot claims, its process
 * number): locks that last exactly as long as the connection does. A process that dies (SIGKILL
 * included) drops it, and PostgreSQL lets go of its locks at once, which is how the other
 * processes learn it is gone. It is a client of its own with one connection, never recycled,
 * rather than a connection reserved from the pool: postgres.js 3.4.9 cannot recover a reserved
 * connection whose backend was terminated (its next query throws an uncaught TypeError and
 * hangs: porsager/postgres#1208, #1199), while a client of its own simply reconnects.
 */
export function lockSession(url: string, applicationName: string): Sql {
  return postgres(url, {
    max: 1,
    idle_timeout: 0,
    max_lifetime: null,
    connect_timeout: 5,
    // As the store's pool (postgres-store.ts): no array types read, in a promise nobody observes.
    fetch_types: false,
    onnotice: () => undefined,
    connection: { application_name: `${applicationName} locks` },
  });
}

/**
 * Which backend a user of the lock session last saw, from `pg_backend_pid()` asked in the same
 * statement as each lock: a reconnect shows as another backend, and means every lock that user
 * took before is gone.
 */
export class SessionWatch {
  private backend: number | undefined;
  private lostSinceAsked = false;

  /** A statement ran on `pid`: if that is not the backend before, the locks taken there are gone. Answers whether they were. */
  saw(pid: number): boolean {
    const lost = this.backend !== undefined && pid !== this.backend;
    this.backend = pid;
    if (lost) this.lostSinceAsked = true;
    return lost;
  }

  /** The session failed under a statement: whatever it held is gone. */
  failed(): void {
    if (this.backend !== undefined) this.lostSinceAsked = true;
    this.backend = undefined;
  }

  /** Whether locks were lost since the last time this was asked (once: asking clears it). */
  lostSince(): boolean {
    const lost = this.lostSinceAsked;
    this.lostSinceAsked = false;
    return lost;
  }

  /** Asks the session which backend it is on now; answers whether the locks were lost since last asked. */
  async check(session: Sql): Promise<boolean> {
    try {
      const [{ pid }] = await session<{ pid: number }[]>`SELECT pg_backend_pid() AS pid`;
      this.saw(pid);
    } catch {
      this.failed();
    }
    return this.lostSince();
  }
}
