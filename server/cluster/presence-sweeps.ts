import type { SocketLedger } from '../harden/socket-ledger.ts';
import type { ErrorLog } from '../harden/socket-handler-guard.ts';
import type { MatchStore } from '../store/match-store.ts';

/** How often each process of a shared store looks for presence left by stopped ones: a killed process's players show as away within about this long. */
export const PRESENCE_SWEEP_MS = 2000;

/**
 * Looks every `everyMs` for the presence of processes that are gone, and has the ledger tell
 * the tables it changed; answers how to stop looking.
 */
export function sweepPresenceEvery(everyMs: number, store: MatchStore, ledger: SocketLedger, log: ErrorLog): () => void {
  let sweeping = false;
  const timer = setInterval(async () => {
    if (sweeping) return;
    sweeping = true;
    try {
      ledger.swept(await store.sweepPresence());
    } catch (error) {
      log('clearing the presence of stopped processes failed', error);
    } finally {
      sweeping = false;
    }
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
