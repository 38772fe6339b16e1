import postgres from 'postgres';
import { Redis } from 'ioredis';
import { inject } from 'vitest';

/** A database of a test file's own on the run's shared server; stop() drops it. */
export interface SharedDatabase {
  url: string;
  stop(): Promise<void>;
}

/** How many numbered databases the run's Redis has (test/setup/store-servers.ts starts it so). */
export const REDIS_DATABASES = 1024;
let taken = 0;

function provided(key: 'sharedPostgresUrl' | 'sharedRedisUrl'): string {
  const url = inject(key);
  if (!url) throw new Error(`no ${key}: tests on PostgreSQL or Redis belong to the "stores" project in vitest.config.ts`);
  return url;
}

/**
 * A fresh, empty PostgreSQL database on the run's cluster. Notices (LISTEN/NOTIFY) and
 * connections are per database, so files running side by side do not hear each other.
 */
export async function freshPostgresDatabase(): Promise<SharedDatabase> {
  const cluster = provided('sharedPostgresUrl');
  const name = `tw_${process.pid}_${++taken}_${Date.now().toString(36)}`;
  const admin = postgres(cluster, { onnotice: () => undefined, max: 1 });
  try {
    await admin.unsafe(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  let dropped = false;
  return {
    url: cluster.replace(/\/[^/]*$/, `/${name}`),
    async stop() {
      if (dropped) return;
      dropped = true;
      const sql = postgres(cluster, { onnotice: () => undefined, max: 1 });
      await sql.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).finally(() => sql.end());
    },
  };
}

/**
 * A flushed numbered Redis database of the file's own: its keys (e.g. the shared budgets)
 * are apart from other files'. Pub/sub ignores the number, but every channel is named
 * after a match id, which no two files share.
 */
export async function freshRedisDatabase(): Promise<SharedDatabase> {
  const server = provided('sharedRedisUrl');
  const admin = new Redis(server, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await admin.connect();
    // Database 0 holds only the counter that hands out the others.
    const n = await admin.incr('tablewright-test:databases-taken');
    const index = 1 + ((n - 1) % (REDIS_DATABASES - 1));
    await admin.select(index);
    await admin.flushdb();
    return {
      url: `${server}/${index}`,
      async stop() {
        const cleaner = new Redis(`${server}/${index}`, { maxRetriesPerRequest: 1 });
        await cleaner.flushdb().finally(() => cleaner.disconnect());
      },
    };
  } finally {
    admin.disconnect();
  }
}
