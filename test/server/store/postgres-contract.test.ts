import postgres from 'postgres';
import { afterAll, beforeAll } from 'vitest';
import type { MatchStore } from '../../../server/store/match-store.ts';
import { PostgresStore } from '../../../server/store/postgres/postgres-store.ts';
import { describeWithPostgres, startThrowawayPostgres, type ThrowawayPostgres } from '../../support/throwaway-postgres.ts';
import { storeContract } from './store-contract.ts';

describeWithPostgres('PostgresStore on a throwaway PostgreSQL', () => {
  let server: ThrowawayPostgres;
  beforeAll(async () => {
    server = await startThrowawayPostgres();
  });
  afterAll(() => server?.stop());

  let opened = 0;
  const names = new Map<MatchStore, string>();
  // Each test starts from an empty database, so each one also runs the migrations from the first.
  storeContract('PostgresStore', {
    reset: async () => {
      const sql = postgres(server.url, { onnotice: () => undefined });
      await sql`DROP SCHEMA public CASCADE`;
      await sql`CREATE SCHEMA public`;
      await sql.end();
    },
    open: async () => {
      const store = new PostgresStore(server.url, { applicationName: `contract-${++opened}` });
      names.set(store, `contract-${opened}`);
      await store.open();
      return store;
    },
    sharedByProcesses: true,
    cutOff: async (store) => {
      const sql = postgres(server.url, { onnotice: () => undefined });
      const name = names.get(store)!;
      // Its pool's connections and its lock session's (named after it).
      await sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = ${name} OR application_name LIKE ${`${name} %`}`;
      await sql.end();
    },
  });
});
