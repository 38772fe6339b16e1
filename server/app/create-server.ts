import type { Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Server as IOServer } from 'socket.io';
import { Server, SocketIO } from 'boardgame.io/server';
import type { LoadedGame } from '../../games/kit/content/load-content.ts';
import { BotManager } from '../bots/bot-manager.ts';
import { CommitGate } from '../harden/commit-gate.ts';
import { httpErrors } from '../harden/http-errors.ts';
import { installProcessSafetyNet } from '../harden/process-safety-net.ts';
import { authenticateSeat } from '../harden/seat-credentials.ts';
import type { ErrorLog } from '../harden/socket-handler-guard.ts';
import { DEFAULT_DB_FILE, SqliteStore } from '../store/sqlite-store.ts';
import { registerGames, type RegisteredGame } from './game-registry.ts';
import { hardenSockets } from './harden-sockets.ts';
import { staticUi } from './static-ui.ts';
import { tablewrightRoutes, type BotFiller } from './tablewright-routes.ts';

export interface TablewrightServerOptions {
  host?: string;
  /** 0 picks a free port. */
  port?: number;
  dbFile?: string;
  contentRoot?: string;
  uiDir?: string;
  /** Already loaded games instead of reading `contentRoot` (tests, tools). */
  games?: LoadedGame[];
  log?: ErrorLog;
}

export interface TablewrightServer {
  /** http://host:port once started. */
  readonly url: string;
  readonly games: RegisteredGame[];
  readonly store: SqliteStore;
  start(): Promise<string>;
  stop(): Promise<void>;
}

/** Largest socket.io message the engine reads at all; beyond it the socket is disconnected. */
const MAX_SOCKET_BUFFER_BYTES = 100_000;

type SocketIOOptions = NonNullable<ConstructorParameters<typeof SocketIO>[0]>;

// The lobby is served by this server; the Vite dev server runs on localhost too.
const DEV_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\]):\d+$/;

const defaultLog: ErrorLog = (message, error) =>
  console.error(`tablewright: ${message}:`, error instanceof Error ? (error.stack ?? error.message) : error);

/** The boardgame.io server with every game, the SQLite store, the hardening and the UI. */
export function createTablewrightServer(options: TablewrightServerOptions = {}): TablewrightServer {
  const { host = '127.0.0.1', port = 8000, dbFile = DEFAULT_DB_FILE, contentRoot = 'content', uiDir = 'dist/ui' } = options;
  const log = options.log ?? defaultLog;
  const games = registerGames(contentRoot, options.games);
  const store = new SqliteStore(dbFile);
  const gate = new CommitGate();
  const origins: (string | RegExp)[] = [DEV_ORIGIN];
  const db = gate.guard(store);
  const server = Server({
    games: games.map((g) => g.game),
    db,
    transport: new SocketIO({
      // boardgame.io types these as its internal payload and a complete socket.io config.
      pubSub: gate.pubSub as unknown as SocketIOOptions['pubSub'],
      socketOpts: { maxHttpBufferSize: MAX_SOCKET_BUFFER_BYTES } as SocketIOOptions['socketOpts'],
    }),
    origins,
    authenticateCredentials: authenticateSeat,
  });
  const { app } = server;
  const io = (app as unknown as { _io: IOServer })._io;
  const http = (app as unknown as { server: HttpServer }).server;
  hardenSockets(io, games, db, log);

  let url = '';
  let bots: BotManager | undefined;
  const botFiller = (): BotFiller => (bots ??= new BotManager({ serverUrl: url, games }));
  // Koa's listen (patched by koa-socket-2) binds every interface; bind the configured host.
  app.listen = ((listenPort: number, callback: () => void) => http.listen(listenPort, host, callback)) as never;
  app.use(httpErrors(log));
  app.use(tablewrightRoutes(games, botFiller));
  app.use(staticUi(uiDir));

  let uninstallSafetyNet: (() => void) | undefined;
  return {
    get url() {
      return url;
    },
    games,
    store,
    async start() {
      uninstallSafetyNet = installProcessSafetyNet(log);
      await server.run(port);
      const address = http.address() as AddressInfo;
      const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
      url = `http://${shownHost}:${address.port}`;
      origins.push(url);
      return url;
    },
    async stop() {
      await bots?.stopAll();
      await new Promise<void>((resolve) => {
        io.close(() => resolve());
        http.closeAllConnections();
      });
      store.close();
      uninstallSafetyNet?.();
    },
  };
}
