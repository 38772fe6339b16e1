import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SqliteStore } from '../../../server/store/sqlite-store.ts';
import { StoreUnavailableError } from '../../../server/store/store-errors.ts';

/**
 * Another connection, on a thread of its own, holding the file exclusively for holdMs, as a
 * connection does while it closes and copies its log into the file.
 */
const holdWriteLock = (file: string, holdMs: number) =>
  new Promise<Worker>((resolve, reject) => {
    const worker = new Worker(
      `const Database = require('better-sqlite3');
       const { parentPort, workerData } = require('node:worker_threads');
       const db = new Database(workerData.file);
       db.pragma('journal_mode = WAL');
       db.pragma('locking_mode = EXCLUSIVE');
       db.exec('BEGIN EXCLUSIVE; COMMIT');
       parentPort.postMessage('locked');
       setTimeout(() => db.close(), workerData.holdMs);`,
      { eval: true, workerData: { file, holdMs } },
    );
    worker.once('message', () => resolve(worker));
    worker.once('error', reject);
  });

describe('opening a store another connection has locked', () => {
  let dir: string;
  let file: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'tw-open-lock-'));
    file = join(dir, 'store.sqlite');
    new SqliteStore(file).close();
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('waits the lock out and opens once it is released', async () => {
    const worker = await holdWriteLock(file, 150);
    const started = Date.now();
    const store = new SqliteStore(file, { lockWaitMs: 2000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(100);
    await store.createMatch('m', { initialState: { G: {}, ctx: {}, _stateID: 0 } as never, metadata: { gameName: 'g', players: {}, createdAt: 1, updatedAt: 1 } });
    expect((await store.fetch('m', { metadata: true })).metadata?.gameName).toBe('g');
    store.close();
    await worker.terminate();
  });

  it('gives up after its wait and says the file is locked, naming it', async () => {
    const worker = await holdWriteLock(file, 1000);
    let error: unknown;
    try {
      new SqliteStore(file, { lockWaitMs: 200 });
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(StoreUnavailableError);
    expect((error as Error).message).toBe(`the store file ${file} is locked by another process; opening it waited 200 ms and gave up`);
    await worker.terminate();
  });
});
