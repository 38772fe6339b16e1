import { LobbyClient } from 'boardgame.io/client';
import { describe, expect, it } from 'vitest';
import type { AyarState } from '../../games/are-you-a-robot/state.ts';
import { AYAR } from './helpers/lobby.ts';
import { connectSeat, waitFor } from './helpers/raw-socket.ts';
import { postJson, useTestServer } from './helpers/test-server.ts';
import { dropCodes } from './helpers/wire.ts';

// Issue 7: a lone host zapped the empty "Seat 2" and won; a friend who then opened the invite
// link sat down already dead. No move is accepted until every seat is held.

const t = useTestServer();

async function basicMatchWithSeats(taken: string[]) {
  const lobby = new LobbyClient({ server: t.url });
  const { matchID } = await lobby.createMatch(AYAR, { numPlayers: 3, setupData: { mode: 'basic' } });
  const credentials: Record<string, string> = {};
  for (const id of taken) credentials[id] = (await lobby.joinMatch(AYAR, matchID, { playerID: id, playerName: `P${id}` })).playerCredentials;
  return { lobby, matchID, credentials };
}

/** A Human seat among the held ones and a target: the rules would let that Human zap. */
async function humanAndTarget(matchID: string, held: string[]) {
  const { state } = await t.server.store.fetch(matchID, { state: true });
  const roles = (state.G as AyarState).roles;
  const shooter = held.find((id) => roles[id] === 'human')!;
  return { shooter, target: ['0', '1', '2'].find((id) => id !== shooter)!, stateID: state._stateID };
}

describe('the waiting room', () => {
  it('refuses every move while a seat is empty, names why, and changes nothing; the first move after the last seat fills is played', async () => {
    const { lobby, matchID, credentials } = await basicMatchWithSeats(['0', '1']);
    const { shooter, stateID } = await humanAndTarget(matchID, ['0', '1']);
    const seat = await connectSeat(t.url, AYAR, matchID, shooter, credentials[shooter]);
    seat.move(matchID, 'zap', ['2'], stateID);
    await waitFor(() => dropCodes(seat.received).includes('table-not-full'), 'the refusal');
    const notice = seat.received.find((m) => m.event === 'tablewright:error')!.args[0];
    expect(notice.message).toMatch(/waits for a full table: 1 seat is still empty/);
    // Refused before boardgame.io sees it: nothing of the move is still on its way to the store.
    expect((await t.server.store.fetch(matchID, { state: true })).state._stateID).toBe(stateID);
    expect((await lobby.getMatch(AYAR, matchID)).gameover).toBeUndefined();

    await lobby.joinMatch(AYAR, matchID, { playerID: '2', playerName: 'Friend' });
    // Everyone at the table hears of the join at once (matchData), not at their next poll.
    await waitFor(() => seat.received.some((m) => m.event === 'matchData' && m.args[1].every((p: { name?: string }) => p.name)), 'the news of the full table');
    const { target } = await humanAndTarget(matchID, ['0', '1']);
    seat.move(matchID, 'zap', [target], stateID);
    await waitFor(() => seat.stateID() > stateID, 'the zap to be played');
    seat.close();
  });

  it('a seat given up in the middle of a match holds every move again until someone takes it', async () => {
    const { lobby, matchID, credentials } = await basicMatchWithSeats(['0', '1', '2']);
    const { shooter, target, stateID } = await humanAndTarget(matchID, ['0', '1', '2']);
    const leaver = ['0', '1', '2'].find((id) => id !== shooter && id !== target)!;
    expect((await postJson(t.url, `/games/${AYAR}/${matchID}/leave`, { playerID: leaver, credentials: credentials[leaver] })).status).toBe(200);
    const seat = await connectSeat(t.url, AYAR, matchID, shooter, credentials[shooter]);
    seat.move(matchID, 'zap', [target], stateID);
    await waitFor(() => dropCodes(seat.received).includes('table-not-full'), 'the refusal');
    expect((await lobby.getMatch(AYAR, matchID)).gameover).toBeUndefined();
    seat.close();
  });

  it('no one can pass for a server bot: the bot mark in a join or update body is refused', async () => {
    const { matchID, credentials } = await basicMatchWithSeats(['0']);
    const join = await postJson(t.url, `/games/${AYAR}/${matchID}/join`, { playerID: '1', playerName: 'Sly', data: { bot: true } });
    expect(join.status).toBe(400);
    expect(await join.text()).toMatch(/data\.bot/);
    const update = await postJson(t.url, `/games/${AYAR}/${matchID}/update`, { playerID: '0', credentials: credentials['0'], data: { bot: true } });
    expect(update.status).toBe(400);
  });
});

describe('the open list', () => {
  const open = async () => (await (await fetch(`${t.url}/games/${AYAR}?open=true`)).json()).matches.map((m: { matchID: string }) => m.matchID);

  it('leaves out finished matches and matches idle longer than idleMatchMinutes, which stay in the store', async () => {
    const fresh = await basicMatchWithSeats(['0']);
    const idle = await basicMatchWithSeats(['0']);
    const over = await basicMatchWithSeats(['0']);
    const minutes = t.server.limits.idleMatchMinutes;
    await t.server.store.updateMetadata(idle.matchID, (m) => ({ ...m, updatedAt: Date.now() - (minutes * 60_000 + 1000) }));
    // The store keeps a gameover in the metadata only once the state has ended too.
    const { state } = await t.server.store.fetch(over.matchID, { state: true });
    const ended = { ...state, _stateID: state._stateID + 1, ctx: { ...state.ctx, gameover: { outcome: 'humans' } } };
    await t.server.store.setState(over.matchID, ended, [{ action: { type: 'GAME_EVENT', payload: { type: 'endGame', args: [], playerID: '0' } }, _stateID: state._stateID, turn: 1, phase: '' }]);
    await t.server.store.updateMetadata(over.matchID, (m) => ({ ...m, gameover: { outcome: 'humans' } }));
    const listed = await open();
    expect(listed).toContain(fresh.matchID);
    expect(listed).not.toContain(idle.matchID);
    expect(listed).not.toContain(over.matchID);
    const all = (await new LobbyClient({ server: t.url }).listMatches(AYAR)).matches.map((m) => m.matchID);
    expect(all).toEqual(expect.arrayContaining([fresh.matchID, idle.matchID, over.matchID]));
  });

  it('a join is activity: an idle match someone joins is open again', async () => {
    const idle = await basicMatchWithSeats(['0']);
    await t.server.store.updateMetadata(idle.matchID, (m) => ({ ...m, updatedAt: Date.now() - 24 * 3600_000 }));
    expect(await open()).not.toContain(idle.matchID);
    await idle.lobby.joinMatch(AYAR, idle.matchID, { playerID: '1', playerName: 'Late' });
    expect(await open()).toContain(idle.matchID);
  });

  it("refuses an 'open' that is not true or false", async () => {
    expect((await fetch(`${t.url}/games/${AYAR}?open=yes`)).status).toBe(400);
  });
});
