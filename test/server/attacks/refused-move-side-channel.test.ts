import { describe, expect, it } from 'vitest';
import { AYAR, createAndJoin, type JoinedMatch } from '../helpers/lobby.ts';
import { connectSeat, settle, type RawSeat } from '../helpers/raw-socket.ts';
import { useTestServer } from '../helpers/test-server.ts';

const t = useTestServer();

async function seatEveryone(m: JoinedMatch): Promise<RawSeat[]> {
  const seats = await Promise.all(m.seats.map((s) => connectSeat(t.url, AYAR, m.matchID, s.playerID, s.credentials)));
  return [...seats, await connectSeat(t.url, AYAR, m.matchID, null)];
}

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
    await settle();
    const heard = sockets.map((s) => s.received.length);
    const [match, list] = [await lobbyView(m.matchID), await listing()];
    sockets.find((s) => s.playerID === robot)!.move(m.matchID, 'zap', [human], state._stateID);
    await settle(300);
    expect(sockets.map((s) => s.received.slice(heard[sockets.indexOf(s)]).map((r) => r.event))).toEqual(sockets.map(() => []));
    expect(await lobbyView(m.matchID)).toEqual(match);
    expect(await listing()).toEqual(list);
    sockets.forEach((s) => s.close());
  });

  it("a Human's refused revolution (Extended) is just as silent, and the next real move is heard by all", async () => {
    const m = await createAndJoin(t.url, 5, 'extended');
    const sockets = await seatEveryone(m);
    const { state } = await t.server.store.fetch(m.matchID, { state: true });
    const humans = state.G.players.filter((p: string) => state.G.roles[p] === 'human');
    await settle();
    const heard = sockets.map((s) => s.received.length);
    const updatedAt = (await lobbyView(m.matchID)).updatedAt;
    sockets.find((s) => s.playerID === humans[0])!.move(m.matchID, 'declareRevolution', [], state._stateID);
    await settle(300);
    expect(sockets.every((s, i) => s.received.length === heard[i])).toBe(true);
    expect((await lobbyView(m.matchID)).updatedAt).toBe(updatedAt);
    sockets.find((s) => s.playerID === humans[0])!.move(m.matchID, 'offerHandshake', [humans[1]], state._stateID);
    await settle(300);
    for (const s of sockets) expect(s.stateID()).toBe(state._stateID + 1);
    expect((await lobbyView(m.matchID)).updatedAt).toBeGreaterThan(updatedAt);
    sockets.forEach((s) => s.close());
  });
});
