import { describe, expect, it, vi } from 'vitest';
import type { Game, State } from 'boardgame.io';
import { Client } from 'boardgame.io/client';
import { SocketIO } from 'boardgame.io/multiplayer';
import { loadGames } from '../../games/kit/content/load-content.ts';
import { viewFor } from '../../games/are-you-a-robot/rules/view.ts';
import type { AyarState } from '../../games/are-you-a-robot/state.ts';
import type { Viewer } from '../../server/app/view-broadcast.ts';
import { DROP_EVENT } from '../../server/harden/drop-notice.ts';
import { AYAR, createAndJoin } from './helpers/lobby.ts';
import { LeanMaster } from '../../server/app/lean-master.ts';
import { roundTrip } from './helpers/probes.ts';
import { connectSeat, waitFor, type RawSeat } from './helpers/raw-socket.ts';
import { probeSocketIO } from './helpers/socket-io-probe.ts';
import { useTestServer } from './helpers/test-server.ts';
import { sentState } from './helpers/wire.ts';

// Issue 12: boardgame.io ran the game's playerView and socket.io's encoder once per socket for
// every update. Now each distinct view is computed and encoded once, whatever the sockets.

const t = useTestServer();
const probe = probeSocketIO();
const ayar = loadGames('content').games.find((g) => g.module.id === AYAR)!;

/** What `viewer` must be sent of a state, as JSON carries it. */
const expectedView = (state: State<AyarState>, viewer: Viewer) => JSON.parse(JSON.stringify(viewFor(state.G, viewer)));

/** The G of every update this socket heard of a state. */
const updatesOf = (seat: RawSeat, stateID: number) =>
  seat.received.filter((r) => r.event === 'update' && sentState(r)._stateID === stateID).map((r) => sentState(r).G);

/**
 * A 3-seat Schrödinger match (handshakes offered and withdrawn never end it): seat 0 on a raw
 * socket and in boardgame.io's own client (two tabs), seats 1 and 2 on raw sockets, and two
 * spectators, one of each kind. playerView calls of the match's own game are counted.
 */
async function crowdedTable() {
  const m = await createAndJoin(t.url, 3, 'schrodinger');
  const matchID = m.matchID;
  const playerView = vi.spyOn((await t.server.content.forMatch(matchID))!.game as Required<Game>, 'playerView');
  const [zero, one, two] = await Promise.all(m.seats.map((s) => connectSeat(t.url, AYAR, matchID, s.playerID, s.credentials)));
  const watcher = await connectSeat(t.url, AYAR, matchID, null);
  const bgio = (playerID?: string, credentials?: string) =>
    Client<AyarState>({ game: ayar.module.createGame(ayar.content), multiplayer: SocketIO({ server: t.url }), matchID, playerID, credentials, debug: false });
  const zeroTab = bgio('0', m.seats[0].credentials);
  const bgioWatcher = bgio();
  const clients = [zeroTab, bgioWatcher];
  clients.forEach((c) => c.start());
  await waitFor(() => clients.every((c) => c.getState()?.isConnected && c.getState()?.G), 'the boardgame.io clients to sync');
  // Presence is written once it settles: until every seat is recorded present, a seat that goes
  // away changes nothing the table was told, and nothing of it is announced.
  await waitFor(async () => {
    const { metadata } = await t.server.store.fetch(matchID, { metadata: true });
    return Object.values(metadata.players).every((p) => p.isConnected);
  }, 'every seat to be recorded present');
  const raw = [zero, one, two, watcher];
  /** Sockets a test expects to hear nothing more: a move does not wait for them. */
  const deaf = new Set<RawSeat>();
  const truth = async () => (await t.server.store.fetch(matchID, { state: true })).state as State<AyarState>;

  /** Plays a move and returns the new state once every connected socket has it, with the encodes and views it cost. */
  const play = async (mover: RawSeat, move: string, ...args: string[]) => {
    const before = await truth();
    const encodesBefore = probe.encodes(AYAR, 'update', matchID);
    playerView.mockClear();
    mover.move(matchID, move, args, before._stateID);
    const listening = raw.filter((s) => s.socket.connected && !deaf.has(s));
    const running = clients.filter((c) => c.getState()?.isConnected);
    await waitFor(
      () => listening.every((s) => s.stateID() > before._stateID) && running.every((c) => c.getState()!._stateID > before._stateID),
      `${move} to reach every socket`,
    );
    const after = await truth();
    expect(after._stateID).toBeGreaterThan(before._stateID);
    return { state: after, encodes: probe.encodes(AYAR, 'update', matchID) - encodesBefore, views: playerView.mock.calls.length };
  };
  const stop = () => {
    raw.forEach((s) => s.close());
    clients.filter((c) => c.getState()?.isConnected).forEach((c) => c.stop());
  };
  const credentials = m.seats.map((s) => s.credentials);
  return { matchID, credentials, zero, one, two, watcher, zeroTab, bgioWatcher, deaf, play, truth, stop };
}

describe('each distinct view of a match is computed and encoded once per update', () => {
  it('two sockets on a seat and two spectators: every socket gets its own view, at one view and one encode per distinct view', async () => {
    const table = await crowdedTable();
    const { state, encodes, views } = await table.play(table.one, 'offerHandshake', '2');
    // The views differ, so a socket given another's view is caught below.
    expect(expectedView(state, '0')).not.toEqual(expectedView(state, null));
    expect(expectedView(state, '0')).not.toEqual(expectedView(state, '1'));
    const seats: [RawSeat, Viewer][] = [[table.zero, '0'], [table.one, '1'], [table.two, '2'], [table.watcher, null]];
    for (const [socket, viewer] of seats) expect(updatesOf(socket, state._stateID), `the update to ${viewer}`).toEqual([expectedView(state, viewer)]);
    expect(table.zeroTab.getState()!.G).toEqual(expectedView(state, '0'));
    expect(table.bgioWatcher.getState()!.G).toEqual(expectedView(state, null));
    // Six sockets, four views: seat 0, seat 1, seat 2 and the spectators.
    expect(views).toBe(4);
    expect(encodes).toBe(4);

    // A chat is the same for every view: one packet for the whole table.
    const raw = [table.zero, table.one, table.two, table.watcher];
    const chatsOf = (s: RawSeat) => s.received.filter((r) => r.event === 'chat').map((r) => r.args[1].payload);
    table.one.chat(table.matchID, 'anyone human?');
    await waitFor(
      () => raw.every((s) => chatsOf(s).includes('anyone human?')) && [table.zeroTab, table.bgioWatcher].every((c) => c.chatMessages.some((m) => m.payload === 'anyone human?')),
      'the chat to reach every socket',
    );
    expect(probe.encodes(AYAR, 'chat', table.matchID)).toBe(1);
    table.stop();
  });

  it('a socket that syncs again as a spectator is sent the spectators’ view from then on, and its seat’s no more', async () => {
    const table = await crowdedTable();
    const { zero, matchID } = table;
    zero.socket.emit('sync', matchID, null, undefined, undefined);
    await waitFor(() => zero.received.filter((r) => r.event === 'sync').length === 2, 'the second sync');

    const { state, encodes } = await table.play(table.one, 'offerHandshake', '2');
    expect(updatesOf(zero, state._stateID)).toEqual([expectedView(state, null)]);
    expect(updatesOf(table.watcher, state._stateID)).toEqual([expectedView(state, null)]);
    // Seat 0 still has its other tab.
    expect(table.zeroTab.getState()!.G).toEqual(expectedView(state, '0'));
    expect(encodes).toBe(4);
    table.stop();
  });

  it('a socket whose new sync is refused hears nothing more of the match', async () => {
    const table = await crowdedTable();
    const { zero, matchID } = table;
    zero.socket.emit('sync', matchID, '1', 'not-the-credentials', undefined);
    // The server forgets the socket's old seat before it answers a sync, refused or not.
    await waitFor(() => zero.received.some((r) => r.event === DROP_EVENT && r.args[0].code === 'bad-credentials'), 'the socket to be told why');
    table.deaf.add(zero);
    const heard = zero.received.length;
    const { state } = await table.play(table.one, 'offerHandshake', '2');
    // Sent once the others had the update: had the socket still been sent the match's broadcasts, the update would be in first.
    await roundTrip(zero);
    expect(zero.received.slice(heard).filter((r) => r.event === 'update')).toEqual([]);
    expect(table.zeroTab.getState()!._stateID).toBe(state._stateID);
    table.stop();
  });

  it('a seat whose sockets all disconnected costs no view, and every other socket still gets its own', async () => {
    const table = await crowdedTable();
    const { zero, matchID } = table;
    // A presence announcement of the table's own arrival may still be settling: only those with seat 0 away count.
    const zeroAway = (args: unknown[]) => (args[0] as { id: number; isConnected?: boolean }[]).find((p) => p.id === 0)?.isConnected === false;
    expect(probe.encodes(AYAR, 'matchData', matchID, zeroAway)).toBe(0);
    const heard = [table.one, table.two, table.watcher].map((s) => s.received.length);
    zero.close();
    table.zeroTab.stop();
    // Seat 0 going away is announced to every socket left, in one packet.
    const seatZeroAway = (s: RawSeat, from: number) =>
      s.received.slice(from).some((r) => r.event === 'matchData' && r.args[1].find((p: { id: number }) => p.id === 0)?.isConnected === false);
    await waitFor(() => [table.one, table.two, table.watcher].every((s, i) => seatZeroAway(s, heard[i])), 'seat 0’s absence to be announced');
    expect(probe.encodes(AYAR, 'matchData', matchID, zeroAway)).toBe(1);
    const { state, encodes, views } = await table.play(table.one, 'offerHandshake', '2');
    expect(updatesOf(table.watcher, state._stateID)).toEqual([expectedView(state, null)]);
    expect(updatesOf(table.two, state._stateID)).toEqual([expectedView(state, '2')]);
    expect(views).toBe(3);
    expect(encodes).toBe(3);
    table.stop();
  });

  it('a socket that disconnects while its sync is being answered is forgotten: its view is not computed', async () => {
    const table = await crowdedTable();
    const { matchID } = table;
    // After a move, so that the answer to a sync reads the log (before any, there is none to read).
    await table.play(table.two, 'offerHandshake', '1');
    table.two.close();
    await waitFor(async () => (await t.server.store.fetch(matchID, { metadata: true })).metadata.players[2].isConnected === false, 'seat 2’s socket to leave');
    const late = await connectSeat(t.url, AYAR, matchID, null);
    const store = t.server.store;
    const recentLog = store.recentLog.bind(store);
    let answering = false;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // Master's answer to a sync reads the end of the log; the checks before it do not.
    const answers = vi.spyOn(LeanMaster.prototype, 'onSync');
    const spy = vi.spyOn(store, 'recentLog').mockImplementation(async (id, count) => {
      answering = true;
      await held;
      return recentLog(id, count);
    });
    try {
      const id = late.socket.id!;
      late.socket.emit('sync', matchID, '2', table.credentials[2], undefined);
      await waitFor(() => answering, 'the server to answer the sync');
      late.close();
      // socket.io takes a socket out of every room, its own included, once it hears it left.
      await waitFor(() => probe.roomsOf(AYAR, id).length === 0, 'the server to hear the socket leave');
    } finally {
      release();
      spy.mockRestore();
    }
    // The held answer ends, and with it the handler's choice to register the socket or not.
    expect(answers).toHaveBeenCalled();
    await Promise.all(answers.mock.results.map((r) => r.value));
    answers.mockRestore();
    // Seats 0 and 1 and the spectators: seat 2 has no socket left, so no view of it is made.
    const { views, encodes } = await table.play(table.one, 'offerHandshake', '0');
    expect(views).toBe(3);
    expect(encodes).toBe(3);
    table.stop();
  });
});
