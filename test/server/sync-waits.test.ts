import { performance } from 'node:perf_hooks';
import { io, type Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { SYNC_WAIT_MS, SYNC_WAIT_PACKETS } from '../../server/harden/sync-waits.ts';
import { AYAR, createAndJoin } from './helpers/lobby.ts';
import { waitFor, type Received } from './helpers/raw-socket.ts';
import { useTestServer } from './helpers/test-server.ts';
import { dropCodes } from './helpers/wire.ts';

// A reconnecting socket.io-client flushes the moves it buffered while away BEFORE boardgame.io's
// client sends its sync: the server holds them until that sync is answered (sync-waits.ts).

const t = useTestServer();
const opened: Socket[] = [];

afterEach(() => {
  opened.splice(0).forEach((s) => s.close());
});

/** A connected socket that has not synced, recording what it hears. */
async function unsynced(): Promise<{ socket: Socket; received: Received[] }> {
  const socket = io(`${t.url}/${AYAR}`, { transports: ['websocket'], forceNew: true, reconnection: false });
  opened.push(socket);
  const received: Received[] = [];
  socket.onAny((event: string, ...args: any[]) => received.push({ event, args }));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return { socket, received };
}

const offer = (playerID: string, credentials: string, to: string) => ({ type: 'MAKE_MOVE', payload: { type: 'offerHandshake', args: [to], playerID, credentials } });
const stateOf = async (matchID: string) => (await t.server.store.fetch(matchID, { state: true })).state!;

describe('moves that arrive before their socket’s sync', () => {
  it('a move flushed before the sync, as a reconnecting client sends it, is applied once the sync is answered', async () => {
    const m = await createAndJoin(t.url, 3, 'schrodinger');
    const { socket, received } = await unsynced();
    const { playerID, credentials } = m.seats[0];
    socket.emit('update', offer(playerID, credentials, '1'), 0, m.matchID, playerID);
    socket.emit('sync', m.matchID, playerID, credentials);
    await waitFor(async () => (await stateOf(m.matchID))._stateID === 1, 'the buffered move to be applied');
    expect((await stateOf(m.matchID)).G.events).toEqual([{ kind: 'offer', from: '0', to: '1' }]);
    expect(dropCodes(received)).toEqual([]);
  });

  it('held moves whose sync is refused are refused at once, and nothing changes', async () => {
    const m = await createAndJoin(t.url, 3, 'schrodinger');
    const { socket, received } = await unsynced();
    socket.emit('update', offer('0', m.seats[0].credentials, '1'), 0, m.matchID, '0');
    socket.emit('sync', m.matchID, '0', 'not-the-credentials');
    await waitFor(() => dropCodes(received).length === 2, () => `both refusals (told: ${dropCodes(received).join(', ')})`, SYNC_WAIT_MS / 2);
    expect(dropCodes(received).sort()).toEqual(['bad-credentials', 'not-synced']);
    expect((await stateOf(m.matchID))._stateID).toBe(0);
  });

  it('a socket that never syncs has at most SYNC_WAIT_PACKETS moves held, each refused after SYNC_WAIT_MS; nothing changes', async () => {
    const m = await createAndJoin(t.url, 3, 'schrodinger');
    const { socket, received } = await unsynced();
    const { playerID, credentials } = m.seats[0];
    const sent = performance.now();
    for (let i = 0; i <= SYNC_WAIT_PACKETS; i++) socket.emit('update', offer(playerID, credentials, '1'), 0, m.matchID, playerID);
    await waitFor(() => dropCodes(received).length === 1, 'the move past the cap to be refused at once', SYNC_WAIT_MS / 2);
    expect(performance.now() - sent).toBeLessThan(SYNC_WAIT_MS);
    await waitFor(() => dropCodes(received).length === SYNC_WAIT_PACKETS + 1, () => `every held move to be refused (so far ${dropCodes(received).length})`, SYNC_WAIT_MS * 3);
    expect(performance.now() - sent).toBeGreaterThanOrEqual(SYNC_WAIT_MS - 50);
    expect(new Set(dropCodes(received))).toEqual(new Set(['not-synced']));
    expect((await stateOf(m.matchID))._stateID).toBe(0);
  }, 30_000);
});
