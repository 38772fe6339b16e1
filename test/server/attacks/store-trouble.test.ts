import { closeSync, mkdtempSync, openSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it, vi } from 'vitest';
import { createTablewrightServer, StoreDamagedError } from '../../../server/app/create-server.ts';
import { AYAR, createAndJoin } from '../helpers/lobby.ts';
import { connectSeat, waitFor } from '../helpers/raw-socket.ts';
import { startTestServer, useTestServer, type TestServer } from '../helpers/test-server.ts';
import { dropCodes } from '../helpers/wire.ts';

// Finding 10: another process holding the SQLite write lock froze the whole server for
// 2 x 5 s per move (a busy timeout on a synchronous driver); a corrupt database still
// answered /health ok.

/** A table of three on `server`, its seats on raw sockets, a Human about to zap someone. */
async function tableOn(server: TestServer) {
  const m = await createAndJoin(server.url, 3, 'basic');
  const seats = await Promise.all(m.seats.map((s) => connectSeat(server.url, AYAR, m.matchID, s.playerID, s.credentials)));
  const { state } = await server.server.store.fetch(m.matchID, { state: true });
  const human = seats.find((s) => state.G.roles[s.playerID!] === 'human')!;
  const zap = () => human.move(m.matchID, 'zap', [seats.find((s) => s !== human)!.playerID!], state._stateID);
  return { seats, human, zap, stateID: state._stateID };
}

/** Another process's write lock on the server's file, held while `work` runs. */
async function whileLocked(server: TestServer, work: () => Promise<void>): Promise<void> {
  const other = new Database(server.dbFile);
  other.exec('BEGIN IMMEDIATE');
  try {
    await work();
  } finally {
    other.exec('ROLLBACK');
    other.close();
  }
}

describe('a store another process has locked', () => {
  // Far longer than the requests below take, so the move is surely still waiting when they are answered.
  const t = useTestServer({ lockWaitMs: 60_000 });

  it('the server stays responsive: while a move waits for the lock, /health says locked and others are served; the move goes through once the lock is gone', async () => {
    const { seats, zap, stateID } = await tableOn(t);
    const writes = vi.spyOn(t.server.store, 'setState');
    try {
      await whileLocked(t, async () => {
        zap();
        await waitFor(() => writes.mock.calls.length > 0, 'the move to reach the store');
        let waiting = true;
        const done = () => void (waiting = false);
        writes.mock.results[0].value.then(done, done);
        const health = await fetch(`${t.url}/health`);
        expect(health.status).toBe(503);
        expect((await health.json()).store).toEqual({ state: 'locked', message: expect.stringContaining('another process holds the write lock') });
        expect((await fetch(`${t.url}/tablewright/games`)).status).toBe(200);
        expect(waiting, 'the move still waits for the lock').toBe(true);
        expect(seats.every((s) => s.stateID() === stateID)).toBe(true);
      });
    } finally {
      writes.mockRestore();
    }
    await waitFor(() => seats.every((s) => s.stateID() === stateID + 1), 'the move once the lock is gone');
    expect((await fetch(`${t.url}/health`)).status).toBe(200);
    seats.forEach((s) => s.close());
  });

  it('a move that waited out the whole wait fails in words, changes nothing, and is played when sent again', async () => {
    const s = await startTestServer({ lockWaitMs: 400 });
    try {
      const { seats, human, zap, stateID } = await tableOn(s);
      await whileLocked(s, async () => {
        zap();
        await waitFor(() => dropCodes(human.received).includes('store-unavailable'), 'the mover to be told', 10_000);
        const notice = human.received.find((r) => r.event === 'tablewright:error')!.args[0];
        expect(notice.message).toMatch(/locked by another process.*your action was not applied/);
        expect(seats.every((x) => x.stateID() === stateID)).toBe(true);
      });
      zap();
      await waitFor(() => seats.every((x) => x.stateID() === stateID + 1), 'the move once the lock is gone');
      seats.forEach((x) => x.close());
    } finally {
      await s.stop();
    }
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
