import { randomBytes } from 'node:crypto';
import type { Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Server as IOServer } from 'socket.io';
import type { State } from 'boardgame.io';
import { Server, type SocketIO } from 'boardgame.io/server';
import type { LoadedGame } from '../../games/kit/content/load-content.ts';
import type { GameModule } from '../../games/kit/game-module.ts';
import { BotManager } from '../bots/bot-manager.ts';
import { PRESENCE_SWEEP_MS, sweepPresenceEvery } from '../cluster/presence-sweeps.ts';
import { RedisBus } from '../cluster/redis-bus.ts';
import { SharedBudgets } from '../cluster/shared-budgets.ts';
import { AddressBudgets } from '../edge/address-budgets.ts';
import { httpEdge } from '../edge/http-edge.ts';
import { DEFAULT_LIMITS, type ServerLimits } from '../edge/limits.ts';
import type { OriginPolicy } from '../edge/origin-policy.ts';
import { CommitGate, matchOfChannel } from '../harden/commit-gate.ts';
import { connectionOptions, guardConnections, type ConnectionGuardOptions, type Heartbeat } from '../harden/connection-guard.ts';
import { httpErrors } from '../harden/http-errors.ts';
import { installProcessSafetyNet } from '../harden/process-safety-net.ts';
import { authenticateSeat } from '../harden/seat-credentials.ts';
import type { ErrorLog } from '../harden/socket-handler-guard.ts';
import { publicSeats, SocketLedger } from '../harden/socket-ledger.ts';
import { emptySeats } from '../harden/seat-table.ts';
import { WindowClock } from '../harden/window-clock.ts';
import { CreationCaps } from '../lobby/creation-caps.ts';
import { Lobby } from '../lobby/lobby-service.ts';
import { lobbyRoutes } from '../lobby/lobby-routes.ts';
import { seatHandOver } from '../bots/hand-over.ts';
import type { MatchStore } from '../store/match-store.ts';
import { PostgresStore } from '../store/postgres/postgres-store.ts';
import { shownUrl } from '../store/shown-url.ts';
import { DEFAULT_DB_FILE } from '../store/default-db-file.ts';
import { KEPT_STATE_EVERY, type LogTail } from '../store/log-tail.ts';
import { SqliteStore } from '../store/sqlite-store.ts';
import { isDamage } from '../store/store-errors.ts';
import { ContentLibrary } from './content-library.ts';
import { contentRoutes } from './content-routes.ts';
import { storedReplayRoutes } from './replay-routes.ts';
import { loadValidGames, type RegisteredGame } from './game-registry.ts';
import { hardenSockets } from './harden-sockets.ts';
import { stepOf, SYNC_LOG_ENTRIES } from './lean-master.ts';
import { staticUi } from './static-ui.ts';
import { tablewrightRoutes } from './tablewright-routes.ts';
import { ttsRoutes } from './tts-routes.ts';
import { artRoutes } from './art-routes.ts';
import { handOverRoute } from './hand-over-route.ts';
import { DEFAULT_DRAIN_MS, DrainGate, drain, followMoveQueues, type StopOptions } from './graceful-stop.ts';
import { VersionedSocketIO } from './versioned-socket-io.ts';
import { observeServer, type ObserveOptions } from '../observe/observe-server.ts';

export interface TablewrightServerOptions {
  host?: string;
  /** 0 picks a free port. */
  port?: number;
  dbFile?: string;
  /** A postgres:// URL: the matches are in PostgreSQL (several processes may share it) instead of `dbFile`. */
  storeUrl?: string;
  /** A redis:// URL: match updates and chat reach the sockets of every process on the same store. */
  pubsubUrl?: string;
  contentRoot?: string;
  uiDir?: string;
  /** Already loaded games instead of reading `contentRoot` (tests, tools). */
  games?: LoadedGame[];
  /** The games read from `contentRoot` (every registered game by default). */
  modules?: readonly GameModule<any, any>[];
  log?: ErrorLog;
  /** Budgets per address, per match and for the whole server; unnamed ones keep DEFAULT_LIMITS. */
  limits?: Partial<ServerLimits>;
  /** Behind a reverse proxy: take the client's address from X-Forwarded-For. */
  trustProxy?: boolean;
  /** Host names served besides IP literals and localhost. */
  allowedHosts?: string[];
  /** Origins of other sites' pages allowed to use the API and sockets. */
  allowedOrigins?: string[];
  /** How long a store operation waits for another process's lock. */
  lockWaitMs?: number;
  /**
   * An artist's art and fonts folder (`serve --art`): content's art paths are checked against it and
   * it is served at the site's root, where they lead; otherwise ui/public, built into the UI.
   */
  artRoot?: string;
  /** Where `tablewright export` wrote each game (<exportRoot>/<game>/tts/): served at /tts/<game>/<file>. Default `export`. */
  exportRoot?: string;
  /** How long a seat's presence settles before it is written and announced (PRESENCE_SETTLE_MS). */
  presenceSettleMs?: number;
  /** How often a connection is checked and how long its answer is awaited (HEARTBEAT): a test of a silent browser waits seconds, not 15. */
  heartbeat?: Heartbeat;
  /** Structured log lines (JSON lines, pino) from this level up; 'silent' writes none (serve --log-level). */
  logLevel?: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  /** Prometheus metrics at http://host:port/metrics on a listener of their own, which a proxy does not forward (serve --metrics HOST:PORT). */
  metrics?: { host: string; port: number };
  /** How long a stop waits for moves in flight and open requests before closing anyway (serve --drain-ms). */
  drainMs?: number;
  /** Where the JSON log lines go instead of stdout (tests). */
  logDestination?: ObserveOptions['logDestination'];
}

export interface TablewrightServer {
  /** http://host:port once started. */
  readonly url: string;
  /** The current content version of every game. */
  readonly games: RegisteredGame[];
  /** Every content version, current and per match; `serve --watch` adopts reloads into it. */
  readonly content: ContentLibrary;
  readonly store: MatchStore;
  readonly bots: BotManager;
  readonly limits: ServerLimits;
  /** http://host:port/metrics once started with `metrics`; undefined without. */
  readonly metricsUrl: string | undefined;
  /** What the server holds now: open connections, sockets, boardgame.io's per-match move queues, running bots. */
  stats(): ServerStats;
  start(): Promise<string>;
  /** Drains (graceful-stop.ts), then closes the bots, sockets and store; `signal` aborted cuts the drain short. */
  stop(options?: StopOptions): Promise<void>;
}

export interface ServerStats {
  connections: number;
  sockets: number;
  matchQueues: number;
  bots: number;
}

/** How often a process on a shared store looks for bots no process plays: a dead process's bots wait about this long. */
const BOT_TAKEOVER_MS = 2000;

/**
 * How long an idle keep-alive connection stays open. Node's 5 s is barely longer than the time a
 * client keeps an idle connection for reuse (fetch: the server's hint less 1-2 s), so a client
 * whose timers run late reuses one the server closes under it and its request is reset: a test
 * fetching the lobby right after seconds of judging on the same event loop met this in CI
 * (ECONNRESET, 2026-12-02), as does a proxy pooling connections longer than 5 s (Caddy keeps them
 * 2 minutes). An idle connection holds no more than one still sending its headers, which Node
 * allows 60 s.
 */
export const KEEP_ALIVE_MS = 65_000;

/** The store file is damaged: the server does not start on it. */
export class StoreDamagedError extends Error {
  constructor(file: string, problem: string) {
    super(`the store file ${file} is damaged (${problem}); restore it from a backup, or move it away to start with an empty store`);
    this.name = 'StoreDamagedError';
  }
}

type SocketIOOptions = NonNullable<ConstructorParameters<typeof SocketIO>[0]>;

/**
 * The Redis bus between the processes on one store: what each process's gate lets out reaches
 * every process's sockets, and after a lost connection each sends its sockets the stored state.
 */
function joinCluster(url: string, gate: CommitGate, store: MatchStore, log: ErrorLog): RedisBus {
  const resend = (matchID: string) => resendStored(store, gate, matchID);
  const resendAll = async () => {
    for (const matchID of gate.matchesWithSockets()) await resend(matchID);
  };
  const bus = new RedisBus(url, {
    heard: (channelId, payload) => {
      // The state first: a client answering the broadcast finds it in this process's memory.
      if (payload.type === 'update') store.adopt(payload.args[0] as string, payload.args[1] as State);
      gate.heard(channelId, payload);
    },
    reconnected: () => void resendAll().catch((error) => log('pub/sub: resending the stored states failed', error)),
    // A move kept elsewhere between a socket's sync here and Redis taking the subscription would be missed.
    subscribed: (channelId) => {
      const matchID = matchOfChannel(channelId);
      if (matchID !== undefined) resend(matchID).catch((error) => log(`pub/sub: resending match ${matchID} failed`, error));
    },
    lost: (message) => log(`pub/sub: lost Redis at ${shownUrl(url)}, reconnecting`, message),
  });
  gate.join(bus);
  return bus;
}

/**
 * Sends a match's sockets its state as the store holds it, with the end of its log, and its
 * seats (presence): this process's sockets, or with `everywhere` every process's.
 */
async function resendStored(store: MatchStore, gate: CommitGate, matchID: string, everywhere = false): Promise<void> {
  store.refresh(matchID);
  const news = gate.seatNewsMark(matchID);
  const { state, metadata } = await store.fetch(matchID, { state: true, metadata: true });
  if (state) gate.resend(matchID, state, await store.recentLog(matchID, SYNC_LOG_ENTRIES), everywhere);
  if (metadata && gate.seatNewsMark(matchID) === news) gate.resendSeats(matchID, publicSeats(metadata), everywhere);
}

/** PostgreSQL when a URL is given; otherwise the SQLite file, checked page by page before anything is served from it. */
function openStore(dbFile: string, storeUrl: string | undefined, lockWaitMs: number | undefined, tail: LogTail): MatchStore {
  if (storeUrl) return new PostgresStore(storeUrl);
  let store: SqliteStore;
  try {
    store = new SqliteStore(dbFile, { lockWaitMs, checkpointThread: true, tail });
  } catch (error) {
    if (isDamage(error)) throw new StoreDamagedError(dbFile, (error as Error).message);
    throw error;
  }
  const damage = store.integrityProblem();
  if (damage) {
    store.close();
    throw new StoreDamagedError(dbFile, damage);
  }
  return store;
}

/** The boardgame.io server with every game, the SQLite store, the hardening and the UI. */
export function createTablewrightServer(options: TablewrightServerOptions = {}): TablewrightServer {
  const { host = '127.0.0.1', port = 8000, dbFile = DEFAULT_DB_FILE, contentRoot = 'content', uiDir = 'dist/ui' } = options;
  const loaded = loadValidGames(contentRoot, options.games, options.modules, options.artRoot);
  // The store plays a match's last logged moves again on the game the match plays on (log-tail.ts).
  const tail: LogTail = {
    every: KEPT_STATE_EVERY,
    stepFor: (gameName, hash, stored) => {
      const version = content.versionNow(gameName, hash, stored);
      return version && stepOf(version.game as Parameters<typeof stepOf>[0]);
    },
  };
  const store = openStore(dbFile, options.storeUrl, options.lockWaitMs, tail);
  const content = new ContentLibrary(store, loaded);
  // The games as the server starts: their namespaces, modules and move names, which content does not change.
  const games = content.all();
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  const observe = observeServer(options, games.map((g) => g.game.name!), {
    liveMatches: async () => (await store.liveMatches(Date.now() - limits.idleMatchMinutes * 60_000, limits.liveMatchesTotal)).count,
    sockets: () => stats().sockets,
    connections: () => stats().connections,
  });
  const log = options.log ?? observe.errorLog;
  const budgets = new AddressBudgets(limits);
  const policy: OriginPolicy = { allowedHosts: options.allowedHosts ?? [], allowedOrigins: options.allowedOrigins ?? [] };
  const guard: ConnectionGuardOptions = { budgets, policy, trustProxy: options.trustProxy ?? false, botKey: randomBytes(24).toString('base64url') };
  const gate = new CommitGate();
  const db = gate.guard(store);
  const bus = options.pubsubUrl ? joinCluster(options.pubsubUrl, gate, store, log) : undefined;
  const sharedBudgets = bus && new SharedBudgets(bus.commands, budgets, randomBytes(9).toString('base64url'));
  const transport = new VersionedSocketIO(
    {
      // boardgame.io types these as its internal payload and a complete socket.io config.
      pubSub: gate.pubSub as unknown as SocketIOOptions['pubSub'],
      socketOpts: connectionOptions(guard, options.heartbeat) as SocketIOOptions['socketOpts'],
    },
    async (matchID) => (await content.forMatch(matchID))?.game,
    log,
    observe.observer,
  );
  const queuedMoves = followMoveQueues(transport);
  const drainMs = options.drainMs ?? DEFAULT_DRAIN_MS;
  const drainGate = new DrainGate(Math.max(1, Math.ceil(drainMs / 1000)));
  const server = Server({
    games: games.map((g) => g.game),
    db,
    transport,
    // boardgame.io's own CORS and routes are never reached: the lobby routes answer /games.
    origins: [],
    authenticateCredentials: authenticateSeat,
  });
  const { app } = server;
  const io = (app as unknown as { _io: IOServer })._io;
  const http = (app as unknown as { server: HttpServer }).server;
  http.keepAliveTimeout = KEEP_ALIVE_MS;
  const ledger = new SocketLedger(store, gate, log, limits.socketsPerMatch, options.presenceSettleMs);
  const windows = new WindowClock(games, Date.now, (matchID) => content.rememberedForMatch(matchID));
  gate.onCommitted((matchID, state) => windows.committed(matchID, state));
  const lobby = new Lobby(store, content, (matchID, metadata) => {
    ledger.seatsChanged(matchID, metadata);
    windows.seated(matchID, metadata !== undefined && emptySeats(metadata) === 0);
  }, (gameName, matchID) => observe.observer.matchCreated(gameName, matchID));
  guardConnections(io, guard);
  drainGate.guardHandshakes(io);
  hardenSockets(io, { ...guard, games, versions: content, store, ledger, windows, log, observer: observe.observer, transport });
  observe.watch({ store, budgets, content, io });

  let url = '';
  const bots = new BotManager({ serverUrl: () => url, games: content, lobby, store, botKey: guard.botKey, limits, log, takeOverEveryMs: bus ? BOT_TAKEOVER_MS : undefined });
  // Koa's listen (patched by koa-socket-2) binds every interface; bind the configured host.
  app.listen = ((listenPort: number, callback: () => void) => http.listen(listenPort, host, callback)) as never;
  app.use(drainGate.middleware);
  app.use(httpErrors(log));
  for (const middleware of httpEdge(guard)) app.use(middleware);
  app.use(tablewrightRoutes(content, bots, () => store.health(), bus && (() => bus.connected)));
  app.use(handOverRoute(seatHandOver(lobby, bots)));
  app.use(contentRoutes(content));
  app.use(storedReplayRoutes(store, content));
  app.use(lobbyRoutes(lobby, budgets, new CreationCaps(limits, store, Date.now, observe.observer.budgetRefused), bots));
  app.use(ttsRoutes(options.exportRoot ?? 'export', () => content.names()));
  if (options.artRoot) app.use(artRoutes(options.artRoot));
  app.use(staticUi(uiDir));

  const stats = (): ServerStats => ({
    connections: io.engine.clientsCount,
    sockets: [...io._nsps.values()].reduce((sum, nsp) => sum + nsp.sockets.size, 0),
    matchQueues: (transport as unknown as { perMatchQueue: Map<string, unknown> }).perMatchQueue.size,
    bots: bots.running().length,
  });
  const uninstall: (() => void)[] = [];
  let stopSweeps = () => {};
  return {
    get url() {
      return url;
    },
    get games() {
      return content.all();
    },
    content,
    store,
    bots,
    limits,
    get metricsUrl() {
      return observe.metricsUrl;
    },
    stats,
    async start() {
      uninstall.push(installProcessSafetyNet(log), observe.bindConsole());
      await store.open();
      if (bus) {
        await bus.ready();
        // With other processes on the store, their players are still at their tables: only the stopped ones' are cleared.
        stopSweeps = sweepPresenceEvery(PRESENCE_SWEEP_MS, store, ledger, log, (matchID) => resendStored(store, gate, matchID, true));
      } else await store.markEveryoneAway();
      await content.open();
      await observe.listen();
      await server.run(port);
      const address = http.address() as AddressInfo;
      const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
      url = `http://${shownHost}:${address.port}`;
      await bots.resume();
      observe.started(url);
      return url;
    },
    async stop(stopping) {
      observe.stopping();
      if (url) await drain({ io, gate: drainGate, queuedMoves, stopBots: () => bots.close(), drainMs }, stopping);
      bots.close();
      await new Promise<void>((resolve) => {
        io.close(() => resolve());
        http.closeAllConnections();
      });
      stopSweeps();
      ledger.close();
      sharedBudgets?.close();
      await bus?.close();
      // Scraped through the drain; closed before the store its live-match count reads.
      await observe.close();
      await store.close();
      budgets.close();
      for (const undo of uninstall.splice(0)) undo();
    },
  };
}
