import { describe, expect, it } from 'vitest';
import { AYAR, createAndJoin } from '../helpers/lobby.ts';
import { connectSeat, waitFor } from '../helpers/raw-socket.ts';
import { dropCodes } from '../helpers/wire.ts';
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
    // Each is refused before boardgame.io sees it, so its notice means it went nowhere else.
    await waitFor(() => dropCodes(seat.received).length === 7, 'a notice for each of the seven');
    expect(dropCodes(seat.received)).toEqual(Array(7).fill('unknown-move'));
    const after = await t.server.store.fetch(m.matchID, { state: true, log: true });
    expect(after).toEqual(before);
    expect(t.errors).toEqual([]);
    seat.close();
  });
});
