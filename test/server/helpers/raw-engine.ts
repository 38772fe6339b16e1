import type { Agent } from 'node:http';
import WebSocket from 'ws';

/** A socket.io connection spoken by hand over a WebSocket: what a script can send that no client library would. */
export interface RawEngine {
  ws: WebSocket;
  /** Every text frame the server sent, in order. */
  frames: string[];
  closed(): boolean;
  /** Resolves when the server has closed the connection, or rejects after `ms`. */
  whenClosed(ms?: number): Promise<void>;
  send(...frames: (string | Buffer)[]): void;
  /** Stops answering the server's pings, as a browser that vanished without closing its connection. */
  goSilent(): void;
}

/** Opens engine.io v4 over WebSocket and answers its pings, as socket.io-client would; `agent` makes the connection (wss:// to a name of its own). */
export async function openRawEngine(url: string, headers: Record<string, string> = {}, agent?: Agent): Promise<RawEngine> {
  const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`, { headers, agent });
  const frames: string[] = [];
  let isClosed = false;
  let answering = true;
  const closing = new Promise<void>((resolve) => ws.once('close', () => resolve()));
  ws.on('close', () => (isClosed = true));
  ws.on('error', () => undefined);
  ws.on('message', (data, binary) => {
    if (binary) return;
    const text = data.toString();
    frames.push(text);
    if (text === '2' && answering) ws.send('3');
  });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('unexpected-response', (_req, res) => reject(new Error(`handshake refused: ${res.statusCode}`)));
    ws.once('error', reject);
  });
  return {
    ws,
    frames,
    closed: () => isClosed,
    whenClosed: (ms = 3000) =>
      Promise.race([closing, new Promise<void>((_, reject) => setTimeout(() => reject(new Error(`the server did not close the connection within ${ms} ms`)), ms))]),
    send: (...out) => out.forEach((frame) => ws.send(frame)),
    goSilent: () => {
      answering = false;
    },
  };
}

/** The namespace connect acknowledgements among the frames: `40/<nsp>,{"sid":...}`. */
export const connectAcks = (engine: RawEngine, namespace: string) => engine.frames.filter((f) => f.startsWith(`40/${namespace},{`));
