import { LobbyClient } from 'boardgame.io/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadGames, type LoadedGame } from '../../../games/kit/content/load-content.ts';
import type { GameModule } from '../../../games/kit/game-module.ts';
import type { EvilContent } from '../../../games/evil-robots/content-types.ts';
import type { ThreeLawsContent } from '../../../games/three-laws/content-types.ts';
import type { ThreeLawsState } from '../../../games/three-laws/state.ts';
import { startTestServer, type TestServer } from '../../server/helpers/test-server.ts';
import { waitFor } from '../../support/wait-for.ts';

const THREE_LAWS = 'three-laws';
const EVIL_ROBOTS = 'evil-robots';
const seen = { calls: 0, names: new Set<string>() };

/** The shipped games, 3 Laws with a short accusation window and its bot policy watched. */
function watchedGames(): LoadedGame[] {
  const { games, errors } = loadGames('content');
  if (errors.length) throw new Error(JSON.stringify(errors));
  return games.map((g) => {
    if (g.module.id === EVIL_ROBOTS) {
      // Quarter-second windows (the server's clock takes fractions): the bots' closing of a
      // window that ran out is what moves the table on, and a match holds dozens of them.
      const content = g.content as EvilContent;
      return { module: g.module, content: { ...content, rules: { ...content.rules, claimSeconds: 0.25, splitSeconds: 0.25, keepSeconds: 0.25 } } };
    }
    if (g.module.id !== THREE_LAWS) return g;
    const module = g.module as GameModule<ThreeLawsContent, ThreeLawsState>;
    const content = g.content as ThreeLawsContent;
    const watched: GameModule<ThreeLawsContent, ThreeLawsState> = {
      ...module,
      botPolicy: (view, ctx, playerID, c, rng, names) => {
        seen.calls++;
        for (const name of Object.values(names ?? {})) seen.names.add(name);
        return module.botPolicy!(view, ctx, playerID, c, rng, names);
      },
    };
    return { module: watched, content: { ...content, rules: { ...content.rules, accuseWindowSeconds: 1 } } };
  });
}

let server: TestServer;

beforeAll(async () => {
  process.env.TABLEWRIGHT_BOT_DELAY_MS = '5,20';
  server = await startTestServer({ games: watchedGames() });
});

afterAll(async () => {
  delete process.env.TABLEWRIGHT_BOT_DELAY_MS;
  await server?.stop();
});

describe("live bots play with the game's own bot policy", () => {
  it("four 3 Laws bots play a match to the end through their policy, with the seats' names", async () => {
    const lobby = new LobbyClient({ server: server.url });
    const { matchID } = await lobby.createMatch(THREE_LAWS, { numPlayers: 4, setupData: { start: 'round-2' } });
    await server.server.bots.fill(THREE_LAWS, matchID, undefined, '127.0.0.1');
    const gameover = await waitFor(async () => (await lobby.getMatch(THREE_LAWS, matchID)).gameover, 'the bots to end the match', 50_000, 100);
    expect(gameover).toMatchObject({ winner: expect.any(String) });
    expect(seen.calls).toBeGreaterThan(0);
    expect([...seen.names].sort()).toEqual(['Bot Ada', 'Bot Babbage', 'Bot Curie', 'Bot Dijkstra']);
    expect(server.errors).toEqual([]);
  }, 60_000);

  it('five Evil Robots bots play a match to the end, through claim windows, splits and clean-ups held by the server until they run out', async () => {
    const lobby = new LobbyClient({ server: server.url });
    const { matchID } = await lobby.createMatch(EVIL_ROBOTS, { numPlayers: 5 });
    await server.server.bots.fill(EVIL_ROBOTS, matchID, undefined, '127.0.0.1');
    const gameover = await waitFor(async () => (await lobby.getMatch(EVIL_ROBOTS, matchID)).gameover, 'the bots to end the match', 110_000, 200);
    expect(gameover).toMatchObject({ winners: expect.any(Array), path: expect.stringMatching(/^(good|evil)$/) });
    expect(server.errors).toEqual([]);
  }, 120_000);
});
