import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { State } from 'boardgame.io';
import Database from 'better-sqlite3';
import { SqliteStore } from '../../server/store/sqlite-store.ts';
import { StaleStateError } from '../../server/store/store-errors.ts';

// What every store must do is in store/store-contract.ts, run on this store by store/sqlite-contract.test.ts.
describe('SqliteStore', () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('creates the folder of its file, and names the file in its messages', async () => {
    dir = mkdtempSync(join(tmpdir(), 'tw-store-'));
    const file = join(dir, 'nested', 'store.sqlite');
    const store = new SqliteStore(file);
    const state = { G: {}, ctx: { turn: 0 }, plugins: {}, _stateID: 0 } as unknown as State;
    await store.createMatch('m1', { initialState: state, metadata: { gameName: 'g', players: {}, createdAt: 1, updatedAt: 1 } });
    await store.close();
    expect(existsSync(file)).toBe(true);
    expect(store.where).toBe(`the store file ${file}`);
  });

  it("writes a move's state and the stamp asked for with it as one row write, kept in the file; a stale state takes its stamp with it", async () => {
    dir = mkdtempSync(join(tmpdir(), 'tw-store-'));
    const file = join(dir, 'store.sqlite');
    const store = new SqliteStore(file);
    const state = (id: number) => ({ G: { n: id }, ctx: { turn: id }, plugins: {}, _stateID: id }) as unknown as State;
    const entry = (id: number) => ({ _stateID: id, action: { type: 'MAKE_MOVE', payload: { type: 'go', args: [], playerID: '0' } }, turn: id, phase: '' });
    await store.createMatch('m1', { initialState: state(0), metadata: { gameName: 'g', players: {}, createdAt: 1, updatedAt: 1 } });
    // Rows changed by this connection: the state and the stamp in one UPDATE, and the log's INSERT.
    const db = (store as unknown as { db: Database.Database }).db;
    const changes = () => db.prepare('SELECT total_changes() AS n').get() as { n: number };
    const before = changes().n;
    await Promise.all([store.setState('m1', state(1), [entry(0)] as never), store.stampMove('m1', 50)]);
    expect(changes().n - before).toBe(2);
    const stale = [store.setState('m1', state(1), [entry(0)] as never), store.stampMove('m1', 80)];
    await expect(stale[0]).rejects.toBeInstanceOf(StaleStateError);
    await expect(stale[1]).resolves.toBeUndefined();
    await store.close();

    const file2 = new Database(file, { readonly: true });
    const row = file2.prepare('SELECT state_id, updated_at, metadata FROM matches WHERE match_id = ?').get('m1') as { state_id: number; updated_at: number; metadata: string };
    file2.close();
    expect(row.state_id).toBe(1);
    expect(row.updated_at).toBe(50);
    expect(JSON.parse(row.metadata).updatedAt).toBe(50);
  });
});
