import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AYAR } from '../helpers/lobby.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

// The built UI beside files it must never serve: a store and source, as in the project folder.
const root = mkdtempSync(join(tmpdir(), 'tw-traversal-'));
mkdirSync(join(root, 'ui'));
mkdirSync(join(root, 'data'));
writeFileSync(join(root, 'ui', 'index.html'), '<!doctype html><title>lobby</title>');
writeFileSync(join(root, 'data', 'tablewright.sqlite'), 'SECRET-STORE');
writeFileSync(join(root, 'package.json'), '{"name":"SECRET-SOURCE"}');

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ uiDir: join(root, 'ui') });
});
afterAll(async () => {
  await t?.stop();
  rmSync(root, { recursive: true, force: true });
});

/** A request with the path exactly as written (fetch would normalise the dots away). */
function raw(path: string, method = 'GET', headers: Record<string, string> = {}, chunks: string[] = []) {
  const { port } = new URL(t.url);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      let body = '';
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode!, body }));
    });
    req.on('error', reject);
    for (const chunk of chunks) req.write(chunk);
    req.end();
  });
}

describe('the HTTP side, from outside', () => {
  it('path traversal to the store or the source: never served, whatever the encoding', async () => {
    const paths = [
      '/../data/tablewright.sqlite',
      '/%2e%2e/data/tablewright.sqlite',
      '/..%2fdata%2ftablewright.sqlite',
      '/%2e%2e%2f%2e%2e%2fpackage.json',
      '/assets/../../package.json',
      '/..\\package.json',
      '/%5c..%5cpackage.json',
      '/%252e%252e/package.json',
      '//package.json',
      '/package.json%00.html',
      '/%E0%A4%A',
    ];
    for (const path of paths) {
      const res = await raw(path, 'GET', { accept: 'text/html' });
      expect(res.body, path).not.toMatch(/SECRET/);
      expect(res.status === 200 ? res.body : 'refused', path).toMatch(/refused|<title>lobby/);
    }
  });

  it('a malformed percent-encoding in the bots route: 400, not a logged server error', async () => {
    const res = await raw('/tablewright/games/%E0%A4%A/x/bots', 'POST', { 'content-type': 'application/json' }, ['{}']);
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body).error).toMatch(/encoding/);
    expect(t.errors).toEqual([]);
  });

  it('chunked bodies with no Content-Length: a lobby body over 1 MB and a bots body over 64 KB get 413', async () => {
    const chunked = { 'content-type': 'application/json', 'transfer-encoding': 'chunked' };
    const huge = `{"numPlayers":3,"pad":"${'x'.repeat(1_100_000)}"}`;
    const lobby = await raw(`/games/${AYAR}/create`, 'POST', chunked, [huge.slice(0, 10), huge.slice(10)]);
    expect(lobby.status).toBe(413);
    const bots = await raw(`/tablewright/games/${AYAR}/x/bots`, 'POST', chunked, [`{"pad":"${'x'.repeat(70_000)}"}`]);
    expect(bots.status).toBe(413);
    expect((await fetch(`${t.url}/health`)).status).toBe(200);
  });
});
