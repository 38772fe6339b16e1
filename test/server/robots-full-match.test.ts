import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LogEntry, State } from 'boardgame.io';
import { Client, LobbyClient } from 'boardgame.io/client';
import { SocketIO } from 'boardgame.io/multiplayer';
import type { RobotsGameover, RobotsState, RobotsView } from '../../games/robots/state.ts';
import { BOT_DELAY_ENV } from '../../server/bots/bot-delay.ts';
import { waitFor } from './helpers/raw-socket.ts';
import { gamesWithRobotsRules, ROBOTS_ID, robotsOf } from './helpers/robots-play.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

// A designer's content override: a short game, over in a hand or a few.
const TARGET = 40;
const games = gamesWithRobotsRules({ targetScore: TARGET });
const robots = games.find((g) => g.module.id === ROBOTS_ID)!;

let t: TestServer;
let delayBefore: string | undefined;
beforeAll(async () => {
  // The server's own BotManager reads its think time when it first seats bots; quick, yet well within a socket's message budget.
  delayBefore = process.env[BOT_DELAY_ENV];
  process.env[BOT_DELAY_ENV] = '20,40';
  t = await startTestServer({ games });
});
afterAll(async () => {
  if (delayBefore === undefined) delete process.env[BOT_DELAY_ENV];
  else process.env[BOT_DELAY_ENV] = delayBefore;
  await t?.stop();
});

/** A spectator with boardgame.io's own client over its SocketIO transport. */
function watch(matchID: string) {
  const client = Client<RobotsState>({ game: robotsOf(games).game, multiplayer: SocketIO({ server: t.url }), matchID, debug: false });
  client.start();
  return client;
}

/**
 * A refused action is only allowed where the rules let several seats act at once: a ROBOTS!
 * claim and the next player's draw, or two claims. The loser either chose on a state another
 * seat's move had just replaced, or claimed after the window closed. A bot refused after its
 * own move (it chose again before the answer came) is a bot bug.
 */
function assertRace(line: string, log: LogEntry[]) {
  const stale = /invalid stateID, was=\[(\d+)\].* playerID=\[(\w+)\]/.exec(line);
  if (stale) {
    const winner = log.find((entry) => entry._stateID === Number(stale[1]));
    expect(winner, `${line}: a move was made at that state`).toBeDefined();
    expect(winner?.action.payload.playerID, `${line}: the move that got there first`).not.toBe(stale[2]);
    return;
  }
  expect(line, 'only a claim may come after its window closed').toMatch(/player not active .* action\[callRobots\]/);
}

describe('a whole ROBOTS! match over the real server, every seat a bot', () => {
  it('the server’s bots play it to the end; every client and the lobby agree on the result, and the server logs no error', async () => {
    // boardgame.io prints each action it refuses (a stale state, a seat not active) with console.error.
    const refusals: string[] = [];
    const consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void refusals.push(args.join(' ')));
    const lobby = new LobbyClient({ server: t.url });
    const { matchID } = await lobby.createMatch(ROBOTS_ID, { numPlayers: 3, setupData: { variant: 'classic' } });
    const watchers = [watch(matchID), watch(matchID)];
    await waitFor(() => watchers.every((c) => c.getState()?.isConnected && c.getState()?.G), 'the watchers to sync');

    const response = await fetch(`${t.url}/tablewright/games/${ROBOTS_ID}/${matchID}/bots`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ seats: ['0', '1', '2'] });

    await waitFor(() => watchers.every((c) => c.getState()?.ctx.gameover !== undefined), 'the end of the match', 150_000).finally(() => consoleError.mockRestore());
    const truth: State<RobotsState> = (await t.server.store.fetch(matchID, { state: true })).state;
    const over = truth.ctx.gameover as RobotsGameover;
    expect(over).toMatchObject({ reason: 'target-reached', hands: truth.G.results.length });
    expect(truth.G.scores[over.winner]).toBeGreaterThanOrEqual(TARGET);
    for (const [seat, score] of Object.entries(truth.G.scores)) if (seat !== over.winner) expect(score).toBeLessThan(truth.G.scores[over.winner]);
    expect(over.scores).toEqual(truth.G.scores);
    expect(robots.module.invariants(truth.G, truth.ctx, robots.content)).toEqual([]);

    for (const c of watchers) {
      const seen = c.getState()!;
      expect(seen.ctx.gameover).toEqual(over);
      const G = seen.G as unknown as RobotsView;
      expect(G.hands).toEqual({});
      expect(G.results).toEqual(truth.G.results);
      expect(G.scores).toEqual(truth.G.scores);
    }
    const listed = await lobby.getMatch(ROBOTS_ID, matchID);
    expect(listed.gameover).toEqual(over);
    expect(listed.players.map((p) => p.name)).toEqual(['Bot Ada', 'Bot Babbage', 'Bot Curie']);
    expect(t.errors).toEqual([]);
    const { log } = await t.server.store.fetch(matchID, { log: true });
    for (const line of refusals) assertRace(line, log);
    watchers.forEach((c) => c.stop());
  }, 180_000);
});
