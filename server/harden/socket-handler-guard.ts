import type { Socket } from 'socket.io';
import { notifyDrop } from './drop-notice.ts';

export type ErrorLog = (message: string, error: unknown) => void;

/** What the sender is told when handling its message failed, by the error's code. */
function explain(code: unknown, error: unknown): string {
  if (code === 'stale-state') return 'the match moved on before your action; it was not applied';
  if (code === 'store-unavailable') return `${(error as Error).message}; your action was not applied, try again`;
  return 'the server could not process this message';
}

/**
 * boardgame.io's socket handlers are async and nobody awaits them: a move that throws or a
 * refused store write becomes an unhandled rejection, which ends Node 20. Wrapping the
 * handlers as boardgame.io registers them catches those, logs them (but a move on a state
 * already gone), and tells the sender.
 */
export function guardSocketHandlers(socket: Socket, log: ErrorLog): void {
  const on = socket.on.bind(socket) as (event: string, handler: (...args: unknown[]) => unknown) => Socket;
  (socket as unknown as { on: typeof on }).on = (event, handler) =>
    on(event, async (...args: unknown[]) => {
      try {
        await handler(...args);
      } catch (error) {
        const code = (error as { code?: unknown })?.code;
        // Two moves on one state is play, not a fault: only the sender hears of it.
        if (code !== 'stale-state') log(`socket '${event}' handler failed`, code === 'store-unavailable' ? (error as Error).message : error);
        notifyDrop(socket, { event, code: typeof code === 'string' ? code : 'server-error', message: explain(code, error) });
      }
    });
}
