import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Server } from 'boardgame.io';
import { Client, LobbyClient } from 'boardgame.io/client';
import { SocketIO } from 'boardgame.io/multiplayer';
import { loadGames } from '../../games/kit/content/load-content.ts';
import type { AyarState } from '../../games/are-you-a-robot/state.ts';
import { freshPostgresDatabase, type SharedDatabase } from '../support/shared-stores.ts';
import { describeWithPostgres } from '../support/throwaway-postgres.ts';
import { AYAR, createAndJoin } from './helpers/lobby.ts';
import { waitFor } from './helpers/raw-socket.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

// Issue 33, finding 3: after a player left, everyone at the table was told the emptied seat was
// still connected (the leave's own news kept the seat's presence), until the leaver's sockets
// were found gone; on a table whose leaver's socket lived on, for as long as it did.

const { games } = loadGames('content');
const ayar = games.find((g) => g.module.id === AYAR)!;

type Seat = Omit<Server.PlayerMetadata, 'credentials'>;

/** What one client was told of the seats, each time it was told. */
function watchSeats(client: ReturnType<typeof Client<AyarState>>): Seat[][] {
  const told: Seat[][] = [];
  client.subscribe(() => {
    const seats = client.matchData as Seat[] | undefined;
    if (seats && seats !== told.at(-1)) told.push(seats);
  });
  return told;
}

const leftSeat = (seats: Seat[]) => seats.find((s) => s.id === 0 && !s.name);

function leftSeatShowsAway(server: () => TestServer) {
  it.each([
    ['still connected', false],
    ['already closed', true],
  ])('a seat left by a player whose client is %s shows as away to the rest of the table, in every matchData', async (_, stopFirst) => {
    const { url } = server();
    const m = await createAndJoin(url, 3, 'basic');
    const clients = m.seats.map(({ playerID, credentials }) =>
      Client<AyarState>({ game: ayar.module.createGame(ayar.content), multiplayer: SocketIO({ server: url }), matchID: m.matchID, playerID, credentials, debug: false }),
    );
    const told = watchSeats(clients[1]);
    clients.forEach((c) => c.start());
    await waitFor(() => told.at(-1)?.every((s) => s.isConnected) ?? false, 'the whole table to show connected');

    if (stopFirst) clients[0].stop();
    const since = told.length;
    await new LobbyClient({ server: url }).leaveMatch(AYAR, m.matchID, { playerID: '0', credentials: m.seats[0].credentials });
    await waitFor(() => told.slice(since).some((seats) => leftSeat(seats)), 'the news of the leave');
    expect(leftSeat(told.slice(since).find((seats) => leftSeat(seats))!)?.isConnected).toBeFalsy();
    expect((await new LobbyClient({ server: url }).getMatch(AYAR, m.matchID)).players[0].isConnected).toBeFalsy();

    // Seat 2 going away is news written after anything about seat 0's sockets.
    clients[2].stop();
    await waitFor(() => told.at(-1)?.find((s) => s.id === 2)?.isConnected === false, 'the news of seat 2 going away');
    const shownConnected = told.slice(since).filter((seats) => leftSeat(seats)?.isConnected);
    expect(shownConnected).toEqual([]);
    clients[1].stop();
    if (!stopFirst) clients[0].stop();
  }, 20_000);
}

describe('a left seat, on the SQLite store', () => {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.stop());
  leftSeatShowsAway(() => server!);
});

describeWithPostgres('a left seat, on the PostgreSQL store', () => {
  let pg: SharedDatabase | undefined;
  let server: TestServer | undefined;
  beforeAll(async () => {
    pg = await freshPostgresDatabase();
    server = await startTestServer({ storeUrl: pg.url });
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    await pg?.stop();
  });
  leftSeatShowsAway(() => server!);
});
