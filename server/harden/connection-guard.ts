import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Server as IOServer, ServerOptions, Socket } from 'socket.io';
import type { AddressBudgets } from '../edge/address-budgets.ts';
import { clientAddress } from '../edge/client-address.ts';
import { hostProblem, originAllowed, originProblem, type OriginPolicy } from '../edge/origin-policy.ts';
import { jsonOnlyParser } from './json-only-parser.ts';
import { sharedOverride } from './shared-prototype.ts';

export interface ConnectionGuardOptions {
  budgets: AddressBudgets;
  policy: OriginPolicy;
  trustProxy: boolean;
  /** The secret by which the server's own bots are known: they are not a client's address. */
  botKey: string;
}

/** The header the server's own bots send their key in. */
export const BOT_HEADER = 'x-tablewright-bot';

/**
 * Largest socket.io message the engine reads at all; beyond it the connection is closed. The
 * packet guard lets through at most 4,000 characters of JSON (12 KB in UTF-8 at most); a
 * polling request may carry a few packets at once.
 */
export const MAX_SOCKET_BUFFER_BYTES = 32 * 1024;

type EngineConnection = {
  request: IncomingMessage;
  emit(event: string, ...args: unknown[]): boolean;
  close(): void;
};

const keyMatches = (given: unknown, key: string): boolean =>
  typeof given === 'string' && given.length === key.length && timingSafeEqual(Buffer.from(given), Buffer.from(key));

export const isBotRequest = (req: IncomingMessage, botKey: string): boolean => keyMatches(req.headers[BOT_HEADER], botKey);

/**
 * socket.io's options that judge a connection before it exists. engine.io's `allowRequest`
 * runs on every handshake (polling or WebSocket): the host name, the page's origin (a
 * browser lets any site open a WebSocket to localhost), and the address's budgets of new and
 * open connections. boardgame.io passes `cors.origins`, which socket.io does not read, so
 * every origin was allowed: `cors.origin` here. Binary packets are refused by the parser.
 */
/** How often the server checks that a connection is alive, and how long it waits for the answer. */
export interface Heartbeat {
  intervalMs: number;
  timeoutMs: number;
}
export const HEARTBEAT: Heartbeat = { intervalMs: 8000, timeoutMs: 7000 };

export function connectionOptions({ budgets, policy, trustProxy, botKey }: ConnectionGuardOptions, heartbeat: Heartbeat = HEARTBEAT): Partial<ServerOptions> {
  return {
    maxHttpBufferSize: MAX_SOCKET_BUFFER_BYTES,
    // A browser that vanishes without closing its connection (a phone asleep, a laptop shut,
    // a dropped network) is found out within interval + timeout, so presence dots do not stay
    // green for the 45 s socket.io waits by default.
    pingInterval: heartbeat.intervalMs,
    pingTimeout: heartbeat.timeoutMs,
    parser: jsonOnlyParser,
    cors: { origin: (origin, callback) => callback(null, origin !== undefined && originAllowed(origin, policy)) },
    allowRequest: (req, callback) => {
      const refusal = handshakeProblem(req);
      callback(refusal ?? null, refusal === undefined);
    },
  };

  function handshakeProblem(req: IncomingMessage): string | undefined {
    const host = req.headers.host;
    const problem = hostProblem(host, policy) ?? originProblem(req.headers.origin, host, policy);
    if (problem || isBotRequest(req, botKey)) return problem;
    const address = clientAddress(req, trustProxy);
    if (budgets.socketsFull(address)) {
      return `your address already has ${budgets.limits.socketsPerAddress} connections open; close some tabs`;
    }
    if (!budgets.take('connects', address)) return `too many new connections from your address; wait ${budgets.retryAfter('connects', address)} s`;
    return undefined;
  }
}

/**
 * Counts each open connection against its address, closing any over the cap that got past the
 * handshake check at the same moment. (A connection that floods packets or characters is
 * closed by its decoder: connection-flood.ts.) The count is given back when the connection
 * emits its one 'close', seen through a prototype shared by every counted connection rather
 * than one more 'close' listener, which grew each connection's listener array by some 150 bytes.
 */
export function guardConnections(io: IOServer, { budgets, trustProxy, botKey }: ConnectionGuardOptions): void {
  const counted = sharedOverride<EngineConnection>((base) => ({
    emit(this: EngineConnection, event: string, ...args: unknown[]): boolean {
      const heard = base.emit.call(this, event, ...args);
      // engine.io emits 'close' once, when the connection closes; the address is read again from its request.
      if (event === 'close') budgets.closeSocket(clientAddress(this.request, trustProxy));
      return heard;
    },
  }));
  io.engine.on('connection', (conn: EngineConnection) => {
    if (isBotRequest(conn.request, botKey)) return;
    if (!budgets.openSocket(clientAddress(conn.request, trustProxy))) return conn.close();
    counted(conn);
  });
}

/** socket.io's Client (private in its types): the socket of each namespace it has connected. */
interface ClientNamespaces {
  nsps: Map<string, unknown>;
}

/**
 * The namespaces each connection has a socket connecting to, the one name alone as nearly every
 * connection has one, until socket.io records the socket in the connection's own table of
 * namespaces (Client.nsps), which from then on tells a repeat: a live socket keeps no entry here
 * (one a connection was some 160 bytes of a live match's heap).
 */
const connecting = new WeakMap<object, string | Set<string>>();

/**
 * The socket is connected, so socket.io holds it in Client.nsps, or it is gone: its namespace's
 * place is socket.io's to keep from here (the namespace's 'connection' and the server's one
 * disconnect listener call it: harden-sockets.ts).
 */
export function settleNamespace(socket: Socket): void {
  const pending = connecting.get(socket.client);
  if (pending === socket.nsp.name) connecting.delete(socket.client);
  else if (typeof pending === 'object' && pending.delete(socket.nsp.name) && pending.size === 0) connecting.delete(socket.client);
}

/**
 * A connection holds one socket per namespace at a time: repeating the namespace's connect
 * packet opened a new socket, with a fresh budget, every time it was sent. A repeat closes
 * the connection (no client does it), whether the first socket is connected or still
 * connecting; a socket that disconnected frees its place.
 */
export function claimNamespace(socket: Socket, namespace: string): boolean {
  const pending = connecting.get(socket.client);
  if ((socket.client as unknown as ClientNamespaces).nsps.has(namespace) || pending === namespace || (typeof pending === 'object' && pending.has(namespace))) {
    socket.conn.close();
    return false;
  }
  if (pending === undefined) connecting.set(socket.client, namespace);
  else if (typeof pending === 'string') connecting.set(socket.client, new Set([pending, namespace]));
  else pending.add(namespace);
  return true;
}
