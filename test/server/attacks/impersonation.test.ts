import { describe, expect, it } from 'vitest';
import { AYAR, createAndJoin } from '../helpers/lobby.ts';
import { connectSeat, waitFor, type RawSeat } from '../helpers/raw-socket.ts';
import { dropCodes } from '../helpers/wire.ts';
import { postJson, useTestServer } from '../helpers/test-server.ts';

const t = useTestServer();

const post = (path: string, body: unknown) => postJson(t.url, path, body);

describe('acting in someone else’s name, or choosing the deal', () => {
  it('a chat message in another seat’s name without its credentials reaches no one', async () => {
    const m = await createAndJoin(t.url, 3, 'basic');
    const victim = await connectSeat(t.url, AYAR, m.matchID, '0', m.seats[0].credentials);
    const spectator = await connectSeat(t.url, AYAR, m.matchID, null);
    const seat1 = await connectSeat(t.url, AYAR, m.matchID, '1', m.seats[1].credentials);
    for (const forger of [spectator, seat1]) {
      forger.socket.emit('chat', m.matchID, { id: 'forged', sender: '0', payload: 'I am the Robot' }, forger.credentials ?? 'guess');
    }
    await waitFor(() => [spectator, seat1].every((s) => dropCodes(s.received).includes('not-synced')), 'both forgeries to be refused');
    // A true message from seat 1, sent after the refusals, is what everyone hears first.
    seat1.chat(m.matchID, 'I am seat 1');
    const chats = (s: RawSeat) => s.received.filter((r) => r.event === 'chat').map((r) => r.args[1]);
    await waitFor(() => [victim, spectator, seat1].every((s) => chats(s).length > 0), 'the true message to reach everyone');
    for (const s of [victim, spectator, seat1]) expect(chats(s)).toEqual([expect.objectContaining({ sender: '1', payload: 'I am seat 1' })]);
    [victim, spectator, seat1].forEach((s) => s.close());
  });

  it('playAgain and rename for another seat with forged credentials: 403, nothing created or renamed', async () => {
    const m = await createAndJoin(t.url, 3, 'basic');
    const matches = await t.server.store.listMatches();
    const before = await t.server.store.fetch(m.matchID, { metadata: true });
    expect((await post(`/games/${AYAR}/${m.matchID}/playAgain`, { playerID: '1', credentials: m.seats[0].credentials })).status).toBe(403);
    expect((await post(`/games/${AYAR}/${m.matchID}/rename`, { playerID: '1', credentials: 'forged', newName: 'Robot' })).status).toBe(403);
    expect(await t.server.store.listMatches()).toEqual(matches);
    expect(await t.server.store.fetch(m.matchID, { metadata: true })).toEqual(before);
  });

  it('setupData that picks the seed or the deal is refused on create and on playAgain', async () => {
    const m = await createAndJoin(t.url, 3, 'basic');
    const matches = await t.server.store.listMatches();
    for (const setupData of [{ mode: 'basic', seed: 'known' }, { mode: 'basic', deal: ['robot', 'human', 'human'] }, { mode: 'basic', roles: { 0: 'human' } }]) {
      const create = await post(`/games/${AYAR}/create`, { numPlayers: 3, setupData });
      expect(create.status).toBe(400);
      expect((await create.json()).error).toMatch(/only option is 'mode'/);
      const again = await post(`/games/${AYAR}/${m.matchID}/playAgain`, { playerID: '0', credentials: m.seats[0].credentials, setupData });
      expect(again.status).toBe(400);
    }
    expect(await t.server.store.listMatches()).toEqual(matches);
  });
});
