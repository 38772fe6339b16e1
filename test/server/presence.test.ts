import { describe, expect, it, vi } from 'vitest';
import { HEARTBEAT } from '../../server/harden/connection-guard.ts';
import { AYAR, createAndJoin } from './helpers/lobby.ts';
import { openRawEngine } from './helpers/raw-engine.ts';
import { connectSeat, waitFor, type RawSeat } from './helpers/raw-socket.ts';
import { startTestServer, useTestServer } from './helpers/test-server.ts';

// Issue 7: presence dots stayed green after a browser died. A browser that vanishes without
// closing its connection (a phone asleep, a laptop shut) is now found out by the heartbeat.

const t = useTestServer();

const connected = async (matchID: string) => {
  const { metadata } = await t.server.store.fetch(matchID, { metadata: true });
  return Object.values(metadata.players).map((p) => Boolean(p.isConnected));
};

describe('presence', () => {
  it('a seat whose browser stops answering shows as away within the heartbeat', async () => {
    const m = await createAndJoin(t.url, 3, 'basic');
    const engine = await openRawEngine(t.url);
    engine.send(`40/${AYAR},`);
    await waitFor(() => engine.frames.some((f) => f.startsWith(`40/${AYAR},{`)), 'the namespace');
    engine.send(`42/${AYAR},${JSON.stringify(['sync', m.matchID, '0', m.seats[0].credentials, 3])}`);
    await waitFor(() => engine.frames.some((f) => f.startsWith(`42/${AYAR},["sync"`)), 'the sync');
    const syncedAt = Date.now();
    while ((await connected(m.matchID)).join() !== 'true,false,false') {
      if (Date.now() - syncedAt > 2000) throw new Error(`seat 0 was not shown connected 2 s after its sync: ${await connected(m.matchID)}`);
      await new Promise((r) => setTimeout(r, 20));
    }

    const silentAt = Date.now();
    engine.goSilent();
    const limit = HEARTBEAT.intervalMs + HEARTBEAT.timeoutMs + 2000;
    const deadline = silentAt + limit;
    while ((await connected(m.matchID))[0]) {
      if (Date.now() > deadline) throw new Error(`seat 0 still shows as connected ${limit} ms after its browser went silent`);
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(engine.closed()).toBe(true);
  }, 30_000);

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
        await new Promise((r) => setTimeout(r, SETTLE_MS + 200));
        expect(announced(watcher)).toEqual(['true,true,true']);
        expect(writes).toHaveBeenCalledTimes(1);
        const { metadata } = await server.server.store.fetch(m.matchID, { metadata: true });
        expect(Object.values(metadata.players).map((p) => p.isConnected)).toEqual([true, true, true]);

        // A socket that drops and comes straight back changes nothing anyone sees.
        seats[0].close();
        await connectSeat(server.url, AYAR, m.matchID, '0', m.seats[0].credentials);
        await new Promise((r) => setTimeout(r, SETTLE_MS + 200));
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
