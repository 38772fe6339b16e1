import { connect, createServer, type Server, type Socket } from 'node:net';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import type { State } from 'boardgame.io';
import { PostgresStore } from '../../../server/store/postgres/postgres-store.ts';
import { StoreUnavailableError } from '../../../server/store/store-errors.ts';
import { describeWithPostgres, startThrowawayPostgres, type ThrowawayPostgres } from '../../support/throwaway-postgres.ts';

/** How the proxy cuts a connection: `end` as PostgreSQL shutting down does, `reset` as a dropped network. */
type Cut = 'end' | 'reset';
/** Whether to cut a connection before its `nth` message from the client (1 is the startup message), and how. */
type CutRule = (chunk: Buffer, nth: number) => Cut | undefined;

/** A TCP proxy in front of PostgreSQL that cuts the first connection a rule picks, once. */
async function cuttingProxy(port: number): Promise<{ url: string; cut(rule: CutRule): void; close(): Promise<void> }> {
  let rule: CutRule | undefined;
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect(port, '127.0.0.1');
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => {
        sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    let nth = 0;
    client.on('data', (chunk) => {
      const cut = rule?.(chunk, ++nth);
      if (!cut) return void upstream.write(chunk);
      rule = undefined;
      upstream.destroy();
      if (cut === 'reset') client.resetAndDestroy();
      else client.end();
    });
    upstream.on('data', (chunk) => client.write(chunk));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port: proxyPort } = server.address() as { port: number };
  return {
    url: `postgres://tablewright@127.0.0.1:${proxyPort}/tablewright`,
    cut: (next) => (rule = next),
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** Every unhandled rejection and uncaught exception while a test runs. */
function unobserved(): { seen: unknown[]; stop(): void } {
  const seen: unknown[] = [];
  const record = (error: unknown) => seen.push(error);
  process.on('unhandledRejection', record);
  process.on('uncaughtException', record);
  return {
    seen,
    stop: () => {
      process.off('unhandledRejection', record);
      process.off('uncaughtException', record);
    },
  };
}

const state = (id: number) => ({ G: {}, ctx: { turn: id }, plugins: {}, _undo: [], _redo: [], _stateID: id }) as unknown as State;

describeWithPostgres('PostgresStore when its connection to PostgreSQL is lost', () => {
  let pg: ThrowawayPostgres;
  let proxy: Awaited<ReturnType<typeof cuttingProxy>>;
  let store: PostgresStore | undefined;
  let watch: ReturnType<typeof unobserved>;
  beforeAll(async () => {
    pg = await startThrowawayPostgres();
    proxy = await cuttingProxy(pg.port);
    watch = unobserved();
  }, 60_000);
  afterEach(async () => {
    await store?.close();
    store = undefined;
    watch.seen.length = 0;
  });
  afterAll(async () => {
    watch?.stop();
    await proxy?.close();
    await pg?.stop();
  });

  it('a write whose transaction loses its connection fails as the store being unavailable, throws nothing uncaught, and the next write goes through', async () => {
    store = new PostgresStore(proxy.url);
    await store.open();
    await store.createMatch('m1', { initialState: state(0), metadata: { gameName: 'g', players: { 0: { id: 0 } }, createdAt: 1, updatedAt: 1 } });
    // Cut as PostgreSQL's shutdown does, while the move's UPDATE is in flight inside its transaction.
    proxy.cut((chunk) => (chunk.includes('UPDATE matches SET state_id') ? 'end' : undefined));
    const lost = store.setState('m1', state(1), [{ _stateID: 0, action: { type: 'MAKE_MOVE' } } as never]);
    await expect(lost).rejects.toBeInstanceOf(StoreUnavailableError);
    await expect(lost).rejects.toThrow(/CONNECTION_CLOSED/);

    // The pool reconnects and is not left waiting for an answer to a statement it never sent.
    await store.setState('m1', state(1), [{ _stateID: 0, action: { type: 'MAKE_MOVE' } } as never]);
    store.refresh('m1');
    const { state: stored, log } = await store.fetch('m1', { state: true, log: true });
    expect(stored?._stateID).toBe(1);
    expect(log?.map((entry) => entry._stateID)).toEqual([0]);
    // A new connection's round trips later than the lost one's end: whatever that end left unobserved has surfaced.
    expect(watch.seen, 'nothing unobserved: postgres.js writes no ROLLBACK to the closed connection').toEqual([]);
  });

  it('a connection lost right after its startup fails the statement it was opened for, and leaves no unhandled rejection', async () => {
    // The first statement a new connection sends once PostgreSQL has let it in (postgres.js 3.4.9
    // would first read the array types there, in a promise nobody observes).
    proxy.cut((_chunk, nth) => (nth === 2 ? 'reset' : undefined));
    store = new PostgresStore(proxy.url);
    await expect(store.open()).rejects.toBeInstanceOf(StoreUnavailableError);

    // Opened again over a new connection, whose round trips come later than whatever the lost one left unobserved.
    await store.open();
    expect(await store.health()).toEqual({ state: 'ok' });
    expect(watch.seen).toEqual([]);
  });
});
