import { afterEach, describe, expect, it } from 'vitest';
import { AYAR, createAndJoin } from '../helpers/lobby.ts';
import { connectSeat, waitFor } from '../helpers/raw-socket.ts';
import { postJson, useTestServer } from '../helpers/test-server.ts';

// boardgame.io finds a seat as metadata.players[playerID] with the client's playerID: on a
// plain object, '__proto__' answers Object.prototype, and the lobby's join writes onto it.
const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'toString', 'hasOwnProperty'];

const t = useTestServer();
afterEach(() => {
  // If the attack worked, undo it so the other tests (and the runner) still work.
  for (const key of ['name', 'credentials', 'data']) delete (Object.prototype as Record<string, unknown>)[key];
});

const post = (path: string, body: unknown) => postJson(t.url, path, body);

async function freshMatch(): Promise<string> {
  const res = await post(`/games/${AYAR}/create`, { numPlayers: 3, setupData: { mode: 'basic' } });
  return ((await res.json()) as { matchID: string }).matchID;
}

describe('seat ids that name a prototype property', () => {
  it('joining seat __proto__ pollutes no object and is refused; free seats stay free', async () => {
    const matchID = await freshMatch();
    const res = await post(`/games/${AYAR}/${matchID}/join`, { playerID: '__proto__', playerName: 'mallory', data: { evil: true } });
    expect(({} as Record<string, unknown>).credentials).toBeUndefined();
    expect(({} as Record<string, unknown>).name).toBeUndefined();
    expect(res.status).toBe(404);
    // Had it worked, every free seat of every match would look taken.
    const join = await post(`/games/${AYAR}/${await freshMatch()}/join`, { playerName: 'alice' });
    expect(join.status).toBe(200);
    expect(await join.json()).toMatchObject({ playerID: '0' });
  });

  it('leave, update, rename and playAgain as a prototype key: 404, metadata unchanged', async () => {
    const m = await createAndJoin(t.url, 3, 'basic');
    const before = await t.server.store.fetch(m.matchID, { metadata: true });
    for (const playerID of PROTOTYPE_KEYS) {
      for (const route of ['leave', 'update', 'rename', 'playAgain']) {
        const renames = route === 'update' || route === 'rename';
        const res = await post(`/games/${AYAR}/${m.matchID}/${route}`, { playerID, credentials: 'x', ...(renames ? { newName: 'pwned' } : {}) });
        expect(res.status, `${route} as ${playerID}`).toBe(404);
      }
    }
    expect(await t.server.store.fetch(m.matchID, { metadata: true })).toEqual(before);
  });

  it('a socket that syncs or moves as a prototype key or a seat that does not exist is told so', async () => {
    const m = await createAndJoin(t.url, 3, 'basic');
    const before = await t.server.store.fetch(m.matchID, { state: true, metadata: true });
    for (const playerID of [...PROTOTYPE_KEYS, '7', 'null']) {
      const probe = await connectSeat(t.url, AYAR, m.matchID, null);
      probe.socket.emit('sync', m.matchID, playerID, 'x');
      // A move from a socket not synced as that seat never reaches the seat lookup.
      probe.socket.emit('update', { type: 'MAKE_MOVE', payload: { type: 'zap', args: ['0'], playerID, credentials: 'x' } }, 0, m.matchID, playerID);
      const codes = () => probe.received.filter((r) => r.event === 'tablewright:error').map((r) => `${r.args[0].event}:${r.args[0].code}`);
      await waitFor(() => codes().length >= 2, () => `two refusals for ${playerID} (told: ${codes().join(', ') || 'nothing'})`);
      expect(codes().sort(), playerID).toEqual(['sync:no-such-seat', 'update:not-synced']);
      probe.close();
    }
    expect(await t.server.store.fetch(m.matchID, { state: true, metadata: true })).toEqual(before);
  });

  it('no handler failed on any of it', () => {
    expect(t.errors).toEqual([]);
  });
});
