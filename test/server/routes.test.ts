import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AYAR } from './helpers/lobby.ts';
import { connectSeat, latestState, waitFor } from './helpers/raw-socket.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';
import { gameModules } from '../../games/registry.ts';
import { KEEP_ALIVE_MS } from '../../server/app/create-server.ts';

const uiDir = mkdtempSync(join(tmpdir(), 'tw-ui-'));
mkdirSync(join(uiDir, 'assets'));
writeFileSync(join(uiDir, 'index.html'), '<!doctype html><title>Tablewright lobby</title>');
writeFileSync(join(uiDir, 'assets', 'app.js'), 'console.log("ui")');

let t: TestServer;
beforeAll(async () => {
  process.env.TABLEWRIGHT_BOT_DELAY_MS = '0,5';
  t = await startTestServer({ uiDir });
});
afterAll(async () => {
  await t?.stop();
  delete process.env.TABLEWRIGHT_BOT_DELAY_MS;
  rmSync(uiDir, { recursive: true, force: true });
});

describe('routes', () => {
  it('binds 127.0.0.1 by default', () => {
    expect(t.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it("GET /health answers ok, the games, the uptime, the bots playing on this process and the store's state", async () => {
    const body = await (await fetch(`${t.url}/health`)).json();
    expect(body).toEqual({ ok: true, games: gameModules.map((m) => m.id), uptime: expect.any(Number), bots: 0, store: { state: 'ok' } });
  });

  it('GET /tablewright/games gives the lobby each game with its player range and setup options', async () => {
    const [game] = await (await fetch(`${t.url}/tablewright/games`)).json();
    expect(game).toMatchObject({ id: AYAR, title: 'Are You A Robot?', minPlayers: 2, maxPlayers: 10 });
    expect(game.setupOptions[0].choices.map((c: { value: string }) => c.value)).toEqual(['basic', 'schrodinger', 'extended']);
  });

  it('tells a client it keeps an idle connection 65 s, not the 5 s after which a client reusing one late was reset', async () => {
    const answer = await fetch(`${t.url}/games`);
    await answer.arrayBuffer();
    expect(answer.headers.get('keep-alive')).toBe(`timeout=${KEEP_ALIVE_MS / 1000}`);
    expect(KEEP_ALIVE_MS).toBe(65_000);
  });

  it("serves boardgame.io's Lobby API", async () => {
    expect(await (await fetch(`${t.url}/games`)).json()).toEqual(gameModules.map((m) => m.id));
  });

  it('serves the built UI, with index.html for any other page and real 404s for missing files and API paths', async () => {
    expect(await (await fetch(`${t.url}/`)).text()).toContain('Tablewright lobby');
    expect(await (await fetch(`${t.url}/assets/app.js`)).text()).toContain('console.log');
    const page = await fetch(`${t.url}/match/abc/0`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Tablewright lobby');
    expect((await fetch(`${t.url}/assets/missing.js`)).status).toBe(404);
    expect((await fetch(`${t.url}/tablewright/nothing`, { headers: { accept: 'text/html' } })).status).toBe(404);
  });

  it('allows CORS from localhost dev servers, not from other sites', async () => {
    const from = (origin: string) =>
      fetch(`${t.url}/games`, { headers: { origin } }).then((r) => r.headers.get('access-control-allow-origin'));
    expect(await from('http://localhost:5173')).toBe('http://localhost:5173');
    expect(await from(t.url)).toBe(t.url);
    expect(await from('http://evil.example')).toBeNull();
    expect(await from('http://localhost:5173.evil.example')).toBeNull();
  });

  it('fills the empty seats of a match with bots that play', async () => {
    const created = await fetch(`${t.url}/games/${AYAR}/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ numPlayers: 3, setupData: { mode: 'basic' } }),
    });
    const { matchID } = await created.json();
    const res = await fetch(`${t.url}/tablewright/games/${AYAR}/${matchID}/bots`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({}),
    });
    expect(res.status).toBe(200);
    expect((await res.json()).seats).toEqual(['0', '1', '2']);
    const watcher = await connectSeat(t.url, AYAR, matchID, null);
    // Quick bots may have finished before the watcher synced: its sync then shows the end.
    await waitFor(() => latestState(watcher.received)?.ctx.gameover !== undefined, 'the bots to finish', 15_000);
    watcher.close();
  });
});

describe('without a built UI', () => {
  it('says how to build it', async () => {
    const bare = await startTestServer();
    const res = await fetch(`${bare.url}/`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(503);
    expect(await res.text()).toContain('npm run build:ui');
    await bare.stop();
  });
});
