import { performance } from 'node:perf_hooks';
import type { Server as IOServer } from 'socket.io';
import type { ServerLog } from './server-log.ts';
import type { BudgetName, ServerMetrics } from './server-metrics.ts';
import { refusalReason, type RefusalReason } from './refusal-reasons.ts';

/** What became of a move LeanMaster played: kept, or refused for one of the fixed reasons. */
export type MoveOutcome = 'accepted' | RefusalReason;

/** Where the socket screen and the transport report moves (harden-sockets.ts, versioned-socket-io.ts). */
export interface MoveWatch {
  /** An update packet came in: its action object is the key its time is kept under. */
  arrived(action: unknown): void;
  /** A move was refused, by a screen's notice code or a handler failure's code. */
  refused(game: string, code: string, matchID: unknown, playerID: unknown): void;
  /** LeanMaster has played the move, and the store has committed it if it was kept. */
  settled(game: string, action: unknown, outcome: MoveOutcome, matchID: string, playerID: string): void;
}

export type BudgetWatch = (budget: BudgetName) => void;

/**
 * The server's log and metrics as the rest of the server reports to them. Without metrics, and
 * with debug lines off, a move costs one flag test here: its arrival is not even timed.
 */
export class ServerObserver implements MoveWatch {
  private readonly arrivals = new WeakMap<object, number>();
  private readonly timed: boolean;

  constructor(
    readonly log: ServerLog,
    readonly metrics?: ServerMetrics,
  ) {
    this.timed = metrics !== undefined || log.isLevelEnabled('debug');
  }

  arrived(action: unknown): void {
    if (this.timed && typeof action === 'object' && action !== null) this.arrivals.set(action, performance.now());
  }

  refused(game: string, code: string, matchID: unknown, playerID: unknown): void {
    const reason = refusalReason(code);
    this.metrics?.moveRefused(game, reason);
    // Never String() a client's value: `{"toString": 1}` would throw.
    const id = (value: unknown) => (typeof value === 'string' ? value : undefined);
    this.log.debug({ event: 'move.refused', game, matchID: id(matchID), playerID: id(playerID), reason }, 'move refused');
  }

  settled(game: string, action: unknown, outcome: MoveOutcome, matchID: string, playerID: string): void {
    if (outcome !== 'accepted') return this.refused(game, outcome, matchID, playerID);
    const started = typeof action === 'object' && action !== null ? this.arrivals.get(action) : undefined;
    if (started === undefined) return;
    const seconds = (performance.now() - started) / 1000;
    this.metrics?.moveAccepted(game, seconds);
    this.log.debug({ event: 'move.accepted', game, matchID, playerID, ms: Math.round(seconds * 1e4) / 10 }, 'move accepted');
  }

  readonly budgetRefused: BudgetWatch = (budget) => {
    this.metrics?.budgetRefused(budget);
    this.log.info({ event: 'budget.refused', budget }, `refused by the ${budget} budget`);
  };

  contentAdopted(game: string, result: 'ok' | 'refused', hash?: string): void {
    this.metrics?.contentReloaded(game, result);
    if (result === 'ok') this.log.info({ event: 'content.reloaded', game, hash }, `${game} content reloaded`);
    else this.log.warn({ event: 'content.refused', game }, `${game} content has mistakes; new matches keep its last good content`);
  }

  matchCreated(game: string, matchID: string): void {
    this.log.info({ event: 'match.created', game, matchID }, 'match created');
  }

  /** A line when a socket opens or closes a game's namespace. */
  watchSockets(io: IOServer, games: readonly string[]): void {
    if (!this.log.isLevelEnabled('info')) return;
    for (const game of games) {
      io.of(game).on('connection', (socket) => {
        this.log.info({ event: 'socket.connected', game, socket: socket.id }, 'socket connected');
        socket.on('disconnect', (why: string) => this.log.info({ event: 'socket.disconnected', game, socket: socket.id, why }, 'socket disconnected'));
      });
    }
  }
}
