import { describe, expect, it } from 'vitest';
import type { State } from 'boardgame.io';
import { LobbyClient } from 'boardgame.io/client';
import { turnOrder } from '../../games/three-laws/rules/table.ts';
import type { ThreeLawsState } from '../../games/three-laws/state.ts';
import { connectClientSeat } from './helpers/client-seat.ts';
import { createAndJoinGame, type JoinedMatch } from './helpers/lobby.ts';
import { movesHandled, roundTrip } from './helpers/probes.ts';
import { connectSeat, waitFor, type RawSeat } from './helpers/raw-socket.ts';
import { gamesWithThreeLawsRules, THREE_LAWS_ID, threeLawsOf } from './helpers/three-laws-play.ts';
import { useTestServer } from './helpers/test-server.ts';
import { dropCodes } from './helpers/wire.ts';

// 3 Laws' seat names are a window every table answers at once, as the match starts
// (games/kit/rules/at-once.ts): the moves on which the server's rule for them is seen.
const games = gamesWithThreeLawsRules();
const { game } = threeLawsOf(games);
const t = useTestServer({ games });
const lobby = () => new LobbyClient({ server: t.url });

const stored = async (matchID: string): Promise<State<ThreeLawsState>> => (await t.server.store.fetch(matchID, { state: true })).state;

/** Renames a seat in the lobby, so the game may be told the new name (the server allows no other). */
const rename = (m: JoinedMatch, seat: number, newName: string) =>
  lobby().updatePlayer(THREE_LAWS_ID, m.matchID, { playerID: m.seats[seat].playerID, credentials: m.seats[seat].credentials, newName });

/** Sends the seat's name on `stateID` and waits until the server has handled it: played or refused. */
async function nameOn(seat: RawSeat, matchID: string, name: string, stateID: number): Promise<void> {
  seat.move(matchID, 'nameSeat', [name], stateID);
  await movesHandled(seat, matchID, 'nameSeat', [name]);
}

describe('moves every seat makes at once, over the real server', () => {
  it('four tables that name their seats on the same state, as a match starts, all have their names kept, none refused', async () => {
    const m = await createAndJoinGame(t.url, THREE_LAWS_ID, 4);
    const seats = m.seats.map((s) => connectClientSeat(t.url, game, m.matchID, s.playerID, s.credentials));
    try {
      await waitFor(() => seats.every((s) => s.client.getState()?.isConnected && s.client.getState()?._stateID === 0), 'every client to sync');
      // In one tick, as the tables do on opening: each sends state 0, where all but the first arrive stale.
      seats.forEach((s, i) => s.client.moves.nameSeat(`P${i}`));
      await waitFor(async () => Object.keys((await stored(m.matchID)).G.names).length === 4, 'every name to be kept');
      const state = await stored(m.matchID);
      expect(state.G.names).toEqual({ 0: 'P0', 1: 'P1', 2: 'P2', 3: 'P3' });
      expect(state._stateID).toBe(4);
      await Promise.all(seats.map(roundTrip));
      for (const s of seats) expect(dropCodes(s.received), `what seat ${s.playerID} was told`).toEqual(['unknown-event']);
    } finally {
      seats.forEach((s) => s.close());
    }
  });

  it('a name sent on a state only others’ names moved on from is played; one behind the sender’s own move, another kind of move or no state at all is refused as stale, and changes nothing', async () => {
    const m = await createAndJoinGame(t.url, THREE_LAWS_ID, 4);
    const raw = await Promise.all(m.seats.map((s) => connectSeat(t.url, THREE_LAWS_ID, m.matchID, s.playerID, s.credentials)));
    try {
      for (const [i, seat] of raw.entries()) await nameOn(seat, m.matchID, `P${i}`, i);
      const named = await stored(m.matchID);
      expect(named._stateID).toBe(4);

      // Seats 1 and 2 rename on the same state: the second to arrive is on a state seat 1's name moved on from.
      await rename(m, 1, 'Ada');
      await rename(m, 2, 'Bo');
      raw[1].move(m.matchID, 'nameSeat', ['Ada'], 4);
      raw[2].move(m.matchID, 'nameSeat', ['Bo'], 4);
      await Promise.all([movesHandled(raw[1], m.matchID, 'nameSeat', ['Ada']), movesHandled(raw[2], m.matchID, 'nameSeat', ['Bo'])]);
      let state = await stored(m.matchID);
      expect(state._stateID).toBe(6);
      expect([state.G.names[1], state.G.names[2]]).toEqual(['Ada', 'Bo']);

      const refusedOn = async (seat: RawSeat, name: string, stateID: number, why: string) => {
        const before = await stored(m.matchID);
        const told = dropCodes(seat.received).length;
        await nameOn(seat, m.matchID, name, stateID);
        const after = await stored(m.matchID);
        expect(after._stateID, why).toBe(before._stateID);
        expect(after.G, why).toEqual(before.G);
        // The refusal itself, then the probe's own.
        expect(dropCodes(seat.received).slice(told), why).toEqual(['stale-state', 'stale-state']);
      };

      // Seat 1 renames twice on state 6 (a double send): its own first name stands between.
      await rename(m, 1, 'Cy');
      await nameOn(raw[1], m.matchID, 'Cy', 6);
      await rename(m, 1, 'Di');
      await refusedOn(raw[1], 'Di', 6, 'a name behind the sender’s own');

      // A question is asked: a name sent on the state before it is refused, and played once sent on the question's.
      const G = state.G;
      const [asker, target] = turnOrder(G, G.startPlayer);
      await rename(m, 3 - Number(asker), 'Ed');
      state = await stored(m.matchID);
      raw[Number(asker)].move(m.matchID, 'ask', [target, 'Who sits across from me?'], state._stateID);
      await waitFor(async () => (await stored(m.matchID))._stateID === state._stateID + 1, 'the question to be asked');
      const renamed = raw[3 - Number(asker)];
      await refusedOn(renamed, 'Ed', state._stateID, 'a name behind a question');
      await refusedOn(renamed, 'Ed', -1, 'a name on no state');
      await nameOn(renamed, m.matchID, 'Ed', state._stateID + 1);
      expect((await stored(m.matchID)).G.names[3 - Number(asker)]).toBe('Ed');
    } finally {
      raw.forEach((s) => s.close());
    }
  });
});
