import type { Middleware } from 'koa';
import type { Server as IOServer } from 'socket.io';
import type { SocketIO } from 'boardgame.io/server';

/** A stop's default wait for moves in flight and open requests (serve --drain-ms). */
export const DEFAULT_DRAIN_MS = 10_000;

/** How a stop is asked for: `signal` aborted (a second SIGTERM) cuts the drain short; `say` hears what it does. */
export interface StopOptions {
  signal?: AbortSignal;
  say?: (line: string) => void;
}

export interface DrainReport {
  sockets: number;
  movesQueued: number;
  openRequests: number;
  ms: number;
  /** What was still open when the drain stopped waiting: nothing after a clean drain. */
  left: { sockets: number; moves: number; requests: number };
  cut: 'time' | 'signal' | undefined;
}

interface Queue {
  size: number;
  pending: number;
}

/**
 * Every match queue boardgame.io's transport hands out, followed from the moment it is handed
 * out: the transport deletes a match's queue when its last socket leaves, which a drain makes
 * happen while moves may still wait in it.
 */
export function followMoveQueues(transport: SocketIO): () => number {
  const live = new Set<Queue>();
  const own = transport as unknown as { getMatchQueue(matchID: string): Queue };
  const handOut = own.getMatchQueue.bind(transport);
  own.getMatchQueue = (matchID) => {
    const queue = handOut(matchID);
    live.add(queue);
    return queue;
  };
  return () => {
    let moves = 0;
    for (const queue of live) {
      if (queue.size + queue.pending === 0) live.delete(queue);
      moves += queue.size + queue.pending;
    }
    return moves;
  };
}

/**
 * The HTTP side of a stop: once draining, every request and every new socket connection is
 * answered 503 with a Retry-After at once (a proxy or the lobby page tries again, and reaches
 * the restarted server); before that it counts the requests still being answered.
 */
export class DrainGate {
  draining = false;
  openRequests = 0;

  constructor(private readonly retryAfterSeconds: number) {}

  readonly middleware: Middleware = async (ctx, next) => {
    if (this.draining) {
      ctx.status = 503;
      ctx.set('Retry-After', String(this.retryAfterSeconds));
      ctx.set('Connection', 'close');
      ctx.body = { error: 'the server is restarting; try again in a few seconds' };
      return;
    }
    this.openRequests++;
    try {
      await next();
    } finally {
      this.openRequests--;
    }
  };

  /** engine.io's handshake check, refusing while draining: boardgame.io's client keeps retrying with its backoff. */
  guardHandshakes(io: IOServer): void {
    const opts = (io.engine as unknown as { opts: { allowRequest?: (req: unknown, callback: (error: string | null | undefined, ok: boolean) => void) => void } }).opts;
    const allow = opts.allowRequest;
    opts.allowRequest = (req, callback) => {
      if (this.draining) return callback('the server is restarting', false);
      if (allow) return allow(req, callback);
      callback(null, true);
    };
  }
}

/**
 * What socket.io-client (boardgame.io's client, in every browser) cannot decode: on receiving
 * it the client drops its connection at once, as on a lost network, and reconnects on its own
 * with its backoff. From that instant its emits wait in its send buffer, flushed after it
 * reconnects; everything it sent before reaches this server, whose transports stay open to
 * read until the client's own close arrives after it. A WebSocket close frame would leave a
 * round trip in which the client still thinks it is connected and its sends are discarded;
 * socket.io's disconnect packet would stop it reconnecting at all.
 */
const RECONNECT_PACKET = '9';

/** Tells every connection to reconnect; how many there were. */
function sayReconnect(io: IOServer): number {
  const clients = (io.engine as unknown as { clients: Record<string, { write(data: string): void }> }).clients;
  const all = Object.values(clients);
  for (const client of all) client.write(RECONNECT_PACKET);
  return all.length;
}

/** Resolves once `done` holds, `ms` have passed, or `signal` aborts; says which. */
async function until(done: () => boolean, ms: number, signal: AbortSignal | undefined): Promise<DrainReport['cut']> {
  const end = Date.now() + ms;
  while (!done()) {
    if (signal?.aborted) return 'signal';
    if (Date.now() >= end) return 'time';
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return undefined;
}

export interface DrainParts {
  io: IOServer;
  gate: DrainGate;
  queuedMoves: () => number;
  stopBots: () => void;
  drainMs: number;
}

/**
 * The first part of a stop, before the transports and the store close: no new requests or
 * connections; the bots stopped; every client told to reconnect, while what it already sent
 * is still read and queued; then a wait, up to `drainMs`, for the clients to go, the match
 * queues to empty (each move written to the store before its queue moves on) and the open
 * requests to be answered.
 */
export async function drain({ io, gate, queuedMoves, stopBots, drainMs }: DrainParts, { signal, say }: StopOptions = {}): Promise<DrainReport> {
  const started = Date.now();
  gate.draining = true;
  stopBots();
  const openRequests = gate.openRequests;
  const movesQueued = queuedMoves();
  const sockets = sayReconnect(io);
  say?.(`draining: ${sockets} connections told to reconnect, ${movesQueued} moves queued, ${openRequests} requests open; waiting up to ${drainMs} ms`);
  const left = () => ({ sockets: io.engine.clientsCount, moves: queuedMoves(), requests: gate.openRequests });
  const cut = await until(() => Object.values(left()).every((n) => n === 0), drainMs, signal);
  const report: DrainReport = { sockets, movesQueued, openRequests, ms: Date.now() - started, left: left(), cut };
  if (cut) {
    const why = cut === 'signal' ? 'a second signal' : `the ${drainMs} ms drain`;
    say?.(`drain cut short by ${why} after ${report.ms} ms: ${report.left.sockets} connections, ${report.left.moves} queued moves and ${report.left.requests} requests still open`);
  } else say?.(`drained in ${report.ms} ms: every connection gone, every queued move kept, every request answered`);
  return report;
}
