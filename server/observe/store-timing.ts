import { performance } from 'node:perf_hooks';
import type { MatchStore } from '../store/match-store.ts';
import { STORE_OPERATIONS, type ServerMetrics } from './server-metrics.ts';

type Operation = (...args: unknown[]) => Promise<unknown>;

/**
 * Times the store's operations (STORE_OPERATIONS) on this instance, so every user of the store
 * (the commit gate, the lobby, the ledger) is timed alike. Only with metrics on: without, the
 * store is left untouched.
 */
export function timeStoreOperations(store: MatchStore, metrics: ServerMetrics): void {
  const methods = store as unknown as Record<string, Operation | undefined>;
  for (const operation of STORE_OPERATIONS) {
    const original = methods[operation];
    if (typeof original !== 'function') continue;
    methods[operation] = function (this: unknown, ...args: unknown[]) {
      const started = performance.now();
      const observe = () => metrics.storeOperation(operation, (performance.now() - started) / 1000);
      const result = original.apply(this, args);
      result.then(observe, observe);
      return result;
    };
  }
}
