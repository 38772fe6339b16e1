import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { REFUSAL_REASONS, type RefusalReason } from './refusal-reasons.ts';

/** Every budget a refusal is counted under: the address budgets, a socket's own, a table's chat, the server's creation caps. */
export const BUDGET_NAMES = [
  'address-connects',
  'address-messages',
  'address-syncs',
  'address-chat',
  'address-creates',
  'address-requests',
  'address-sockets',
  'socket-messages',
  'socket-chat',
  'socket-syncs',
  'match-chat',
  'server-creations',
  'server-live-matches',
] as const;
export type BudgetName = (typeof BUDGET_NAMES)[number];

/** The store operations timed: those that may reach the file or the database (peek, answered from memory, is not). */
export const STORE_OPERATIONS = ['createMatch', 'setState', 'setMetadata', 'updateMetadata', 'stampMove', 'setPresence', 'fetch', 'recentLog', 'listPage', 'liveMatches', 'wipe'] as const;
export type StoreOperation = (typeof STORE_OPERATIONS)[number];

/** What the gauges read when scraped. */
export interface LiveFigures {
  /** Matches not over and played within the lobby's idle time, as the store counts them. */
  liveMatches(): Promise<number>;
  sockets(): number;
  connections(): number;
}

/** Seconds: a move is a few milliseconds; one held up by a store lock waits up to 2 s. */
const MOVE_BUCKETS = [0.001, 0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];
const STORE_BUCKETS = [0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.1, 0.5, 2];

/**
 * One server's Prometheus metrics, in a registry of its own (several servers in one process do
 * not collide). Every label comes from a fixed list or the server's own game registry: a name
 * outside them is counted as `other`, never as what a client sent.
 */
export class ServerMetrics {
  readonly registry = new Registry();
  private readonly games: ReadonlySet<string>;
  private readonly accepted: Counter<'game'>;
  private readonly refused: Counter<'game' | 'reason'>;
  private readonly moveSeconds: Histogram<'game'>;
  private readonly storeSeconds: Histogram<'operation'>;
  private readonly budgets: Counter<'budget'>;
  private readonly reloads: Counter<'game' | 'result'>;

  constructor(gameNames: readonly string[], figures: LiveFigures) {
    this.games = new Set(gameNames);
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });
    this.accepted = new Counter({ name: 'tablewright_moves_accepted_total', help: 'Moves kept by the store, by game.', labelNames: ['game'], registers });
    this.refused = new Counter({ name: 'tablewright_moves_refused_total', help: 'Moves refused, by game and reason.', labelNames: ['game', 'reason'], registers });
    this.moveSeconds = new Histogram({ name: 'tablewright_move_duration_seconds', help: "An accepted move, from its packet's arrival to the store's commit.", labelNames: ['game'], buckets: MOVE_BUCKETS, registers });
    this.storeSeconds = new Histogram({ name: 'tablewright_store_operation_duration_seconds', help: 'Store operations, by operation.', labelNames: ['operation'], buckets: STORE_BUCKETS, registers });
    this.budgets = new Counter({ name: 'tablewright_budget_refusals_total', help: 'Requests, connections and messages refused by a budget or cap, by budget.', labelNames: ['budget'], registers });
    this.reloads = new Counter({ name: 'tablewright_content_reloads_total', help: 'Content reloads under serve --watch, by game and result (ok, refused).', labelNames: ['game', 'result'], registers });
    for (const game of gameNames) {
      this.accepted.labels(game);
      this.moveSeconds.labels(game);
    }
    const gauge = (name: string, help: string, read: () => number | Promise<number>) =>
      new Gauge({
        name,
        help,
        registers,
        async collect() {
          this.set(await read());
        },
      });
    gauge('tablewright_live_matches', 'Matches not over and played within the idle time, in the store.', () => figures.liveMatches());
    gauge('tablewright_open_sockets', 'Open socket.io sockets (one per game namespace a browser opened).', () => figures.sockets());
    gauge('tablewright_open_connections', 'Open socket.io connections.', () => figures.connections());
  }

  private game(name: string): string {
    return this.games.has(name) ? name : 'other';
  }

  moveAccepted(game: string, seconds: number): void {
    const label = this.game(game);
    this.accepted.labels(label).inc();
    this.moveSeconds.labels(label).observe(seconds);
  }

  moveRefused(game: string, reason: RefusalReason): void {
    this.refused.labels(this.game(game), (REFUSAL_REASONS as readonly string[]).includes(reason) ? reason : 'other').inc();
  }

  storeOperation(operation: StoreOperation, seconds: number): void {
    this.storeSeconds.labels(operation).observe(seconds);
  }

  budgetRefused(budget: BudgetName): void {
    this.budgets.labels(budget).inc();
  }

  contentReloaded(game: string, result: 'ok' | 'refused'): void {
    this.reloads.labels(this.game(game), result).inc();
  }
}
