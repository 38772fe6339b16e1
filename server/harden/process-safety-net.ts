import type { ErrorLog } from './socket-handler-guard.ts';

let installed = 0;
let logger: ErrorLog = () => {};
const onRejection = (reason: unknown) => logger('unhandled rejection (server keeps running)', reason);
const onException = (error: unknown) => logger('uncaught exception (server keeps running)', error);

/**
 * Last line of defence: Node 20 exits on an unhandled rejection, and boardgame.io leaves some
 * promises unobserved (its chat handler does not await). Logged, never fatal. Returns the
 * uninstaller; several servers in one process share the handlers.
 */
export function installProcessSafetyNet(log: ErrorLog): () => void {
  logger = log;
  if (installed++ === 0) {
    process.on('unhandledRejection', onRejection);
    process.on('uncaughtException', onException);
  }
  let removed = false;
  return () => {
    if (removed) return;
    removed = true;
    if (--installed === 0) {
      process.off('unhandledRejection', onRejection);
      process.off('uncaughtException', onException);
    }
  };
}
