import { describe, expect, it } from 'vitest';
import { HEARTBEAT } from '../../server/harden/connection-guard.ts';
import { AYAR, createAndJoin } from './helpers/lobby.ts';
import { openRawEngine } from './helpers/raw-engine.ts';
import { waitFor } from './helpers/raw-socket.ts';
import { useTestServer } from './helpers/test-server.ts';

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
    expect(await connected(m.matchID)).toEqual([true, false, false]);

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
});
