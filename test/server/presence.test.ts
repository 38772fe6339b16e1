import { describe, expect, it, vi } from 'vitest';
import { HEARTBEAT } from '../../server/harden/connection-guard.ts';
import { AYAR, createAndJoin } from './helpers/lobby.ts';
import { openRawEngine } from './helpers/raw-engine.ts';
import { roundTrip } from './helpers/probes.ts';
import { connectSeat, waitFor, type RawSeat } from './helpers/raw-socket.ts';
import { startTestServer, useTestServer, type TestServer } from './helpers/test-server.ts';

// Issue 7: presence dots stayed green after a browser died. A browser that vanishes without
// closing its connection (a phone asleep, a laptop shut) is now found out by the heartbeat.

const t = useTestServer();

const connected = async (server: TestServer, matchID: string) => {
  const { metadata } = await server.server.store.fetch(matchID, { metadata: true });
  return Object.values(metadata.players).map((p) => Boolean(p.isConnected));
};

describe('presence', () => {
  it('a seat whose browser stops answering shows as away within the heartbeat', async () => {
    // Every connection is told the shipped heartbeat when it opens (engine.io's open packet)...
    const told = await openRawEngine(t.url);
    const open = await waitFor(() => told.frames.find((f) => f.startsWith('0{')), 'the open packet');
    expect(JSON.parse(open.slice(1))).toMatchObject({ pingInterval: HEARTBEAT.intervalMs, pingTimeout: HEARTBEAT.timeoutMs });
    told.ws.close();
    // ...and a silent one is found out by it, here a shorter one of the same making: the shipped one cost 15 s of waiting.
    const heartbeat = { intervalMs: 2000, timeoutMs: 2000 };
    const server = await startTestServer({ heartbeat });
    try {
      const m = await createAndJoin(server.url, 3, 'basic');
      const engine = await openRawEngine(server.url);
      engine.send(`40/${AYAR},`);
      await waitFor(() => engine.frames.some((f) => f.startsWith(`40/${AYAR},{`)), 'the namespace');
      engine.send(`42/${AYAR},${JSON.stringify(['sync', m.matchID, '0', m.seats[0].credentials, 3])}`);
      await waitFor(() => engine.frames.some((f) => f.startsWith(`42/${AYAR},["sync"`)), 'the sync');
      const shown = async () => (await connected(server, m.matchID)).join();
      await waitFor(async () => (await shown()) === 'true,false,false', async () => `seat 0 to show connected after its sync (shown: ${await shown()})`);

      engine.goSilent();
      // The server's own heartbeat decides; the slack is for its timers on a busy machine.
      const limit = heartbeat.intervalMs + heartbeat.timeoutMs + 5000;
      await waitFor(async () => (await shown()) === 'false,false,false', `seat 0 to show as away once its browser went silent`, limit, 200);
      expect(engine.closed()).toBe(true);
    } finally {
      await server.stop();
    }
  }, 40_000);

  describe('settles before it is written', () => {
    // A long settling time, so that the sockets below surely act within it on a busy machine.
    const SETTLE_MS = 800;
    /** The presence of the seats in each matchData the socket heard. */
    const announced = (s: RawSeat) =>
      s.received.filter((r) => r.event === 'matchData').map((r) => r.args[1].map((p: { isConnected?: boolean }) => Boolean(p.isConnected)).join());

    it('a table whose sockets connect together is written and announced once', async () => {
      const server = await startTestServer({ presenceSettleMs: SETTLE_MS });
      try {
        const m = await createAndJoin(server.url, 3, 'basic');
        const watcher = await connectSeat(server.url, AYAR, m.matchID, null);
        const writes = vi.spyOn(server.server.store, 'setPresence');
        const seats = await Promise.all(m.seats.map((s) => connectSeat(server.url, AYAR, m.matchID, s.playerID, s.credentials)));
        await waitFor(() => announced(watcher).includes('true,true,true'), 'the table to be announced');
        const { metadata } = await server.server.store.fetch(m.matchID, { metadata: true });
        expect(Object.values(metadata.players).map((p) => p.isConnected)).toEqual([true, true, true]);

        // A socket that drops and comes straight back changes nothing anyone sees. Its settling,
        // the next write, is also what any second write of the table would have come before.
        seats[0].close();
        await connectSeat(server.url, AYAR, m.matchID, '0', m.seats[0].credentials);
        await waitFor(() => writes.mock.calls.length >= 2, 'the drop and return to settle');
        await writes.mock.results[1].value;
        await roundTrip(watcher);
        expect(writes.mock.calls.map(([, seats]) => seats.map((s) => s.playerID).sort())).toEqual([['0', '1', '2'], ['0']]);
        expect(announced(watcher)).toEqual(['true,true,true']);

        for (const seat of seats.slice(1)) seat.close();
        await waitFor(() => announced(watcher).length === 2, 'the two seats leaving');
        expect(announced(watcher)[1]).toBe('true,false,false');
        expect(server.errors).toEqual([]);
      } finally {
        await server.stop();
      }
    }, 20_000);
  });
});
