import type { Namespace, Server as IOServer } from 'socket.io';
import type { StorageAPI } from 'boardgame.io';
import { notifyDrop } from '../harden/drop-notice.ts';
import { checkAgainstMatch } from '../harden/match-guard.ts';
import { checkPacketShape } from '../harden/packet-shape-guard.ts';
import { socketRateLimiter } from '../harden/rate-limit.ts';
import { guardSocketHandlers, type ErrorLog } from '../harden/socket-handler-guard.ts';
import { stripInitialStateFrom } from '../harden/strip-initial-state.ts';
import type { RegisteredGame } from './game-registry.ts';

/**
 * A namespace middleware runs for each socket before boardgame.io's 'connection' handler
 * registers its own handlers, so every socket gets its outgoing filter, its handler guard,
 * its message budget and its incoming packet checks before any message flows.
 */
export function hardenSockets(io: IOServer, games: RegisteredGame[], db: StorageAPI.Async, log: ErrorLog): void {
  for (const { module, game } of games) {
    const nsp: Namespace = io.of(game.name!);
    nsp.use((socket, next) => {
      stripInitialStateFrom(socket);
      guardSocketHandlers(socket, log);
      const withinRate = socketRateLimiter();
      socket.use(([event, ...args], nextPacket) => {
        const rate = withinRate(event);
        if (!rate.pass) {
          if (rate.notice) notifyDrop(socket, rate.notice);
          return;
        }
        const shape = checkPacketShape(game, event, args);
        if (shape) return notifyDrop(socket, shape);
        checkAgainstMatch(db, module, event, args).then(
          (refusal) => (refusal ? notifyDrop(socket, refusal) : nextPacket()),
          (error) => {
            log(`checking a '${event}' packet failed`, error);
            notifyDrop(socket, { event, code: 'server-error', message: 'the server could not check this message' });
          },
        );
      });
      next();
    });
  }
}
