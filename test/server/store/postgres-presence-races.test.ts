import postgres from 'postgres';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import type { Server, State } from 'boardgame.io';
import { PostgresStore } from '../../../server/store/postgres/postgres-store.ts';
import { HeldAnswersProxy } from '../../support/held-answers-proxy.ts';
import { freshPostgresDatabase, type SharedDatabase } from '../../support/shared-stores.ts';
import { describeWithPostgres } from '../../support/throwaway-postgres.ts';
import { heard } from './store-contract.ts';

/**
 * Presence written by two processes at once, with the interleaving that loses an update forced
 * on the wire (HeldAnswersProxy) rather than left to the scheduler, which showed it in only some
 * runs of the store contract's handoff test.
 */
describeWithPostgres('PostgresStore presence between two processes, interleaved on purpose', () => {
  let server: SharedDatabase;
  let proxy: HeldAnswersProxy;
  const stores: PostgresStore[] = [];
  beforeAll(async () => {
    server = await freshPostgresDatabase();
  });
  afterAll(() => server?.stop());
  beforeEach(async () => {
    const sql = postgres(server.url, { onnotice: () => undefined });
    await sql`DROP SCHEMA public CASCADE`;
    await sql`CREATE SCHEMA public`;
    await sql.end();
    proxy = await HeldAnswersProxy.start(server.url);
  });
  afterEach(async () => {
    await Promise.all(stores.splice(0).map((s) => s.close()));
    await proxy.stop();
  });

  const open = async (url: string) => {
    const store = new PostgresStore(url);
    stores.push(store);
    await store.open();
    return store;
  };
  const seatedMatch = (on: PostgresStore) => {
    const initialState = { G: {}, ctx: { turn: 0 }, plugins: {}, _undo: [], _redo: [], _stateID: 0 } as unknown as State;
    const metadata: Server.MatchData = { gameName: 'g', createdAt: 1, updatedAt: 1, players: { 0: { id: 0, credentials: 'c0' }, 1: { id: 1, credentials: 'c1' } } };
    return on.createMatch('m1', { initialState, metadata });
  };
  const connected = async (on: PostgresStore) => Object.values((await on.fetch('m1', { metadata: true })).metadata.players).map((p) => Boolean(p.isConnected));


  it("a process's own write, answered only after it heard another process's later commit, does not hide that commit", async () => {
    const a = await open(proxy.url(server.url));
    const b = await open(server.url);
    await seatedMatch(a);
    await a.setPresence('m1', [{ playerID: '0', credentials: ['c0'] }]);
    const commit = proxy.holdNextCommit();
    const leaving = a.setPresence('m1', [{ playerID: '0', credentials: [] }]);
    // Seat 0 shown away is committed, and A has not heard so yet.
    await commit.arrived;
    await b.setPresence('m1', [{ playerID: '0', credentials: ['c0'] }, { playerID: '1', credentials: ['c1'] }]);
    // Seat 1 shows connected in A only once A heard B's notice and read the row B wrote.
    await heard(async () => expect((await a.peek('m1', { metadata: true })).metadata?.players[1].isConnected).toBe(true));
    commit.release();
    await leaving;
    expect(await connected(a), "A's memory after its own write is answered").toEqual([true, true]);
  });

  it('a process that has not yet heard the seat shown away judges its presence from the row, not from memory', async () => {
    const a = await open(server.url);
    const b = await open(proxy.url(server.url));
    await seatedMatch(b);
    await b.setPresence('m1', [{ playerID: '0', credentials: ['c0'] }]);
    await a.setPresence('m1', [{ playerID: '0', credentials: ['c0'] }]);
    const notices = proxy.holdNotices();
    try {
      expect(await b.setPresence('m1', [{ playerID: '0', credentials: [] }]), 'A still holds seat 0').toBeUndefined();
      expect((await a.setPresence('m1', [{ playerID: '0', credentials: [] }]))?.players[0].isConnected).toBe(false);
      // B's memory still shows seat 0 connected, as it did when B last wrote.
      expect((await b.setPresence('m1', [{ playerID: '0', credentials: ['c0'] }]))?.players[0].isConnected, 'B back on seat 0').toBe(true);
    } finally {
      notices.release();
    }
    await heard(async () => expect(await connected(a)).toEqual([true, false]));
  });
});
