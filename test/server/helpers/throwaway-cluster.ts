import { afterAll, beforeAll } from 'vitest';
import type { State } from 'boardgame.io';
import { PostgresStore } from '../../../server/store/postgres/postgres-store.ts';
import { freshPostgresDatabase, freshRedisDatabase, type SharedDatabase } from '../../support/shared-stores.ts';
import { startThrowawayPostgres, type ThrowawayServer } from '../../support/throwaway-postgres.ts';
import { startThrowawayRedis } from '../../support/throwaway-redis.ts';

export interface ThrowawayCluster<Server extends SharedDatabase = SharedDatabase> {
  pg: Server;
  redis: Server;
  /** The options that put a `tablewright serve` process on both. */
  serveArgs(): string[];
  /** A match as PostgreSQL holds it now, not as some process's memory last saw it. */
  stored(matchID: string): Promise<{ state: State; log: NonNullable<Awaited<ReturnType<PostgresStore['fetch']>>['log']> }>;
}

/**
 * A PostgreSQL database and a Redis database for a test file, taken before its tests and
 * dropped after, and a store of the test's own on that database to read what the processes
 * kept. They live on the run's shared servers (test/setup/store-servers.ts); a file that
 * stops or restarts the servers asks for `'own-servers'`, started for it alone.
 */
export function useThrowawayCluster(): ThrowawayCluster;
export function useThrowawayCluster(servers: 'own-servers'): ThrowawayCluster<ThrowawayServer>;
export function useThrowawayCluster(servers?: 'own-servers'): ThrowawayCluster<SharedDatabase | ThrowawayServer> {
  let pg: SharedDatabase | undefined;
  let redis: SharedDatabase | undefined;
  let store: PostgresStore | undefined;
  beforeAll(async () => {
    [pg, redis] = servers === 'own-servers'
      ? await Promise.all([startThrowawayPostgres(), startThrowawayRedis()])
      : await Promise.all([freshPostgresDatabase(), freshRedisDatabase()]);
    store = new PostgresStore(pg.url);
    await store.open();
  }, 60_000);
  afterAll(async () => {
    await store?.close();
    await Promise.all([pg?.stop(), redis?.stop()]);
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the throwaway cluster is not started yet: use it inside a test or a hook');
    return value;
  };
  return {
    get pg() {
      return started(pg);
    },
    get redis() {
      return started(redis);
    },
    serveArgs: () => ['--store', started(pg).url, '--pubsub', started(redis).url],
    async stored(matchID) {
      started(store).refresh(matchID);
      return started(store).fetch(matchID, { state: true, log: true });
    },
  };
}
