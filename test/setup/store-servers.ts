import type { TestProject } from 'vitest/node';
import { REDIS_DATABASES } from '../support/shared-stores.ts';
import { postgresAvailable, startThrowawayPostgres, type ThrowawayServer } from '../support/throwaway-postgres.ts';
import { redisAvailable, startThrowawayRedis } from '../support/throwaway-redis.ts';
import { takeOncePerRun } from './once-per-run.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's PostgreSQL cluster; each test file takes a database of its own on it (test/support/shared-stores.ts). */
    sharedPostgresUrl: string;
    /** The run's Redis; each test file takes a numbered database of its own on it. */
    sharedRedisUrl: string;
  }
}

async function startServers() {
  const [pg, redis] = await Promise.all([
    postgresAvailable().ok ? startThrowawayPostgres() : undefined,
    redisAvailable().ok ? startThrowawayRedis({ databases: REDIS_DATABASES }) : undefined,
  ]);
  return { pg, redis };
}

/**
 * Global setup of the projects with store tests: one PostgreSQL and one Redis for the run
 * instead of a pair per test file. A missing binary starts nothing; the files then skip, or
 * fail in CI.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { value, release } = await takeOncePerRun('store-servers', startServers, async ({ pg, redis }) => {
    await Promise.all([pg, redis].map((server?: ThrowawayServer) => server?.stop()));
  });
  if (value.pg) project.provide('sharedPostgresUrl', value.pg.url);
  if (value.redis) project.provide('sharedRedisUrl', value.redis.url);
  return release;
}
