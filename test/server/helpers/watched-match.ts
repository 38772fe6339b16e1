import { createAndJoinGame } from './lobby.ts';
import { presenceSettled } from './probes.ts';
import { RawMatch } from './raw-match.ts';
import { connectSeat, type RawSeat } from './raw-socket.ts';
import type { TestServer } from './test-server.ts';
import { seedOf } from './wire.ts';

/**
 * A new match with every seat taken, each seat and one spectator on a raw socket that records
 * everything the server sends it, for tests that judge the wire. `chats` reads the chat a socket heard.
 * It returns once the table's presence news has arrived: a test that expects silence from the
 * server (a refused move) heard a late announcement of the seats otherwise.
 */
export async function watchedMatch<G>(t: TestServer, game: string, numPlayers: number, setupData: unknown) {
  const m = await createAndJoinGame(t.url, game, numPlayers, setupData);
  const seats = await Promise.all(m.seats.map((s) => connectSeat(t.url, game, m.matchID, s.playerID, s.credentials)));
  const spectator = await connectSeat(t.url, game, m.matchID, null);
  const everyone = [...seats, spectator];
  await presenceSettled(everyone);
  const match = new RawMatch<G>(t, m.matchID, seats, [spectator]);
  const seed = await seedOf(t.server, m.matchID);
  const chats = (s: RawSeat): unknown[] => s.received.filter((r) => r.event === 'chat').map((r) => r.args[1].payload);
  return { m, seats, spectator, everyone, match, seed, chats };
}
