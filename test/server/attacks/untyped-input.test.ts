import { describe, expect, it } from 'vitest';
import { AYAR, createAndJoin } from '../helpers/lobby.ts';
import { connectAcks, openRawEngine, type RawEngine } from '../helpers/raw-engine.ts';
import { waitFor } from '../helpers/raw-socket.ts';
import { postJson, useTestServer } from '../helpers/test-server.ts';

/** The drop notices a raw connection got: `42/<nsp>,["tablewright:error",{...}]`. */
const notices = (engine: RawEngine) =>
  engine.frames.filter((f) => f.startsWith(`42/${AYAR},["tablewright:error"`)).map((f) => JSON.parse(f.slice(f.indexOf('[')))[1] as { code: string });

// Finding 8: `/join` accepted a non-string playerName (stored as a number), which made the
// match page throw while rendering names, blank for every player and spectator; an event name
// sent as an object made the packet guard itself throw.

const t = useTestServer();

const post = (path: string, body: unknown) => postJson(t.url, path, body);

async function freshMatch(): Promise<string> {
  return (await (await post(`/games/${AYAR}/create`, { numPlayers: 3, setupData: { mode: 'basic' } })).json()).matchID;
}

describe('input of the wrong type', () => {
  it.each([
    ['a number as the name', { playerName: 5 }, "'playerName' must be a name"],
    ['an object as the name', { playerName: { first: 'Ada' } }, "'playerName' must be a name"],
    ['a list as the name', { playerName: ['Ada'] }, "'playerName' must be a name"],
    ['a blank name', { playerName: '   ' }, "'playerName' must be a name"],
    ['a name with a control character', { playerName: 'Ada\u0007' }, "'playerName' must be a name"],
    ['a number as the seat', { playerID: 0, playerName: 'Ada' }, "'playerID' must be a string"],
    ['a field the join does not take', { playerName: 'Ada', isAdmin: true }, "unknown field 'isAdmin'"],
  ])('join with %s: 400 saying what to send, and the seat stays free', async (_what, body, message) => {
    const matchID = await freshMatch();
    const res = await post(`/games/${AYAR}/${matchID}/join`, body);
    expect(res.status).toBe(400);
    expect((await res.json()).error).toContain(message);
    const match = await (await fetch(`${t.url}/games/${AYAR}/${matchID}`)).json();
    expect(match.players.every((p: { name?: unknown }) => p.name === undefined)).toBe(true);
  });

  it('a rename to a number, or create with a string count: 400', async () => {
    const m = await createAndJoin(t.url, 3, 'basic');
    const [seat] = m.seats;
    expect((await post(`/games/${AYAR}/${m.matchID}/update`, { playerID: seat.playerID, credentials: seat.credentials, newName: 42 })).status).toBe(400);
    expect((await post(`/games/${AYAR}/create`, { numPlayers: '3' })).status).toBe(400);
    const match = await (await fetch(`${t.url}/games/${AYAR}/${m.matchID}`)).json();
    expect(match.players.map((p: { name: unknown }) => typeof p.name)).toEqual(['string', 'string', 'string']);
  });

  it('an event name that is a number or a long string is dropped with a short notice; an object closes the connection; nothing throws', async () => {
    const engine = await openRawEngine(t.url);
    engine.send(`40/${AYAR},`);
    await waitFor(() => connectAcks(engine, AYAR).length === 1, 'the namespace');
    engine.send(`42/${AYAR},[7,"m"]`, `42/${AYAR},["${'x'.repeat(3000)}","m"]`);
    await waitFor(() => notices(engine).length === 2, 'two notices');
    expect(notices(engine).map((n) => n.code)).toEqual(['unknown-event', 'unknown-event']);
    expect(notices(engine).every((n) => JSON.stringify(n).length < 200)).toBe(true);
    expect(t.errors).toEqual([]);
    // socket.io's parser refuses an event named by an object or a list as a protocol error.
    engine.send(`42/${AYAR},[{"toString":1},"m"]`);
    await engine.whenClosed();
    expect(t.errors).toEqual(['closed a connection that broke the protocol: invalid payload']);
  });
});
