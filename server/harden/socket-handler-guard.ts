import type { Socket } from 'socket.io';
import { notifyDrop, type DropNotice } from './drop-notice.ts';

export type ErrorLog = (message: string, error: unknown) => void;

/** What the sender is told when handling its message failed, by the error's code. */
function explain(code: unknown, error: unknown): string {
  if (code === 'stale-state') return 'the match moved on before your action; it was not applied';
  if (code === 'store-unavailable') return `${(error as Error).message}; your action was not applied, try again`;
  // A card's script that ran away: the error is already in the designer's words (server/app/runaway-move.ts).
  if (code === 'runaway-script') return (error as Error).message;
  return 'the server could not process this message';
}

/** A failure's code (`stale-state`, `store-unavailable`, `runaway-script`), or `server-error` for anything else. */
export function failureCode(error: unknown): string {
  const code = (error as { code?: unknown })?.code;
  return typeof code === 'string' ? code : 'server-error';
}

/**
 * The notice for a message whose checking or handling threw, and what the log keeps of the
 * error: a store that cannot be reached is worded as such (try again), anything else is the
 * server's fault. Both the packet checks and the handlers answer with it.
 */
export function failureOf(event: string, error: unknown): { notice: DropNotice; logged: unknown } {
  const code = failureCode(error);
  return {
    notice: { event, code, message: explain(code, error) },
    logged: code === 'store-unavailable' ? (error as Error).message : code === 'runaway-script' ? (error as { logged: string }).logged : error,
  };
}

/** A socket event's handler as socket.io calls it: with the socket as `this`. */
export type SocketHandler = (this: Socket, ...args: any[]) => unknown;

/**
 * boardgame.io's socket handlers are async and nobody awaits them: a move that throws or a
 * refused store write becomes an unhandled rejection, which ends Node 20. The wrapped handler
 * catches those, logs them (but a move on a state already gone), and tells the sender. It is
 * wrapped once and shared by every socket of a namespace, so a connection costs no closure.
 */
export function guardSocketHandler(event: string, handler: SocketHandler, log: ErrorLog): SocketHandler {
  return async function guarded(this: Socket, ...args: unknown[]) {
    try {
      await handler.apply(this, args);
    } catch (error) {
      const { notice, logged } = failureOf(event, error);
      // Two moves on one state is play, not a fault: only the sender hears of it.
      if (notice.code !== 'stale-state') log(`socket '${event}' handler failed`, logged);
      notifyDrop(this, notice);
    }
  };
}
