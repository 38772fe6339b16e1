import { describe, expect, it } from 'vitest';
import { AYAR, createAndJoin } from '../helpers/lobby.ts';
import { connectSeat, settle } from '../helpers/raw-socket.ts';
import { useTestServer } from '../helpers/test-server.ts';

const t = useTestServer();

describe('move names that are not moves of the game', () => {
  // boardgame.io looks a move up with `name in moves`: Object.prototype's methods pass, and
  // `toString` played as a move turns G into the string "[object Undefined]" for good.
  it('a move named after an Object.prototype method is dropped and the match is untouched', async () => {
    const m = await createAndJoin(t.url, 3, 'basic');
    const seat = await connectSeat(t.url, AYAR, m.matchID, '0', m.seats[0].credentials);
    const before = await t.server.store.fetch(m.matchID, { state: true, log: true });
    for (const name of ['toString', 'toLocaleString', 'constructor', 'valueOf', 'hasOwnProperty', '__proto__', '__defineGetter__']) {
      seat.move(m.matchID, name, [], before.state._stateID);
    }
    await settle();
    const after = await t.server.store.fetch(m.matchID, { state: true, log: true });
    expect(after).toEqual(before);
    const drops = seat.received.filter((r) => r.event === 'tablewright:error').map((r) => r.args[0].code);
    expect(drops).toEqual(Array(7).fill('unknown-move'));
    expect(t.errors).toEqual([]);
    seat.close();
  });
});
