import type { IncomingMessage } from 'node:http';
import WebSocket from 'ws';
import { ATTACKER_ADDRESS, Tally, before, sleep } from './attack-kit.ts';

/** An engine.io v4 connection over a bare WebSocket, speaking socket.io's text packets by hand. */
export interface RawEngine {
  ws: WebSocket;
  /** Every text packet the server sent after the open packet, pings excepted. */
  texts: string[];
  isOpen(): boolean;
  /** Resolves when the connection is closed, by either side. */
  closed: Promise<void>;
}

const TEXTS_KEPT = 1000;
/** After a refused handshake, before the next try. */
const REFUSED_PAUSE_MS = 200;

/** engine.io answers a refused handshake with a 400 whose body is the reason; the wait in it varies. */
function readRefusal(response: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = '';
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => (body += chunk));
    const done = () => resolve(`${response.statusCode} ${body.replace(/wait \d+ s/, 'wait N s').slice(0, 90)}`.trim());
    response.once('end', done);
    response.once('close', done);
  });
}

/**
 * Opens ws://127.0.0.1:port/socket.io/?EIO=4&transport=websocket from the attacker's address and
 * waits for the server's `0{...}` open packet. A string instead says why it did not open: the
 * server's refusal, an error, or no open packet within `timeoutMs`. Answers pings so it stays open.
 */
export function openRawEngine(port: number, timeoutMs = 3000): Promise<RawEngine | string> {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/socket.io/?EIO=4&transport=websocket`, { localAddress: ATTACKER_ADDRESS, handshakeTimeout: timeoutMs });
  const texts: string[] = [];
  const closed = new Promise<void>((resolve) => ws.once('close', () => resolve()));
  return new Promise((resolve) => {
    const timer = setTimeout(() => (ws.terminate(), resolve(`no open packet within ${timeoutMs} ms`)), timeoutMs);
    const refuse = (why: string) => (clearTimeout(timer), resolve(why));
    ws.once('unexpected-response', (request, response) => void readRefusal(response).then((why) => (request.destroy(), refuse(why))));
    // Stays on after the open: ws throws an 'error' nobody listens to.
    ws.on('error', (error) => refuse(`error: ${error.message.slice(0, 80)}`));
    ws.once('close', () => refuse('closed before the open packet'));
    ws.on('message', (data, isBinary) => {
      if (isBinary) return;
      const text = data.toString();
      if (text === '2') return ws.send('3');
      if (text.startsWith('0')) {
        clearTimeout(timer);
        resolve({ ws, texts, isOpen: () => ws.readyState === WebSocket.OPEN, closed });
      } else if (texts.length < TEXTS_KEPT) texts.push(text);
    });
  });
}

/**
 * Opens one raw connection after another until the deadline or `max` connections, running
 * `work` on each; a refused handshake is tallied by its reason, and the next try waits a little.
 */
export async function connectionAfterConnection<R>(
  port: number,
  deadline: number,
  max: number,
  work: (engine: RawEngine) => Promise<R>,
): Promise<{ results: R[]; refusals: Tally }> {
  const results: R[] = [];
  const refusals = new Tally();
  while (results.length < max && before(deadline)) {
    const engine = await openRawEngine(port);
    if (typeof engine === 'string') {
      refusals.add(engine);
      await sleep(REFUSED_PAUSE_MS);
      continue;
    }
    results.push(await work(engine));
  }
  return { results, refusals };
}
