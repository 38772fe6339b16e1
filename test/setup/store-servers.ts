import type { TestProject } from 'vitest/node';
import { postgresAvailable, startThrowawayPostgres, type ThrowawayServer } from '../support/throwaway-postgres.ts';
import { REDIS_DATABASES } from '../support/shared-stores.ts';
import { redisAvailable, startThrowawayRedis } from '../support/throwaway-redis.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's PostgreSQL cluster; each test file takes a database of its own on it (test/support/shared-stores.ts). */
    sharedPostgresUrl: string;
    /** The run's Redis; each test file takes a numbered database of its own on it. */
    sharedRedisUrl: string;
  }
}

/**
 * Global setup of the stores project: one PostgreSQL and one Redis for the run instead of a
 * pair per test file. A missing binary starts nothing; the files then skip, or fail in CI.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const [pg, redis] = await Promise.all([
    postgresAvailable().ok ? startThrowawayPostgres() : undefined,
    redisAvailable().ok ? startThrowawayRedis({ databases: REDIS_DATABASES }) : undefined,
  ]);
  if (pg) project.provide('sharedPostgresUrl', pg.url);
  if (redis) project.provide('sharedRedisUrl', redis.url);
  return async () => {
    await Promise.all([pg, redis].map((server?: ThrowawayServer) => server?.stop()));
  };
}
