import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LogEntry, Server, State } from 'boardgame.io';
import { SqliteStore } from '../../../server/store/sqlite-store.ts';
import { waitFor } from '../../support/wait-for.ts';

const MB = 1024 * 1024;
// A state of ~40 KB: every move writes about ten pages of log.
const state = (stateID: number): State =>
  ({ G: { n: stateID, padding: `${stateID}`.padEnd(40_000, 'x') }, ctx: { turn: stateID }, plugins: {}, _undo: [], _redo: [], _stateID: stateID }) as unknown as State;
const metadata: Server.MatchData = { gameName: 'g', players: { 0: { id: 0 } }, createdAt: 1, updatedAt: 1 };
const entry = (stateID: number): LogEntry => ({ action: { type: 'MAKE_MOVE', payload: { type: 'm', args: [], playerID: '0' } }, _stateID: stateID, turn: 1, phase: '' }) as unknown as LogEntry;

describe('the checkpoint thread', () => {
  let dir: string;
  let file: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'tw-wal-'));
    file = join(dir, 'store.sqlite');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('copies the commits into the file while the store is open, so the log stays short', async () => {
    const store = new SqliteStore(file, { checkpointThread: true });
    const checkpointer = (store as unknown as { checkpointer: { copiesDone(): number } }).checkpointer;
    await store.createMatch('m', { initialState: state(0), metadata });
    let longestLog = 0;
    for (let id = 1; id <= 2000; id++) {
      await store.setState('m', state(id), [entry(id - 1)]);
      longestLog = Math.max(longestLog, statSync(`${file}-wal`).size);
      // A writer the thread keeps up with: every 4 MB (its copy threshold) waits for a copy. A
      // burst writer on a busy machine outran it (the log reached 51 MB).
      if (id % 100 === 0) {
        const copies = checkpointer.copiesDone();
        await waitFor(() => checkpointer.copiesDone() > copies, `the copy after state ${id}`);
      }
    }
    // Some 80 MB went through the log; with no checkpoint at all it would hold everything. Once a
    // copy is whole, the next commit starts the log from the top (2.7 MB at most here). The
    // thread's own RESTART, for a log never copied whole between steady commits, needs a writer
    // racing the copy and is not isolated by this test.
    expect(longestLog).toBeLessThan(8 * MB);
    expect((await store.fetch('m', { state: true })).state._stateID).toBe(2000);
    store.close();
    const reopened = new SqliteStore(file);
    expect((await reopened.fetch('m', { state: true, log: true })).log).toHaveLength(2000);
    reopened.close();
  });

  it('hands checkpoints back to the commits if its thread dies', async () => {
    const failures: string[] = [];
    const store = new SqliteStore(file, { checkpointThread: true, onCheckpointFailure: (message) => failures.push(message) });
    const worker = (store as unknown as { checkpointer: { worker: { terminate(): Promise<number> } } }).checkpointer.worker;
    await worker.terminate();
    await waitFor(() => failures.length > 0, 'the checkpoint thread to report its failure');
    expect(failures[0]).toMatch(/background checkpoint stopped/);
    const db = (store as unknown as { db: { pragma(sql: string, options: { simple: true }): number } }).db;
    expect(db.pragma('wal_autocheckpoint', { simple: true })).toBe(10_000);
    store.close();
  });
});
