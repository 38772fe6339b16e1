import { describe, expect, it } from 'vitest';
import { CONNECTION_CHARACTERS } from '../../../server/harden/connection-flood.ts';
import { MAX_SOCKET_BUFFER_BYTES } from '../../../server/harden/connection-guard.ts';
import { AYAR } from '../helpers/lobby.ts';
import { connectAcks, openRawEngine, type RawEngine } from '../helpers/raw-engine.ts';
import { waitFor } from '../helpers/raw-socket.ts';
import { useTestServer } from '../helpers/test-server.ts';

// Issue 33, finding 3: under a socket flood from one address another match's move stalled.
// A connection's budget counted packets, not their size: one address's connections sent
// 200 packets of 100 KB a second each, every one read and parsed as JSON on the event loop
// before a budget dropped it (bench:attack big-packets: a 1.07 s stall, /health failing, the
// victim's tables not set up). Now a packet is at most 32 KB, and a connection sending more
// characters than any player would is closed.

const t = useTestServer();

const chat = (characters: number) => `42/${AYAR},${JSON.stringify(['chat', 'x', { id: 'x', sender: '0', payload: 'y'.repeat(characters) }])}`;

async function inNamespace(): Promise<RawEngine> {
  const engine = await openRawEngine(t.url);
  engine.send(`40/${AYAR},`);
  await waitFor(() => connectAcks(engine, AYAR).length === 1, 'the namespace');
  return engine;
}

describe('big packets', () => {
  it('a connection that sends more characters than its budget is closed; one within it is served on', async () => {
    const packet = chat(16_000);
    const within = Math.floor(CONNECTION_CHARACTERS.burst / packet.length) - 1;

    const modest = await inNamespace();
    for (let i = 0; i < within; i++) modest.send(packet);
    // Answered after the big packets, so they were read and the connection kept.
    modest.send(`42/${AYAR},${JSON.stringify(['sync', 'no-such-match', null])}`);
    await waitFor(() => modest.frames.some((f) => f.includes('unknown-match')), 'the answer to the sync');
    expect(modest.closed()).toBe(false);

    const flooder = await inNamespace();
    for (let i = 0; i < within + 2; i++) flooder.send(packet);
    await flooder.whenClosed();
    modest.ws.close();
  });

  it('a 40 KB frame, ten times the largest packet the guard passes, closes the connection before it is read', async () => {
    expect(40_000).toBeGreaterThan(MAX_SOCKET_BUFFER_BYTES);
    const engine = await inNamespace();
    engine.send(chat(40_000));
    await engine.whenClosed();
  });
});
