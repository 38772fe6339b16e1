import type { DestinationStream } from 'pino';
import type { Server as IOServer } from 'socket.io';
import type { AddressBudgets } from '../edge/address-budgets.ts';
import { boundConsole } from '../harden/bounded-log.ts';
import type { MatchStore } from '../store/match-store.ts';
import type { ContentLibrary } from '../app/content-library.ts';
import { listenForMetrics, type MetricsListener } from './metrics-listener.ts';
import { consoleInto, createServerLog, errorLogOf, type LogLevel } from './server-log.ts';
import { ServerMetrics, type LiveFigures } from './server-metrics.ts';
import { ServerObserver } from './server-observer.ts';
import { timeStoreOperations } from './store-timing.ts';

export interface ObserveOptions {
  /** Default 'silent': an in-process server (tests, tools) writes no lines unless asked; serve passes its --log-level (info). */
  logLevel?: LogLevel;
  /** Where the JSON lines go instead of stdout (tests). */
  logDestination?: DestinationStream;
  metrics?: { host: string; port: number };
}

/** The parts of a server whose work is observed, once they are built. */
export interface Observed {
  store: MatchStore;
  budgets: AddressBudgets;
  content: ContentLibrary;
  io: IOServer;
}

/**
 * A server's log and metrics, wired into its parts: the store's operations timed (metrics on
 * only), budgets' refusals, content reloads and sockets reported.
 * bindConsole() routes console lines into the log (its undo is returned); listen() opens the
 * metrics listener, close() closes it.
 */
export function observeServer(options: ObserveOptions, gameNames: readonly string[], figures: LiveFigures) {
  const log = createServerLog(options.logLevel ?? 'silent', options.logDestination);
  const metrics = options.metrics && new ServerMetrics(gameNames, figures);
  const observer = new ServerObserver(log, metrics);
  let listener: MetricsListener | undefined;
  // A start that failed (a store a newer Tablewright wrote) ends in stop() too: its one line says why, with no stopping line.
  let serving = false;
  return {
    log,
    observer,
    errorLog: errorLogOf(log),
    watch(parts: Observed) {
      if (metrics) timeStoreOperations(parts.store, metrics);
      parts.budgets.onRefused(observer.budgetRefused);
      observer.watchSockets(parts.io, gameNames);
      parts.content.onAdopted((gameName, result, hash) => observer.contentAdopted(gameName, result, hash));
    },
    get metricsUrl() {
      return listener?.url;
    },
    bindConsole: () => boundConsole(consoleInto(log)),
    /** Before the main port opens: a metrics port taken stops the start before anyone can play. */
    async listen() {
      if (options.metrics && metrics) listener = await listenForMetrics(metrics.registry, options.metrics.host, options.metrics.port);
    },
    started(url: string) {
      serving = true;
      log.info({ event: 'server.started', url, metrics: listener?.url, games: gameNames }, `serving at ${url}`);
    },
    stopping() {
      if (serving) log.info({ event: 'server.stopping' }, 'stopping');
      serving = false;
    },
    async close() {
      await listener?.close();
      listener = undefined;
    },
  };
}
