import postgres from 'postgres';
import { afterAll, beforeAll } from 'vitest';
import { PostgresStore } from '../../../server/store/postgres/postgres-store.ts';
import { describeWithPostgres, startThrowawayPostgres, type ThrowawayPostgres } from '../../support/throwaway-postgres.ts';
import { storeContract } from './store-contract.ts';

describeWithPostgres('PostgresStore on a throwaway PostgreSQL', () => {
  let server: ThrowawayPostgres;
  beforeAll(async () => {
    server = await startThrowawayPostgres();
  });
  afterAll(() => server?.stop());

  // Each test starts from an empty database, so each one also runs the migrations from the first.
  storeContract('PostgresStore', {
    reset: async () => {
      const sql = postgres(server.url, { onnotice: () => undefined });
      await sql`DROP SCHEMA public CASCADE`;
      await sql`CREATE SCHEMA public`;
      await sql.end();
    },
    open: async () => {
      const store = new PostgresStore(server.url);
      await store.open();
      return store;
    },
    sharedByProcesses: true,
  });
});
