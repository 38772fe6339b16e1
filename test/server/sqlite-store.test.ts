import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { State } from 'boardgame.io';
import { SqliteStore } from '../../server/store/sqlite-store.ts';

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
});
