import { describe, expect, it } from 'vitest';
import { ROBOTS_ID } from '../../../games/robots/game.ts';
import type { RobotsState } from '../../../games/robots/state.ts';
import { createAndJoinGame } from '../helpers/lobby.ts';
import { roundTrip } from '../helpers/probes.ts';
import { connectSeat, waitFor } from '../helpers/raw-socket.ts';
import { postJson, useTestServer } from '../helpers/test-server.ts';
import { dropCodes, sentState } from '../helpers/wire.ts';

// Finding 7: a socket that synced as seat 0 kept receiving seat 0's private view after its
// player left and someone else took the seat: the newcomer's whole ROBOTS! hand and every
// later draw.

const t = useTestServer();

const post = (path: string, body: unknown) => postJson(t.url, path, body);

describe('a seat that changes hands', () => {
  it('the old socket loses the seat when its player leaves, and never sees the newcomer’s hand', async () => {
    const m = await createAndJoinGame(t.url, ROBOTS_ID, 2);
    const [zero, one] = m.seats;
    const leaver = await connectSeat(t.url, ROBOTS_ID, m.matchID, zero.playerID, zero.credentials);
    const other = await connectSeat(t.url, ROBOTS_ID, m.matchID, one.playerID, one.credentials);
    expect((await post(`/games/${ROBOTS_ID}/${m.matchID}/leave`, { playerID: '0', credentials: zero.credentials })).status).toBe(200);
    await waitFor(() => leaver.socket.disconnected, 'the old socket to be let go');
    expect(dropCodes(leaver.received)).toEqual(['seat-lost']);
    const heardBefore = leaver.received.length;

    const joined = await (await post(`/games/${ROBOTS_ID}/${m.matchID}/join`, { playerID: '0', playerName: 'Newcomer' })).json();
    const newcomer = await connectSeat(t.url, ROBOTS_ID, m.matchID, '0', joined.playerCredentials);
    const { state } = await t.server.store.fetch(m.matchID, { state: true });
    const G = state.G as RobotsState;
    const mover = G.turn.player === '0' ? newcomer : other;
    mover.move(m.matchID, 'drawFromFactory', [], state._stateID);
    await waitFor(() => newcomer.stateID() > state._stateID && other.stateID() > state._stateID, 'the draw to reach the table');
    // Nothing at all after the seat was given up (its socket, let go, can hear nothing more): not the newcomer's draw, not their hand.
    expect(leaver.received).toHaveLength(heardBefore);
    expect(leaver.received.map(sentState).filter(Boolean).map((s) => s._stateID)).toEqual([state._stateID]);
    [other, newcomer].forEach((s) => s.close());
  });

  it('a socket still on the old credentials after someone else joined is let go too, while the new holder stays', async () => {
    const m = await createAndJoinGame(t.url, ROBOTS_ID, 2);
    const [zero] = m.seats;
    const first = await connectSeat(t.url, ROBOTS_ID, m.matchID, '0', zero.credentials);
    const second = await connectSeat(t.url, ROBOTS_ID, m.matchID, '0', zero.credentials);
    await post(`/games/${ROBOTS_ID}/${m.matchID}/leave`, { playerID: '0', credentials: zero.credentials });
    const joined = await (await post(`/games/${ROBOTS_ID}/${m.matchID}/join`, { playerID: '0', playerName: 'Newcomer' })).json();
    const newcomer = await connectSeat(t.url, ROBOTS_ID, m.matchID, '0', joined.playerCredentials);
    await waitFor(() => first.socket.disconnected && second.socket.disconnected, 'both old sockets to be let go');
    await post(`/games/${ROBOTS_ID}/${m.matchID}/update`, { playerID: '0', credentials: joined.playerCredentials, newName: 'Renamed' });
    // The rename let go of any socket on the old credentials before it answered; the new holder still answers after it.
    await roundTrip(newcomer);
    expect(newcomer.socket.connected).toBe(true);
    newcomer.close();
  });
});
