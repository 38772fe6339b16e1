import { LobbyClient } from 'boardgame.io/client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BotFillError, BotManager } from '../../../server/bots/bot-manager.ts';
import { parseBotDelay } from '../../../server/bots/bot-delay.ts';
import { botNames } from '../../../server/bots/bot-names.ts';
import { startTestServer, type TestServer } from '../../server/helpers/test-server.ts';
import { waitFor } from '../../support/wait-for.ts';

const AYAR = 'are-you-a-robot';
const FAST = { minMs: 5, maxMs: 25 };

let server: TestServer;
let lobby: LobbyClient;
let bots: BotManager;

async function createMatch(numPlayers: number, mode: string): Promise<string> {
  return (await lobby.createMatch(AYAR, { numPlayers, setupData: { mode } })).matchID;
}

const gameover = (matchID: string) => waitFor(async () => (await lobby.getMatch(AYAR, matchID)).gameover, `the end of ${matchID}`, 15_000, 25);

beforeAll(async () => {
  process.env.TABLEWRIGHT_BOT_DELAY_MS = `${FAST.minMs},${FAST.maxMs}`;
  server = await startTestServer();
  lobby = new LobbyClient({ server: server.url });
  bots = server.server.bots;
});

afterAll(async () => {
  delete process.env.TABLEWRIGHT_BOT_DELAY_MS;
  await server?.stop();
});

const HERE = '127.0.0.1';

describe('BotManager in a live match', () => {
  it.each([
    [3, 'basic'],
    [4, 'schrodinger'],
    [7, 'extended'],
  ])('bots take all %i seats of a %s match and play it to the end', async (numPlayers, mode) => {
    const matchID = await createMatch(numPlayers, mode);
    const seats = await bots.fill(AYAR, matchID, undefined, HERE);
    expect(seats).toEqual(Array.from({ length: numPlayers }, (_, i) => String(i)));
    const names = (await lobby.getMatch(AYAR, matchID)).players.map((p) => p.name);
    expect(names).toEqual(botNames(numPlayers, new Set()));

    expect(await gameover(matchID)).toMatchObject({ outcome: expect.any(String), reason: expect.any(String) });
    await waitFor(() => !bots.running().some((b) => b.matchID === matchID), 'the bots to stop');
    expect(server.errors).toEqual([]);
  });

  it('fills only the seats asked for, beside a person, with names not already taken', async () => {
    const matchID = await createMatch(3, 'basic');
    await lobby.joinMatch(AYAR, matchID, { playerID: '0', playerName: 'Bot Ada' });
    expect(await bots.fill(AYAR, matchID, ['2'], HERE)).toEqual(['2']);
    expect(await bots.fill(AYAR, matchID, undefined, HERE)).toEqual(['1']);
    expect((await lobby.getMatch(AYAR, matchID)).players.map((p) => p.name)).toEqual(['Bot Ada', 'Bot Curie', 'Bot Babbage']);
    expect(await bots.fill(AYAR, matchID, undefined, HERE)).toEqual([]);
  });

  it('names no bot after a person at the table', async () => {
    const matchID = await createMatch(3, 'basic');
    await lobby.joinMatch(AYAR, matchID, { playerID: '0', playerName: 'ada' });
    await bots.fill(AYAR, matchID, undefined, HERE);
    expect((await lobby.getMatch(AYAR, matchID)).players.map((p) => p.name)).toEqual(['ada', 'Bot Babbage', 'Bot Curie']);
  });

  it('in a rematch a bot keeps its name and never takes the name of a person coming back', async () => {
    const first = await createMatch(3, 'basic');
    await lobby.joinMatch(AYAR, first, { playerID: '0', playerName: 'Ada' });
    await bots.fill(AYAR, first, undefined, HERE);
    const finished = await server.server.store.fetch(first, { metadata: true });
    expect(Object.values(finished.metadata!.players).map((p) => p.name)).toEqual(['Ada', 'Bot Babbage', 'Bot Curie']);
    const rematch = await createMatch(3, 'basic');
    await bots.follow(AYAR, finished.metadata!, rematch, HERE);
    // The person has not come back yet: their seat is empty, and no bot took their name.
    expect((await lobby.getMatch(AYAR, rematch)).players.map((p) => p.name)).toEqual([undefined, 'Bot Babbage', 'Bot Curie']);
    await lobby.joinMatch(AYAR, rematch, { playerID: '0', playerName: 'Ada' });
    expect((await lobby.getMatch(AYAR, rematch)).players.map((p) => p.name)).toEqual(['Ada', 'Bot Babbage', 'Bot Curie']);
  });

  it('refuses an unknown game, an unknown match, a missing seat and a taken seat, with a status', async () => {
    const matchID = await createMatch(3, 'basic');
    await lobby.joinMatch(AYAR, matchID, { playerID: '0', playerName: 'Grace' });
    const refusal = (promise: Promise<unknown>) => promise.then(() => undefined, (e: BotFillError) => [e.status, e.message]);
    expect(await refusal(bots.fill('chess', matchID, undefined, HERE))).toEqual([404, "unknown game 'chess'"]);
    expect(await refusal(bots.fill(AYAR, 'no-such-match', undefined, HERE))).toEqual([404, "no match 'no-such-match' of are-you-a-robot"]);
    expect(await refusal(bots.fill(AYAR, matchID, ['7'], HERE))).toEqual([400, `match '${matchID}' has no seat '7'`]);
    expect(await refusal(bots.fill(AYAR, matchID, ['0'], HERE))).toEqual([409, `seat 0 of match '${matchID}' is taken`]);
  });

  it('plays a seat once when a look for bots no one plays claims it while the fill that recorded it is still claiming it', async () => {
    const matchID = await createMatch(3, 'basic');
    const seats = server.server.store.botSeats;
    const claim = seats.claim.bind(seats);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // The fill's claim waits; the look's, made meanwhile, goes through (with PostgreSQL, as a claim this process already holds).
    const claims = vi.spyOn(seats, 'claim').mockImplementation(async (id, seat) => {
      if (claims.mock.calls.length === 1) await held;
      return claim(id, seat);
    });
    try {
      const filling = bots.fill(AYAR, matchID, ['0'], HERE);
      await waitFor(() => claims.mock.calls.length === 1, 'the fill to claim its seat');
      expect(await bots.resume()).toBe(1);
      release();
      expect(await filling).toEqual(['0']);
    } finally {
      claims.mockRestore();
    }
    expect(bots.running().filter((b) => b.matchID === matchID)).toHaveLength(1);
  });

  it('is reached through the server route POST /tablewright/games/:name/:id/bots', async () => {
    const matchID = await createMatch(5, 'extended');
    const response = await fetch(`${server.url}/tablewright/games/${AYAR}/${matchID}/bots`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ seats: ['0', '1', '2', '3', '4'] });
    await gameover(matchID);
  });
});

describe('bot delay', () => {
  it('reads min,max or one number, and refuses anything else in words', () => {
    expect(parseBotDelay('100,300')).toEqual({ minMs: 100, maxMs: 300 });
    expect(parseBotDelay('50')).toEqual({ minMs: 50, maxMs: 50 });
    for (const bad of ['300,100', 'fast', '1,2,3', '-5,10']) {
      expect(() => parseBotDelay(bad)).toThrow(/TABLEWRIGHT_BOT_DELAY_MS must be 'min,max' in milliseconds/);
    }
  });
});
