import type { Socket } from 'socket.io';

/** How long a move or chat line from a socket that has not synced yet waits for its sync. */
export const SYNC_WAIT_MS = 5000;
/** How many of one socket's packets may wait at once; more are refused at once. */
export const SYNC_WAIT_PACKETS = 16;

/**
 * Packets that came before their socket's first sync, held until it is answered. A client
 * that lost its connection (a server restart: graceful-stop.ts) keeps the moves its player
 * makes meanwhile in socket.io-client's send buffer, and on reconnecting flushes them BEFORE
 * boardgame.io's client sends its sync: refused as unsynced, each would be lost without a
 * word. Held, each is judged as any other once the sync is answered (its credentials and its
 * state id still decide), or refused as before if no sync comes in time.
 */
export class SyncWaits {
  private readonly waiting = new Map<Socket, (() => void)[]>();

  constructor(private readonly waitMs = SYNC_WAIT_MS) {}

  /** Resolves once the socket's sync is answered or refused, it leaves, or SYNC_WAIT_MS pass; at once when it has SYNC_WAIT_PACKETS waiting. */
  wait(socket: Socket): Promise<void> {
    const waiters = this.waiting.get(socket) ?? [];
    if (waiters.length >= SYNC_WAIT_PACKETS) return Promise.resolve();
    this.waiting.set(socket, waiters);
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        waiters.splice(waiters.indexOf(done), 1);
        if (waiters.length === 0 && this.waiting.get(socket) === waiters) this.waiting.delete(socket);
        resolve();
      }, this.waitMs);
      waiters.push(done);
    });
  }

  /** The socket's sync was answered (or refused), or it left: what it held goes on. */
  settle(socket: Socket): void {
    const waiters = this.waiting.get(socket);
    if (!waiters) return;
    this.waiting.delete(socket);
    for (const done of waiters.splice(0)) done();
  }
}
