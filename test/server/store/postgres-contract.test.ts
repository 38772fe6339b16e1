import postgres from 'postgres';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { State } from 'boardgame.io';
import type { MatchStore } from '../../../server/store/match-store.ts';
import { PostgresStore } from '../../../server/store/postgres/postgres-store.ts';
import { CHANGES_CHANNEL } from '../../../server/store/postgres/postgres-writes.ts';
import { SCHEMA_VERSION } from '../../../server/store/postgres/postgres-schema.ts';
import { freshPostgresDatabase, type SharedDatabase } from '../../support/shared-stores.ts';
import { describeWithPostgres } from '../../support/throwaway-postgres.ts';
import { waitFor } from '../../support/wait-for.ts';
import { expectChatBroughtUpToDate, OLD_CHAT_INSERT } from './chat-contract.ts';
import { storeContract } from './store-contract.ts';

describeWithPostgres('PostgresStore on a throwaway PostgreSQL', () => {
  let server: SharedDatabase;
  beforeAll(async () => {
    server = await freshPostgresDatabase();
  });
  afterAll(() => server?.stop());

  let opened = 0;
  const names = new Map<MatchStore, string>();
  const connect = () => postgres(server.url, { onnotice: () => undefined });
  const reset = async () => {
    const sql = connect();
    await sql`DROP SCHEMA public CASCADE`;
    await sql`CREATE SCHEMA public`;
    await sql.end();
  };
  const open = async () => {
    const store = new PostgresStore(server.url, { applicationName: `contract-${++opened}` });
    names.set(store, `contract-${opened}`);
    await store.open();
    return store;
  };

  // Each test starts from an empty database, so each one also runs the migrations from the first.
  storeContract('PostgresStore', {
    reset,
    open,
    sharedByProcesses: true,
    cutOff: async (store) => {
      const sql = connect();
      const name = names.get(store)!;
      // Its pool's connections and its lock session's (named after it).
      await sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = ${name} OR application_name LIKE ${`${name} %`}`;
      await sql.end();
    },
  });

  it('brings a database from before chat kept state numbers up to date: its old lines read with none, new ones keep theirs', async () => {
    await reset();
    const before = await open();
    await before.createMatch('m1', { initialState: { G: {}, ctx: { turn: 0 }, plugins: {}, _undo: [], _redo: [], _stateID: 0 } as unknown as State, metadata: { gameName: 'g', players: { 0: { id: 0 } }, createdAt: 1, updatedAt: 1 } });
    await before.close();
    const sql = connect();
    try {
      // The database as the migration before this one left it, with a line said then.
      await sql`ALTER TABLE chat_messages DROP COLUMN state_id`;
      await sql`DELETE FROM tablewright_migrations WHERE version = ${SCHEMA_VERSION}`;
      await sql.unsafe(OLD_CHAT_INSERT);
    } finally {
      await sql.end();
    }
    const store = await open();
    try {
      await expectChatBroughtUpToDate(store);
    } finally {
      await store.close();
    }
  });

  // A sync that found the metadata in memory and read the state, while a player joined on another process: it once answered "no such match".
  it("answers the metadata it held when another process's notice drops it while the state is read", async () => {
    await reset();
    const store = await open();
    const sql = connect();
    try {
      const initialState = { G: {}, ctx: { turn: 0 }, plugins: {}, _undo: [], _redo: [], _stateID: 0 } as unknown as State;
      await store.createMatch('m1', { initialState, metadata: { gameName: 'g', players: { 0: { id: 0 } }, createdAt: 1, updatedAt: 1 } });
      store.refresh('m1');
      await store.peek('m1', { metadata: true });
      // The row read waits behind a lock, so the notice surely lands while it is in flight.
      const heard = vi.spyOn(store as unknown as { heard(notice: string): void }, 'heard');
      const locked = sql.begin(async (tx) => {
        await tx`LOCK TABLE matches IN ACCESS EXCLUSIVE MODE`;
        const both = store.peek('m1', { state: true, metadata: true });
        await sql`SELECT pg_notify(${CHANGES_CHANNEL}, ${'another-process m1/m'})`;
        await waitFor(() => heard.mock.calls.length > 0, 'the store to hear the notice');
        // Wrapped, or the transaction would wait on the read that waits on it.
        return { both };
      });
      const { state, metadata } = await (await locked).both;
      expect(state?._stateID).toBe(0);
      expect(metadata?.gameName).toBe('g');
    } finally {
      await sql.end();
      await store.close();
    }
  });
});
