import type { Socket } from 'socket.io';
import { notifyDrop } from './drop-notice.ts';

export type ErrorLog = (message: string, error: unknown) => void;

/**
 * boardgame.io's socket handlers are async and nobody awaits them: a move that throws or a
 * refused store write becomes an unhandled rejection, which ends Node 20. Wrapping the
 * handlers as boardgame.io registers them catches those, logs them, and tells the sender.
 */
export function guardSocketHandlers(socket: Socket, log: ErrorLog): void {
  const on = socket.on.bind(socket) as (event: string, handler: (...args: unknown[]) => unknown) => Socket;
  (socket as unknown as { on: typeof on }).on = (event, handler) =>
    on(event, async (...args: unknown[]) => {
      try {
        await handler(...args);
      } catch (error) {
        log(`socket '${event}' handler failed`, error);
        const code = (error as { code?: unknown })?.code;
        notifyDrop(socket, {
          event,
          code: typeof code === 'string' ? code : 'server-error',
          message: code === 'stale-state' ? 'the match moved on before your action; it was not applied' : 'the server could not process this message',
        });
      }
    });
}
