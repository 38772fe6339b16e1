import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { AYAR } from '../helpers/lobby.ts';
import { openRawEngine } from '../helpers/raw-engine.ts';
import { useTestServer } from '../helpers/test-server.ts';

// Finding 11: `/socket.io` answered `Access-Control-Allow-Origin: *` (boardgame.io passes
// `cors.origins`, socket.io reads `cors.origin`); form-encoded `/create` and text/plain bot
// requests could be sent cross-site; the Host header was never checked (DNS rebinding).

const EVIL = 'http://evil.example';
const t = useTestServer({ allowedHosts: ['play.example.org'], allowedOrigins: ['https://friends.example.org'] });

/** A request with headers fetch will not let us set (Host). */
function raw(path: string, headers: Record<string, string>, method = 'GET', body?: string): Promise<{ status: number; headers: Record<string, unknown>; text: string }> {
  const { hostname, port } = new URL(t.url);
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, path, method, headers }, (res) => {
      let text = '';
      res.on('data', (c) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const created = async () => (await t.server.store.listMatches()).length;

describe('requests from other sites', () => {
  it('a socket.io handshake from another site’s page is refused; no wildcard CORS anywhere', async () => {
    const polling = await raw('/socket.io/?EIO=4&transport=polling', { origin: EVIL });
    expect(polling.status).toBe(403);
    expect(polling.headers['access-control-allow-origin']).toBeUndefined();
    // engine.io answers a refused WebSocket upgrade with 400, whatever the reason.
    await expect(openRawEngine(t.url, { origin: EVIL })).rejects.toThrow(/handshake refused: 400/);
    const own = await raw('/socket.io/?EIO=4&transport=polling', { origin: t.url });
    expect(own.status).toBe(200);
    const friend = await raw('/socket.io/?EIO=4&transport=polling', { origin: 'https://friends.example.org' });
    expect(friend.headers['access-control-allow-origin']).toBe('https://friends.example.org');
  });

  it('a form post or a text/plain body (what a page may send cross-site without asking) changes nothing', async () => {
    const before = await created();
    const form = await raw(`/games/${AYAR}/create`, { 'content-type': 'application/x-www-form-urlencoded' }, 'POST', 'numPlayers=3');
    expect(form.status).toBe(415);
    const text = await raw(`/games/${AYAR}/create`, { 'content-type': 'text/plain' }, 'POST', '{"numPlayers":3}');
    expect(text.status).toBe(415);
    const { matchID } = await (await fetch(`${t.url}/games/${AYAR}/create`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"numPlayers":3}' })).json();
    const bots = await raw(`/tablewright/games/${AYAR}/${matchID}/bots`, { 'content-type': 'text/plain' }, 'POST', '{}');
    expect(bots.status).toBe(415);
    expect(await created()).toBe(before + 1);
    expect(t.server.bots.running()).toEqual([]);
  });

  it('a JSON post carrying another site’s Origin is refused, even with a valid body', async () => {
    const before = await created();
    const res = await raw(`/games/${AYAR}/create`, { 'content-type': 'application/json', origin: EVIL }, 'POST', '{"numPlayers":3}');
    expect(res.status).toBe(403);
    expect(JSON.parse(res.text).error).toMatch(/requests from pages at http:\/\/evil.example are not accepted/);
    expect(await created()).toBe(before);
  });

  it('a Host the server does not serve (DNS rebinding) is refused; IP addresses, localhost and allowed names are served', async () => {
    const rebound = await raw('/health', { host: 'evil.example' });
    expect(rebound.status).toBe(421);
    expect(JSON.parse(rebound.text).error).toMatch(/--allowed-host evil.example/);
    for (const host of ['localhost', '127.0.0.1', 'play.example.org', '[::1]']) {
      expect((await raw('/health', { host: `${host}:8000` })).status, host).toBe(200);
    }
    expect((await raw('/socket.io/?EIO=4&transport=polling', { host: 'evil.example' })).status).toBe(403);
    await expect(openRawEngine(t.url, { host: 'evil.example' })).rejects.toThrow(/handshake refused: 400/);
  });
});
