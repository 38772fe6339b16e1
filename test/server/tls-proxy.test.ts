import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, expect, inject, it, vi } from 'vitest';
import { Client } from 'boardgame.io/client';
import { SocketIO } from 'boardgame.io/multiplayer';
import { loadGames } from '../../games/kit/content/load-content.ts';
import type { AyarState } from '../../games/are-you-a-robot/state.ts';
import { inviteUrl, parseRoute } from '../../ui/app/routes.ts';
import { deployCaddyfile } from '../support/deploy-doc.ts';
import { describeWithCaddy, startThrowawayCaddy, type ThrowawayCaddy } from '../support/throwaway-caddy.ts';
import { AYAR } from './helpers/lobby.ts';
import { publicNameClient, type PublicNameClient } from './helpers/public-name-client.ts';
import { openRawEngine } from './helpers/raw-engine.ts';
import { waitFor } from './helpers/raw-socket.ts';
import { useServeProcesses } from './helpers/serve-process.ts';

// `tablewright serve` behind Caddy as docs/deploy.md sets it up, reached only over https:// and
// wss:// at a public name. Caddy's certificates come from its own CA, which the clients trust.
const NAME = 'play.tablewright.test';
// A name the proxy also serves but serve was not told of (--allowed-host): serve's own check must refuse it.
const UNLISTED = 'tablewright.test';
const root = resolve(import.meta.dirname, '../..');
const ayar = loadGames('content').games.find((g) => g.module.id === AYAR)!;

describeWithCaddy('serve behind Caddy with TLS, as docs/deploy.md has it', () => {
  const startServe = useServeProcesses();
  let caddy: ThrowawayCaddy | undefined;
  let dir = '';
  let site = '';
  /** A player's machine at its own address: the proxy forwards that address, serve budgets by it. */
  const player = (from: string): PublicNameClient => publicNameClient({ names: [NAME, UNLISTED], ca: caddy!.rootCa, from });

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'tw-tls-proxy-'));
    // serve finds the UI at dist/ui under its working directory: the run's build.
    mkdirSync(join(dir, 'dist'));
    symlinkSync(inject('builtUiDir'), join(dir, 'dist/ui'));
    const args = ['--content', join(root, 'content'), '--db', join(dir, 'store.sqlite'), '--trust-proxy', '--allowed-host', NAME, '--limit', 'createsPerMinute=1'];
    const serve = await startServe(args, {}, dir);
    const upstream = new URL(serve.url).host;
    caddy = await startThrowawayCaddy({ sites: [NAME, UNLISTED].map((name) => deployCaddyfile(name, upstream)).join('\n'), names: [NAME, UNLISTED] });
    site = `https://${NAME}:${caddy.httpsPort}`;
  });
  afterAll(async () => {
    await caddy?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  /** Creates a two-seat match from the lobby's page, as a browser would (naming the page's origin), and takes both seats. */
  async function seatTwo(client: PublicNameClient) {
    const page = { origin: site };
    const created = await client.request(`${site}/games/${AYAR}/create`, { method: 'POST', headers: page, body: { numPlayers: 2, setupData: { mode: 'schrodinger' } } });
    expect(created.status, created.text).toBe(200);
    const { matchID } = JSON.parse(created.text) as { matchID: string };
    const seats = [];
    for (const playerID of ['0', '1']) {
      const joined = await client.request(`${site}/games/${AYAR}/${matchID}/join`, { method: 'POST', headers: page, body: { playerID, playerName: `P${playerID}` } });
      expect(joined.status, joined.text).toBe(200);
      seats.push({ playerID, credentials: (JSON.parse(joined.text) as { playerCredentials: string }).playerCredentials });
    }
    return { matchID, seats };
  }

  it('the lobby over https: games listed, a match made and both seats taken; the invite link the UI shows opens the page and its script', async () => {
    const ada = player('127.0.0.2');
    expect(JSON.parse((await ada.request(`${site}/games`)).text)).toContain(AYAR);
    const { matchID } = await seatTwo(ada);
    const listed = JSON.parse((await ada.request(`${site}/games/${AYAR}?open=true`)).text) as { matches: { matchID: string; players: { name?: string }[] }[] };
    expect(listed.matches.find((m) => m.matchID === matchID)?.players.map((p) => p.name)).toEqual(['P0', 'P1']);

    // The invite link as the UI builds it on the lobby's page at the public address.
    vi.stubGlobal('window', { location: new URL(`${site}/`) });
    const link = inviteUrl(AYAR, matchID);
    vi.unstubAllGlobals();
    expect(link).toBe(`${site}/#/match/${AYAR}/${matchID}`);
    expect(parseRoute(new URL(link).hash)).toEqual({ page: 'match', gameId: AYAR, matchID, watch: false });
    const page = await ada.request(link, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const script = /<script[^>]*\ssrc="([^"]+\.js)"/.exec(page.text)?.[1];
    expect(script, page.text).toBeDefined();
    const asset = await ada.request(new URL(script!, link).href, { headers: { 'accept-encoding': 'gzip' } });
    expect(asset.status).toBe(200);
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.headers['content-encoding']).toBe('gzip');
  });

  it('a match over wss: boardgame.io’s own clients in both seats (one polling first, as the UI), and each move reaches the other seat', async () => {
    const bo = player('127.0.0.5');
    const { matchID, seats } = await seatTwo(bo);
    // Seat 0 on a WebSocket from the start, seat 1 as the UI connects (polling, then the upgrade).
    const transports = [['websocket'], undefined];
    const clients = seats.map(({ playerID, credentials }, i) =>
      Client<AyarState>({
        game: ayar.module.createGame(ayar.content),
        multiplayer: SocketIO({ server: site, socketOpts: bo.socketOpts(site, transports[i]) }),
        matchID,
        playerID,
        credentials,
        debug: false,
      }),
    );
    clients.forEach((c) => c.start());
    try {
      await waitFor(() => clients.every((c) => c.getState()?.isConnected && c.getState()?.G), 'both seats to sync over wss');
      clients[0].moves.offerHandshake('1');
      await waitFor(() => clients[1].getState()?.G.offers.some((o) => o.from === '0' && o.to === '1'), 'seat 1 to see seat 0’s offer');
      clients[1].moves.declineHandshake('0');
      await waitFor(() => clients[0].getState()?.G.offers.length === 0 && clients[0].getState()?.G.events.at(-1)?.kind === 'offer-declined', 'seat 0 to see its offer declined');
    } finally {
      clients.forEach((c) => c.stop());
    }
  });

  it('serve budgets each player by the address Caddy forwards, not by the proxy’s own, and a forged X-Forwarded-For changes nothing', async () => {
    const create = (client: PublicNameClient, headers: Record<string, string> = {}) =>
      client.request(`${site}/games/${AYAR}/create`, { method: 'POST', headers: { origin: site, ...headers }, body: { numPlayers: 3, setupData: { mode: 'basic' } } });
    const cy = player('127.0.0.3');
    expect((await create(cy)).status).toBe(200);
    const over = await create(cy);
    expect(over.status).toBe(429);
    expect(JSON.parse(over.text).error).toMatch(/from your address/);
    expect((await create(cy, { 'x-forwarded-for': '203.0.113.9' })).status).toBe(429);
    // Everyone reaches serve through the same proxy at 127.0.0.1: only the forwarded address tells them apart.
    expect((await create(player('127.0.0.4'))).status).toBe(200);
  });

  it('serve’s host and origin checks hold behind the proxy: a name it was not given, another site’s page on the socket and on a POST', async () => {
    const eve = player('127.0.0.6');
    const unlisted = await eve.request(`https://${UNLISTED}:${caddy!.httpsPort}/health`);
    expect(unlisted.status).toBe(421);
    expect(JSON.parse(unlisted.text).error).toMatch(`--allowed-host ${UNLISTED}`);
    expect((await eve.request(`${site}/health`)).status).toBe(200);

    const evil = { origin: 'https://evil.example' };
    await expect(openRawEngine(site, evil, eve.agent)).rejects.toThrow(/handshake refused: 400/);
    expect((await eve.request(`${site}/socket.io/?EIO=4&transport=polling`, { headers: evil })).status).toBe(403);
    const post = await eve.request(`${site}/games/${AYAR}/create`, { method: 'POST', headers: evil, body: { numPlayers: 3 } });
    expect(post.status).toBe(403);
    const own = await openRawEngine(site, { origin: site }, eve.agent);
    own.ws.close();
  });

  it('plain http:// to Caddy is redirected to https:// at the same name and path', async () => {
    const answer = await player('127.0.0.7').request(`http://${NAME}:${caddy!.httpPort}/games?x=1`);
    expect(answer.status).toBe(308);
    // Caddy takes its https_port for the port a forward maps 443 to, so the link it gives names none.
    expect(answer.headers.location).toBe(`https://${NAME}/games?x=1`);
  });
});
