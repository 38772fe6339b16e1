import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EvilContent } from '../../games/evil-robots/content-types.ts';
import type { LoadedGame } from '../../games/kit/content/load-content.ts';
import { EVIL_ROBOTS_ID, gamesWithEvilRobotsFixture } from './helpers/evil-robots-play.ts';
import { createAndJoinGame } from './helpers/lobby.ts';
import { connectSeat, latestState, waitFor, type RawSeat } from './helpers/raw-socket.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';
import { dropCodes } from './helpers/wire.ts';

// The playtest: the Dealer, who had done nothing, was told "Not yet: wait 3 s" by the server when
// the table's countdown of the first offer (Evil Robots opens it at setup) ran out and the table
// closed the claims. The table counts from when it appears, once the table is full; the server
// counted from the first move made in the window.
const CLAIM_SECONDS = 2;

function withShortClaims(games: LoadedGame[]): LoadedGame[] {
  return games.map((g) => {
    if (g.module.id !== EVIL_ROBOTS_ID) return g;
    const content = g.content as EvilContent;
    return { ...g, content: { ...content, rules: { ...content.rules, claimSeconds: CLAIM_SECONDS } } };
  });
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ games: withShortClaims(gamesWithEvilRobotsFixture()) });
});
afterAll(async () => {
  await server?.stop();
});

const stepOf = (seat: RawSeat) => latestState(seat.received)?.G.step as { kind: string; claims?: string[] } | undefined;

describe("the first offer's window, on a real server", () => {
  it('runs from when the table filled, as the table shows it, not from the first claim', async () => {
    const { matchID, seats } = await createAndJoinGame(server.url, EVIL_ROBOTS_ID, 3);
    // The last seat is taken: the table and its countdown appear now.
    const full = Date.now();
    const [dealer, claimer] = await Promise.all(seats.slice(0, 2).map((s) => connectSeat(server.url, EVIL_ROBOTS_ID, matchID, s.playerID, s.credentials)));
    expect(stepOf(dealer)?.kind).toBe('offer');
    // Seat 1 claims the first card a second in; the offer stays open for the others.
    await waitFor(() => Date.now() >= full + 1000, 'a second into the window', 5000, 20);
    claimer.move(matchID, 'claim', [true], claimer.stateID());
    await waitFor(() => stepOf(dealer)?.claims?.includes('1'), 'the claim to reach the Dealer');
    // The table's countdown has run out (it began no earlier than `full`): the Dealer's table closes the claims.
    await waitFor(() => Date.now() > full + CLAIM_SECONDS * 1000 + 200, 'the countdown to end', 5000, 20);
    const before = dealer.stateID();
    dealer.move(matchID, 'closeClaims', [], before);
    await waitFor(() => dealer.stateID() > before || dropCodes(dealer.received).length > 0, 'the close to be taken or refused');
    expect(dropCodes(dealer.received)).toEqual([]);
    expect(stepOf(dealer)?.kind).not.toBe('offer');
    for (const seat of [dealer, claimer]) seat.close();
  });
});
