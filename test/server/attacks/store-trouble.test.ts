import { closeSync, mkdtempSync, openSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { createTablewrightServer, StoreDamagedError } from '../../../server/app/create-server.ts';
import { AYAR, createAndJoin } from '../helpers/lobby.ts';
import { connectSeat, waitFor } from '../helpers/raw-socket.ts';
import { startTestServer, useTestServer } from '../helpers/test-server.ts';
import { dropCodes } from '../helpers/wire.ts';

// Finding 10: another process holding the SQLite write lock froze the whole server for
// 2 x 5 s per move (a busy timeout on a synchronous driver); a corrupt database still
// answered /health ok.

const LOCK_WAIT_MS = 400;
const t = useTestServer({ lockWaitMs: LOCK_WAIT_MS });

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = Date.now();
  const result = await work();
  return [result, Date.now() - started];
}

describe('a store another process has locked', () => {
  it('the server stays responsive: /health says locked at once, a move fails in words after the wait, and all is well once the lock is gone', async () => {
    const m = await createAndJoin(t.url, 3, 'basic');
    const seats = await Promise.all(m.seats.map((s) => connectSeat(t.url, AYAR, m.matchID, s.playerID, s.credentials)));
    const { state } = await t.server.store.fetch(m.matchID, { state: true });
    const human = seats.find((s) => state.G.roles[s.playerID!] === 'human')!;
    const target = seats.find((s) => s !== human)!.playerID!;

    const other = new Database(t.dbFile);
    other.exec('BEGIN IMMEDIATE');
    try {
      const [health, took] = await timed(async () => fetch(`${t.url}/health`));
      expect(took).toBeLessThan(300);
      expect(health.status).toBe(503);
      expect((await health.json()).store).toEqual({ state: 'locked', message: expect.stringContaining('another process holds the write lock') });

      human.move(m.matchID, 'zap', [target], state._stateID);
      // While the move waits for the lock, the server answers others at once.
      const [, during] = await timed(async () => fetch(`${t.url}/tablewright/games`));
      expect(during).toBeLessThan(200);
      await waitFor(() => dropCodes(human.received).includes('store-unavailable'), 'the mover to be told', LOCK_WAIT_MS + 2000);
      const notice = human.received.find((r) => r.event === 'tablewright:error')!.args[0];
      expect(notice.message).toMatch(/locked by another process.*your action was not applied/);
      expect(seats.every((s) => s.stateID() === state._stateID)).toBe(true);
    } finally {
      other.exec('ROLLBACK');
      other.close();
    }
    expect((await fetch(`${t.url}/health`)).status).toBe(200);
    human.move(m.matchID, 'zap', [target], state._stateID);
    await waitFor(() => seats.every((s) => s.stateID() === state._stateID + 1), 'the move once the lock is gone');
    seats.forEach((s) => s.close());
  });
});

describe('a damaged store', () => {
  it('a file overwritten while the server runs: /health answers 503 damaged, and the lobby is refused in words', async () => {
    const s = await startTestServer();
    try {
      const m = await createAndJoin(s.url, 3, 'basic');
      expect((await fetch(`${s.url}/health`)).status).toBe(200);
      // As a long-running server's file is: its pages written back from the journal.
      const other = new Database(s.dbFile);
      other.pragma('wal_checkpoint(TRUNCATE)');
      other.close();
      const fd = openSync(s.dbFile, 'r+');
      writeSync(fd, Buffer.alloc(100, 0x42), 0, 100, 0);
      closeSync(fd);
      const health = await fetch(`${s.url}/health`);
      expect(health.status).toBe(503);
      expect((await health.json()).store).toEqual({ state: 'damaged', message: expect.stringContaining('cannot be read') });
      const join = await fetch(`${s.url}/games/${AYAR}/${m.matchID}`);
      expect(join.status).toBe(503);
      expect((await join.json()).error).toMatch(/cannot be read/);
    } finally {
      await s.stop();
    }
  });

  it('a damaged file at start: the server refuses to start, saying what to do', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tw-damaged-'));
    const file = join(dir, 'store.sqlite');
    writeFileSync(file, Buffer.alloc(8192, 0x42));
    try {
      expect(() => createTablewrightServer({ port: 0, dbFile: file })).toThrow(StoreDamagedError);
      expect(() => createTablewrightServer({ port: 0, dbFile: file })).toThrow(/restore it from a backup, or move it away/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
