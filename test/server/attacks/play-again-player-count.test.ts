import { describe, expect, it } from 'vitest';
import { ROBOTS_ID } from '../../../games/robots/game.ts';
import { createAndJoinGame } from '../helpers/lobby.ts';
import { postJson, useTestServer } from '../helpers/test-server.ts';

// Finding 1: `/playAgain` checked no player count: numPlayers 1e9 froze the server for 85 s,
// then it died of heap exhaustion; 0-, 1-, 7- and 100-seat ROBOTS! matches could be made.

const t = useTestServer();

const post = (path: string, body: unknown) => postJson(t.url, path, body);

describe('a player count outside the game’s range, on any route that makes a match', () => {
  it('playAgain with 0, 1, 7, 100 or a billion seats: 400, nothing created, the server answers', async () => {
    const m = await createAndJoinGame(t.url, ROBOTS_ID, 2);
    const [seat] = m.seats;
    const { minPlayers, maxPlayers } = t.server.games.find((g) => g.module.id === ROBOTS_ID)!.game;
    const before = await t.server.store.listMatches();
    // A count the server went on to seat would hold it for over a minute: the test's own timeout, not a clock here, catches that.
    for (const numPlayers of [0, minPlayers! - 1, maxPlayers! + 1, 100, 1e9, 2.5]) {
      const res = await post(`/games/${ROBOTS_ID}/${m.matchID}/playAgain`, { playerID: seat.playerID, credentials: seat.credentials, numPlayers });
      expect(res.status, `numPlayers ${numPlayers}`).toBe(400);
    }
    const tooMany = maxPlayers! + 1;
    const refusal = await post(`/games/${ROBOTS_ID}/${m.matchID}/playAgain`, { playerID: '0', credentials: seat.credentials, numPlayers: tooMany });
    expect((await refusal.json()).error).toBe(`robots plays with ${minPlayers} to ${maxPlayers} players, not ${tooMany}.`);
    expect(await t.server.store.listMatches()).toEqual(before);
    expect((await fetch(`${t.url}/health`)).status).toBe(200);
  });

  it('create with the same counts: 400, nothing created', async () => {
    const { minPlayers, maxPlayers } = t.server.games.find((g) => g.module.id === ROBOTS_ID)!.game;
    const before = await t.server.store.listMatches();
    for (const numPlayers of [0, minPlayers! - 1, maxPlayers! + 1, 100, 1e9]) {
      expect((await post(`/games/${ROBOTS_ID}/create`, { numPlayers })).status, `numPlayers ${numPlayers}`).toBe(400);
    }
    expect(await t.server.store.listMatches()).toEqual(before);
  });

  it('playAgain within the range still makes the next match, once, with the seats asked for', async () => {
    const m = await createAndJoinGame(t.url, ROBOTS_ID, 2);
    const [a, b] = m.seats;
    const first = await (await post(`/games/${ROBOTS_ID}/${m.matchID}/playAgain`, { playerID: a.playerID, credentials: a.credentials, numPlayers: 3 })).json();
    const second = await (await post(`/games/${ROBOTS_ID}/${m.matchID}/playAgain`, { playerID: b.playerID, credentials: b.credentials })).json();
    expect(second.nextMatchID).toBe(first.nextMatchID);
    const next = await (await fetch(`${t.url}/games/${ROBOTS_ID}/${first.nextMatchID}`)).json();
    expect(next.players).toHaveLength(3);
  });
});
