import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOG_LIMITS } from '../../../server/harden/bounded-log.ts';
import { AYAR, createAndJoin } from '../helpers/lobby.ts';
import { captureLog } from '../helpers/log-lines.ts';
import { connectAcks, openRawEngine } from '../helpers/raw-engine.ts';
import { movesHandled } from '../helpers/probes.ts';
import { connectSeat, waitFor } from '../helpers/raw-socket.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { dropCodes } from '../helpers/wire.ts';

// Finding 12: refused moves logged their arguments whole (up to 15 KB a line), malformed
// packets logged stack traces, and an `update` for a never-synced match left a move queue
// behind forever.

let t: TestServer;
// boardgame.io's console lines reach the server's log (server/observe/server-log.ts), which keeps them here.
const printed = captureLog();
beforeAll(async () => {
  t = await startTestServer({ logLevel: 'info', logDestination: printed.destination });
});
afterAll(async () => {
  await t?.stop();
});

const lines = () => printed.raw;

describe('what reaches the log, and what stays behind', () => {
  it('a refused move with a 3,500-character argument is one short line', async () => {
    const m = await createAndJoin(t.url, 3, 'basic');
    const seat = await connectSeat(t.url, AYAR, m.matchID, m.seats[0].playerID, m.seats[0].credentials);
    printed.clear();
    seat.move(m.matchID, 'zap', ['x'.repeat(3500)], 0);
    await waitFor(() => lines().some((l) => l.includes('invalid move')), 'the refusal in the log');
    for (const line of printed.lines()) expect(line.msg.length).toBeLessThan(LOG_LIMITS.lineChars + 40);
    for (const line of lines()) expect(line.length).toBeLessThan(LOG_LIMITS.lineChars + 200);
    seat.close();
  });

  it('malformed packets are one line each, with no stack trace', async () => {
    printed.clear();
    const before = t.errors.length;
    for (const packet of [`42/${AYAR},{not json`, `42/${AYAR},[{"a":1}]`, '9nonsense']) {
      const engine = await openRawEngine(t.url);
      engine.send(`40/${AYAR},`);
      await waitFor(() => connectAcks(engine, AYAR).length === 1, 'the namespace');
      engine.send(packet);
      await engine.whenClosed();
    }
    const logged = [...printed.lines().map((l) => l.msg), ...t.errors.slice(before)];
    expect(logged.join('\n')).not.toMatch(/\n\s+at /);
    expect(logged.every((l) => l.length < 300)).toBe(true);
  });

  it('a flood of refused moves writes a bounded number of lines, and says how many it dropped', async () => {
    const m = await createAndJoin(t.url, 3, 'basic');
    const seats = await Promise.all(m.seats.map((s) => connectSeat(t.url, AYAR, m.matchID, s.playerID, s.credentials)));
    printed.clear();
    const started = performance.now();
    for (let i = 0; i < 30; i++) for (const seat of seats) seat.move(m.matchID, 'zap', ['nobody'], 0);
    // Every refusal has been offered to the log once each seat's probe (a line too) is answered.
    await Promise.all(seats.map((seat) => movesHandled(seat, m.matchID, 'zap', ['nobody'])));
    // The budget lets through its burst and what it earned back meanwhile, however long the flood took here.
    const earned = Math.ceil((LOG_LIMITS.lines.perSecond * (performance.now() - started)) / 1000);
    expect(lines().length).toBeLessThanOrEqual(LOG_LIMITS.lines.burst + earned);
    // The next line the budget lets through says how many were dropped: a refused move every 200 ms offers one.
    await waitFor(
      () => printed.lines().some((l) => (l.dropped ?? 0) > 0) || void seats[0].move(m.matchID, 'zap', ['nobody'], 0),
      'the count of dropped lines',
      5000,
      200,
    );
    seats.forEach((s) => s.close());
  });

  it('a move for a match the socket never synced leaves no move queue behind', async () => {
    const m = await createAndJoin(t.url, 3, 'basic');
    const stray = await connectSeat(t.url, AYAR, m.matchID, null);
    const [seat] = m.seats;
    stray.socket.emit('update', { type: 'MAKE_MOVE', payload: { type: 'zap', args: ['1'], playerID: seat.playerID, credentials: seat.credentials } }, 0, m.matchID, seat.playerID);
    await waitFor(() => dropCodes(stray.received).includes('not-synced'), 'the stray move to be refused');
    stray.close();
    await waitFor(() => t.server.stats().sockets === 0, 'every socket to be gone');
    expect(t.server.stats().matchQueues).toBe(0);
  });
});
