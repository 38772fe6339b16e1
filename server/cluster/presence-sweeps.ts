import type { SocketLedger } from '../harden/socket-ledger.ts';
import type { ErrorLog } from '../harden/socket-handler-guard.ts';
import type { MatchStore } from '../store/match-store.ts';

/** How often each process of a shared store looks for presence left by stopped ones: a killed process's players show as away within about this long. */
export const PRESENCE_SWEEP_MS = 2000;

/**
 * Looks every `everyMs` for the presence of processes that are gone, and has the ledger tell
 * the tables it changed; those tables are also sent their stored state again, at every process
 * (`resend`; the process that sweeps first may have none of their sockets): a move the gone
 * process kept but died before publishing would otherwise reach no other process's sockets,
 * whose players' moves would then all be refused as stale with nothing newer to show them.
 * Answers how to stop looking.
 */
export function sweepPresenceEvery(
  everyMs: number,
  store: MatchStore,
  ledger: SocketLedger,
  log: ErrorLog,
  resend: (matchID: string) => Promise<void>,
): () => void {
  let sweeping = false;
  const timer = setInterval(async () => {
    if (sweeping) return;
    sweeping = true;
    try {
      const sweep = await store.sweepPresence();
      ledger.swept(sweep);
      for (const { matchID } of sweep.changed) await resend(matchID);
    } catch (error) {
      log('clearing the presence of stopped processes failed', error);
    } finally {
      sweeping = false;
    }
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
