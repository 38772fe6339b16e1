import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { connect } from 'node:net';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../helpers/test-server.ts';

// Finding 3: boardgame.io 0.50.2 served sockets with socket.io 3.1.2 and ws 7.4.6
// (CVE-2024-37890): an upgrade request with 2,001 headers threw; the process stayed up, but
// the TCP socket was never closed, and a few hundred such requests exhausted the file
// descriptors for good.

const t = useTestServer();

/** Sends an upgrade request with `extra` headers; resolves with whether the server closed the connection within `ms`. */
function upgradeWithHeaders(url: string, extra: number, ms = 2000): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    const timer = setTimeout(() => {
      socket.destroy();
      resolve(false);
    }, ms);
    socket.on('error', () => undefined);
    socket.once('close', () => {
      clearTimeout(timer);
      resolve(true);
    });
    socket.on('data', () => socket.end());
    const headers = Array.from({ length: extra }, (_, i) => `X-Filler-${i}: ${i}`).join('\r\n');
    socket.write(
      'GET /socket.io/?EIO=4&transport=websocket HTTP/1.1\r\n' +
        `Host: ${hostname}:${port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
        'Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n' +
        `${headers}\r\n\r\n`,
    );
  });
}

/** The package a file resolves to from `from`, as installed: its folder and version (some packages do not export package.json). */
function installed(pkg: string, from: string): { main: string; version: string } {
  const main = createRequire(from).resolve(pkg);
  for (let dir = dirname(main); dir !== dirname(dir); dir = dirname(dir)) {
    try {
      const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name?: string; version: string };
      if (manifest.name === pkg) return { main, version: manifest.version };
    } catch {
      // not this folder
    }
  }
  throw new Error(`no package.json for ${pkg} above ${main}`);
}
const atLeast = (version: string, minimum: string) => {
  const [a, b] = [version, minimum].map((v) => v.split('.').map(Number));
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i] > b[i];
  return true;
};

describe('upgrade requests with too many headers (CVE-2024-37890)', () => {
  it('each one is answered and closed; a hundred leave the server serving with no socket held', async () => {
    const closed = await Promise.all(Array.from({ length: 100 }, () => upgradeWithHeaders(t.url, 2001)));
    expect(closed.every(Boolean)).toBe(true);
    expect(t.server.stats().connections).toBe(0);
    expect((await fetch(`${t.url}/health`)).status).toBe(200);
  });

  it('the socket stack the server runs is the patched one: socket.io 4.8, engine.io 6.6, ws 8.17.1 or later', () => {
    // boardgame.io's transport requires koa-socket-2, which requires socket.io: follow that chain.
    const koaSocket = createRequire(import.meta.url).resolve('koa-socket-2');
    const socketIo = installed('socket.io', koaSocket);
    const engineIo = installed('engine.io', socketIo.main);
    const ws = installed('ws', engineIo.main);
    expect([socketIo.version, engineIo.version, ws.version].map((v, i) => atLeast(v, ['4.8.0', '6.6.0', '8.17.1'][i]))).toEqual([true, true, true]);
  });
});
