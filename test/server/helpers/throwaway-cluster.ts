import { afterAll, beforeAll } from 'vitest';
import type { State } from 'boardgame.io';
import { PostgresStore } from '../../../server/store/postgres/postgres-store.ts';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../../support/throwaway-postgres.ts';
import { startThrowawayRedis, type ThrowawayRedis } from '../../support/throwaway-redis.ts';

export interface ThrowawayCluster {
  pg: ThrowawayPostgres;
  redis: ThrowawayRedis;
  /** The options that put a `tablewright serve` process on both. */
  serveArgs(): string[];
  /** A match as PostgreSQL holds it now, not as some process's memory last saw it. */
  stored(matchID: string): Promise<{ state: State; log: NonNullable<Awaited<ReturnType<PostgresStore['fetch']>>['log']> }>;
}

/**
 * A throwaway PostgreSQL and Redis for a test file, started before its tests and stopped
 * after, and a store of the test's own on that PostgreSQL to read what the processes kept.
 */
export function useThrowawayCluster(): ThrowawayCluster {
  let pg: ThrowawayPostgres | undefined;
  let redis: ThrowawayRedis | undefined;
  let store: PostgresStore | undefined;
  beforeAll(async () => {
    [pg, redis] = await Promise.all([startThrowawayPostgres(), startThrowawayRedis()]);
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
