import { describe, expect, it } from 'vitest';
import { AYAR, createAndJoin, type JoinedMatch } from '../helpers/lobby.ts';
import { movesHandled, presenceSettled, roundTrip } from '../helpers/probes.ts';
import { connectSeat, waitFor, type RawSeat } from '../helpers/raw-socket.ts';
import { useTestServer } from '../helpers/test-server.ts';

const t = useTestServer();

async function seatEveryone(m: JoinedMatch): Promise<RawSeat[]> {
  const seats = await Promise.all(m.seats.map((s) => connectSeat(t.url, AYAR, m.matchID, s.playerID, s.credentials)));
  return [...seats, await connectSeat(t.url, AYAR, m.matchID, null)];
}

/**
 * What each socket heard since `heard` once the match's queue is past everything `mover` sent
 * and every connection is past what the server sent before: the probes' own answers besides
 * anything the refused move let out.
 */
async function heardSince(sockets: RawSeat[], heard: number[], mover: RawSeat, matchID: string, probe: string, args: unknown[]) {
  await movesHandled(mover, matchID, probe, args);
  await Promise.all(sockets.map(roundTrip));
  return sockets.map((s, i) => s.received.slice(heard[i]).map((r) => (r.event === 'tablewright:error' ? r.args[0].code : r.event)));
}

/** The probes' answers alone: a stale-state notice to the mover, an unknown-event notice to every socket. */
const probesOnly = (sockets: RawSeat[], mover: RawSeat) => sockets.map((s) => (s === mover ? ['stale-state', 'unknown-event'] : ['unknown-event']));

const lobbyView = async (matchID: string) => (await fetch(`${t.url}/games/${AYAR}/${matchID}`)).json();
const listing = async () => (await fetch(`${t.url}/games/${AYAR}`)).json();

/**
 * After a refused move boardgame.io broadcasts the unchanged state to everyone and stamps a
 * new updatedAt on the match: the table learns that someone tried a move the rules forbid,
 * which in Are You A Robot? is almost always a Robot trying to shoot.
 */
describe("a refused move leaves no trace anyone else can see", () => {
  it("a Robot's refused zap: no socket hears anything, the lobby's match and listing are unchanged", async () => {
    const m = await createAndJoin(t.url, 3, 'basic');
    const sockets = await seatEveryone(m);
    const { state } = await t.server.store.fetch(m.matchID, { state: true });
    const robot = state.G.players.find((p: string) => state.G.roles[p] === 'robot')!;
    const human = state.G.players.find((p: string) => p !== robot)!;
    await presenceSettled(sockets);
    const heard = sockets.map((s) => s.received.length);
    const [match, list] = [await lobbyView(m.matchID), await listing()];
    const mover = sockets.find((s) => s.playerID === robot)!;
    mover.move(m.matchID, 'zap', [human], state._stateID);
    expect(await heardSince(sockets, heard, mover, m.matchID, 'zap', [human])).toEqual(probesOnly(sockets, mover));
    expect(await lobbyView(m.matchID)).toEqual(match);
    expect(await listing()).toEqual(list);
    sockets.forEach((s) => s.close());
  });

  it("a Human's refused revolution (Extended) is just as silent, and the next real move is heard by all", async () => {
    const m = await createAndJoin(t.url, 5, 'extended');
    const sockets = await seatEveryone(m);
    const { state } = await t.server.store.fetch(m.matchID, { state: true });
    const humans = state.G.players.filter((p: string) => state.G.roles[p] === 'human');
    await presenceSettled(sockets);
    const heard = sockets.map((s) => s.received.length);
    const updatedAt = (await lobbyView(m.matchID)).updatedAt;
    const mover = sockets.find((s) => s.playerID === humans[0])!;
    mover.move(m.matchID, 'declareRevolution', [], state._stateID);
    expect(await heardSince(sockets, heard, mover, m.matchID, 'declareRevolution', [])).toEqual(probesOnly(sockets, mover));
    expect((await lobbyView(m.matchID)).updatedAt).toBe(updatedAt);
    mover.move(m.matchID, 'offerHandshake', [humans[1]], state._stateID);
    await waitFor(() => sockets.every((s) => s.stateID() > state._stateID), 'the handshake to reach every socket');
    for (const s of sockets) expect(s.stateID()).toBe(state._stateID + 1);
    expect((await lobbyView(m.matchID)).updatedAt).toBeGreaterThan(updatedAt);
    sockets.forEach((s) => s.close());
  });
});
