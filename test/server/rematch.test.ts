import { LobbyClient } from 'boardgame.io/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isBotSeatData } from '../../games/kit/bots/bot-seat.ts';
import { BOT_DELAY_ENV } from '../../server/bots/bot-delay.ts';
import { AYAR } from './helpers/lobby.ts';
import { waitFor } from './helpers/raw-socket.ts';
import { postJson, startTestServer, type TestServer } from './helpers/test-server.ts';

// Issue 7: rematch from the end screen. Everyone who asks follows to the same new match in
// their own seat; the bots of the finished match sit down again by themselves.

let t: TestServer;
let delayBefore: string | undefined;

beforeAll(async () => {
  delayBefore = process.env[BOT_DELAY_ENV];
  process.env[BOT_DELAY_ENV] = '5,20';
  t = await startTestServer();
});

afterAll(async () => {
  await t?.stop();
  if (delayBefore === undefined) delete process.env[BOT_DELAY_ENV];
  else process.env[BOT_DELAY_ENV] = delayBefore;
});

describe('a rematch', () => {
  it('is one new match for everyone who asks; the bots follow to their seats, the people’s seats wait for them', async () => {
    const lobby = new LobbyClient({ server: t.url });
    const { matchID } = await lobby.createMatch(AYAR, { numPlayers: 4, setupData: { mode: 'schrodinger' } });
    const ann = await lobby.joinMatch(AYAR, matchID, { playerID: '0', playerName: 'Ann' });
    const bo = await lobby.joinMatch(AYAR, matchID, { playerID: '1', playerName: 'Bo' });
    await t.server.bots.fill(AYAR, matchID, ['2', '3'], '127.0.0.1');
    const finished = await lobby.getMatch(AYAR, matchID);
    expect(finished.players.map((p) => isBotSeatData(p.data))).toEqual([false, false, true, true]);

    // The people never move; the two bots play until the match ends.
    await waitFor(async () => (await lobby.getMatch(AYAR, matchID)).gameover !== undefined, 'the bots to end the match', 30_000, 50);

    const first = await lobby.playAgain(AYAR, matchID, { playerID: '0', credentials: ann.playerCredentials });
    const second = await lobby.playAgain(AYAR, matchID, { playerID: '1', credentials: bo.playerCredentials });
    expect(second.nextMatchID).toBe(first.nextMatchID);
    expect((await lobby.getMatch(AYAR, matchID)).nextMatchID).toBe(first.nextMatchID);

    const next = await lobby.getMatch(AYAR, first.nextMatchID);
    expect(next.setupData).toEqual({ mode: 'schrodinger' });
    expect(next.players.map((p) => [p.name?.startsWith('Bot ') ?? false, isBotSeatData(p.data)])).toEqual([
      [false, false],
      [false, false],
      [true, true],
      [true, true],
    ]);
    expect(t.server.bots.running().filter((b) => b.matchID === first.nextMatchID).map((b) => b.playerID).sort()).toEqual(['2', '3']);

    // Each person takes back their own seat; the match then starts.
    await lobby.joinMatch(AYAR, first.nextMatchID, { playerID: '0', playerName: 'Ann' });
    await lobby.joinMatch(AYAR, first.nextMatchID, { playerID: '1', playerName: 'Bo' });
    expect((await lobby.getMatch(AYAR, first.nextMatchID)).players.every((p) => p.name)).toBe(true);
  }, 45_000);

  it('a forged rematch request makes nothing and seats no bot', async () => {
    const lobby = new LobbyClient({ server: t.url });
    const { matchID } = await lobby.createMatch(AYAR, { numPlayers: 3, setupData: { mode: 'basic' } });
    await lobby.joinMatch(AYAR, matchID, { playerID: '0', playerName: 'Ann' });
    // Bots of the test before may stop meanwhile: what counts is that none starts.
    const botKey = (b: { matchID: string; playerID: string }) => `${b.matchID}/${b.playerID}`;
    const running = new Set(t.server.bots.running().map(botKey));
    expect((await postJson(t.url, `/games/${AYAR}/${matchID}/playAgain`, { playerID: '0', credentials: 'forged' })).status).toBe(403);
    expect((await lobby.getMatch(AYAR, matchID)).nextMatchID).toBeUndefined();
    expect(t.server.bots.running().filter((b) => !running.has(botKey(b)))).toEqual([]);
  });
});
