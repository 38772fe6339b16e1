import { beforeEach, describe, expect, it } from 'vitest';
import { AYAR, createAndJoin, type JoinedMatch } from './helpers/lobby.ts';
import { movesHandled } from './helpers/probes.ts';
import { connectSeat, waitFor, type RawSeat } from './helpers/raw-socket.ts';
import { useTestServer } from './helpers/test-server.ts';
import { gameModules } from '../../games/registry.ts';

const t = useTestServer();

const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  fetch(`${t.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

async function stillServing() {
  const health = await fetch(`${t.url}/health`);
  expect(health.status).toBe(200);
  expect(await health.json()).toMatchObject({ ok: true, games: gameModules.map((m) => m.id) });
}

async function snapshot(matchID: string) {
  return t.server.store.fetch(matchID, { state: true, log: true, metadata: true });
}

describe('bad HTTP requests get an error response and the server keeps serving', () => {
  it('malformed JSON: 400 with a JSON error', async () => {
    const res = await post(`/games/${AYAR}/create`, '{"numPlayers": 3,');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'malformed JSON in the request body' });
    await stillServing();
  });

  it('an oversized body: 413 with a JSON error, before it is read', async () => {
    const res = await post(`/games/${AYAR}/create`, JSON.stringify({ numPlayers: 3, pad: 'x'.repeat(200_000) }));
    expect(res.status).toBe(413);
    expect((await res.json()).error).toMatch(/too large/);
    await stillServing();
  });

  it('an unknown game or match: 404', async () => {
    expect((await post('/games/no-such-game/create', '{"numPlayers": 3}')).status).toBe(404);
    const missing = await fetch(`${t.url}/games/${AYAR}/no-such-match`);
    expect(missing.status).toBe(404);
    expect((await missing.json()).error).toBe(`no ${AYAR} match 'no-such-match'`);
    expect((await post(`/games/${AYAR}/no-such-match/join`, '{"playerID":"0","playerName":"x"}')).status).toBe(404);
    await stillServing();
  });

  it('setup data the game refuses: 400, and nothing is created', async () => {
    const before = await t.server.store.listMatches();
    const res = await post(`/games/${AYAR}/create`, JSON.stringify({ numPlayers: 4, setupData: { mode: 'basic' } }));
    expect(res.status).toBe(400);
    expect(await t.server.store.listMatches()).toEqual(before);
  });

  it('wrong credentials on join, leave and update: refused, metadata unchanged', async () => {
    const m = await createAndJoin(t.url, 3, 'basic');
    const before = await snapshot(m.matchID);
    expect((await post(`/games/${AYAR}/${m.matchID}/join`, '{"playerID":"1","playerName":"thief"}')).status).toBe(409);
    expect((await post(`/games/${AYAR}/${m.matchID}/leave`, '{"playerID":"1","credentials":"forged"}')).status).toBe(403);
    expect(
      (await post(`/games/${AYAR}/${m.matchID}/update`, '{"playerID":"1","credentials":"forged","newName":"pwned"}')).status,
    ).toBe(403);
    expect(await snapshot(m.matchID)).toEqual(before);
    await stillServing();
  });

  it('bots for an unknown game or a taken seat: an error status, not a crash', async () => {
    expect((await post('/tablewright/games/no-such-game/abc/bots', '{}')).status).toBe(404);
    const m = await createAndJoin(t.url, 3, 'basic');
    expect((await post(`/tablewright/games/${AYAR}/${m.matchID}/bots`, '{"seats":["0"]}')).status).toBe(409);
    expect((await post(`/tablewright/games/${AYAR}/${m.matchID}/bots`, '{"seats":"all"}')).status).toBe(400);
  });
});

describe('bad socket messages are rejected and change nothing', () => {
  let m: JoinedMatch;
  let seats: RawSeat[];
  let roles: Record<string, string>;

  beforeEach(async () => {
    m = await createAndJoin(t.url, 3, 'basic');
    seats = await Promise.all(m.seats.map((s) => connectSeat(t.url, AYAR, m.matchID, s.playerID, s.credentials)));
    roles = (await t.server.store.fetch(m.matchID, { state: true })).state.G.roles;
    return () => seats.forEach((s) => s.close());
  });

  const human = () => seats.find((s) => roles[s.playerID!] === 'human')!;
  const robot = () => seats.find((s) => roles[s.playerID!] === 'robot')!;
  const drops = (seat: RawSeat) => seat.received.filter((r) => r.event === 'tablewright:error').map((r) => r.args[0]);

  /** Runs what `sender` sends, and checks the match once the server has handled all of it. */
  async function expectUnchanged(sender: RawSeat, action: () => void | Promise<void>) {
    const before = await snapshot(m.matchID);
    await action();
    // A socket the server closed had its packets go nowhere.
    if (sender.socket.connected) await movesHandled(sender, m.matchID, 'zap', [seats.find((s) => s !== sender)!.playerID]);
    const after = await snapshot(m.matchID);
    expect(after.state).toEqual(before.state);
    expect(after.log).toEqual(before.log);
    await stillServing();
  }

  it('a move with forged credentials', async () => {
    const h = human();
    await expectUnchanged(h, () => {
      h.socket.emit(
        'update',
        { type: 'MAKE_MOVE', payload: { type: 'zap', args: [robot().playerID], playerID: h.playerID, credentials: 'forged' } },
        0,
        m.matchID,
        h.playerID,
      );
    });
  });

  it('a move made in the name of another seat', async () => {
    const r = robot();
    const h = human();
    await expectUnchanged(r, () => {
      // The robot authenticates as itself but asks the reducer to play the Human's zap.
      r.socket.emit(
        'update',
        { type: 'MAKE_MOVE', payload: { type: 'zap', args: [r.playerID], playerID: h.playerID, credentials: r.credentials } },
        0,
        m.matchID,
        r.playerID,
      );
    });
    expect(drops(r)).toContainEqual(expect.objectContaining({ event: 'update', code: 'forbidden-action' }));
  });

  it('a move the rules forbid (a Robot shooting) and a move on a stale state', async () => {
    const r = robot();
    const h = human();
    await expectUnchanged(r, () => r.move(m.matchID, 'zap', [h.playerID], 0));
    await expectUnchanged(h, () => h.move(m.matchID, 'zap', [r.playerID], 7));
  });

  it('nonsense move arguments and unknown moves', async () => {
    const h = human();
    await expectUnchanged(h, () => {
      h.move(m.matchID, 'zap', ['banana'], 0);
      h.move(m.matchID, 'zap', [{ $gt: 1 }], 0);
      h.move(m.matchID, 'zap', [], 0);
      h.move(m.matchID, 'fly', [h.playerID], 0);
      h.socket.emit('update', { type: 'MAKE_MOVE', payload: { type: 'zap', args: 'x', playerID: h.playerID } }, 0, m.matchID, h.playerID);
      h.socket.emit('update', null, 0, m.matchID, h.playerID);
      h.socket.emit('update', 'garbage');
      h.socket.emit('sync', { not: 'an id' });
      h.socket.emit('chat');
    });
    expect(drops(h).map((d) => d.code)).toEqual(
      expect.arrayContaining(['bad-action', 'bad-sync', 'bad-chat']),
    );
  });

  it('actions a client must never send: a whole state, a patch, endGame', async () => {
    const h = human();
    const forged = { ...(await snapshot(m.matchID)).state, ctx: { gameover: { winner: h.playerID } } };
    await expectUnchanged(h, () => {
      for (const type of ['UPDATE', 'SYNC', 'RESET']) {
        h.socket.emit('update', { type, state: forged, payload: { playerID: h.playerID, credentials: h.credentials } }, 0, m.matchID, h.playerID);
      }
      h.socket.emit('update', { type: 'PATCH', patch: [{ op: 'replace', path: '/G/roles', value: {} }], payload: { playerID: h.playerID, credentials: h.credentials } }, 0, m.matchID, h.playerID);
      h.socket.emit('update', { type: 'GAME_EVENT', payload: { type: 'endGame', args: [{ winner: h.playerID }], playerID: h.playerID, credentials: h.credentials } }, 0, m.matchID, h.playerID);
    });
    expect(drops(h).filter((d) => d.code === 'forbidden-action')).toHaveLength(5);
  });

  it('an oversized packet is dropped; a huge one closes only that socket', async () => {
    const h = human();
    await expectUnchanged(h, () => h.move(m.matchID, 'zap', ['x'.repeat(20_000)], 0));
    expect(drops(h)).toContainEqual(expect.objectContaining({ code: 'too-large' }));
    const other = seats.find((s) => s !== h)!;
    await expectUnchanged(h, async () => {
      h.chat(m.matchID, 'y'.repeat(300_000));
      await waitFor(() => h.socket.disconnected, 'the engine to close the flooding socket');
    });
    other.chat(m.matchID, 'still here?');
    await waitFor(() => other.received.some((r) => r.event === 'chat' && r.args[1].payload === 'still here?'), 'chat after the flood');
  });

  it('a sync for a match that does not exist creates nothing', async () => {
    const before = await t.server.store.listMatches();
    const h = human();
    h.socket.emit('sync', 'made-up-match', null, undefined, 2);
    await waitFor(() => drops(h).some((d) => d.event === 'sync' && d.code === 'unknown-match'), 'the sync to be refused');
    expect(await t.server.store.listMatches()).toEqual(before);
  });

  it('no handler failed on any of it', () => {
    expect(t.errors).toEqual([]);
  });
});
