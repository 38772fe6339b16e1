import type { Server as IOServer, Socket } from 'socket.io';
import type { Game, Server as BgioServer } from 'boardgame.io';
import { getFilterPlayerView } from 'boardgame.io/internal';
import { LeanMaster } from './lean-master.ts';
import { SocketIO } from 'boardgame.io/server';
import { matchChannel, type Payload, type PubSub } from '../harden/commit-gate.ts';
import { notifyDrop, type DropNotice } from '../harden/drop-notice.ts';
import type { MoveWatch } from '../observe/server-observer.ts';
import { failureCode, guardSocketHandler, type ErrorLog, type SocketHandler } from '../harden/socket-handler-guard.ts';
import { broadcastByView, withChatSeenBy } from './view-broadcast.ts';

type App = BgioServer.App & { _io?: IOServer };
type SocketIOOptions = NonNullable<ConstructorParameters<typeof SocketIO>[0]>;
type FilterPlayerView = ReturnType<typeof getFilterPlayerView>;

/** The game a match plays on: its content version's (ContentLibrary.forMatch). */
export type MatchGame = (matchID: string) => Promise<Game | undefined>;

interface Client {
  socket: Socket;
  matchID: string;
  playerID: string | null | undefined;
  credentials: string | undefined;
}

/** SocketIO's own bookkeeping, private in its types, that the handlers below share with it. */
interface SocketIOInternals {
  clientInfo: Map<string, Client>;
  /** The synced sockets of each match, by id. */
  roomInfo: Map<string, Set<string>>;
  pubSub: PubSub<Payload>;
  deleteMatchQueue(matchID: string): void;
}

/** boardgame.io's TransportAPI (not exported): a reply to one socket, or a broadcast to the match's room. */
function transportAPI(matchID: string, socket: Socket, filterPlayerView: FilterPlayerView, pubSub: PubSub<Payload>) {
  return {
    send: ({ playerID, ...data }: { playerID: string } & Payload) => {
      const { type, args } = filterPlayerView(playerID, withChatSeenBy(playerID ?? null, data, filterPlayerView as never) as never) as Payload;
      socket.emit(type, ...args);
    },
    sendAll: (payload: Payload) => pubSub.publish(matchChannel(matchID), payload),
  };
}

/**
 * boardgame.io's socket transport, with two changes: each message runs on the game of ITS
 * match (the content version it was made from), not on one game per namespace; and a
 * broadcast computes and encodes each distinct view once, not once per socket. The
 * handlers are boardgame.io 0.50.2's (SocketIO.init), with the game looked up per match;
 * clients still connect to one namespace per game name. Moves still run one at a time per
 * match, in arrival order: the lookup happens inside the match's queue. Master's
 * onConnectionChange is not called: presence is the socket ledger's (socket-ledger.ts), and
 * Master's version only read a copy of the metadata to announce and write what the commit
 * gate then dropped.
 */
/** What a socket whose sync Master refused is told. */
function syncRefusal(matchID: string, playerID: string | null | undefined, error: string): DropNotice {
  if (error === 'unauthorized') {
    return { event: 'sync', code: 'bad-credentials', message: `these credentials do not hold seat ${playerID} of match ${matchID}: join it again, or open it to watch` };
  }
  return { event: 'sync', code: 'unknown-match', message: `match ${matchID} does not exist` };
}

export class VersionedSocketIO extends SocketIO {
  constructor(
    options: SocketIOOptions,
    private readonly matchGame: MatchGame,
    private readonly log: ErrorLog,
    private readonly moves?: MoveWatch,
  ) {
    super(options);
  }

  /**
   * boardgame.io's addClient, with the match's broadcasts sent once per view (view-broadcast.ts)
   * rather than once per socket, and no socket.io room of the match (nothing is sent to one).
   */
  private register(client: Client, game: Game): void {
    const self = this as unknown as SocketIOInternals;
    const { matchID, socket } = client;
    let sockets = self.roomInfo.get(matchID);
    if (!sockets) {
      const filterPlayerView = getFilterPlayerView(game) as unknown as Parameters<typeof broadcastByView>[2];
      const synced = () => [...self.roomInfo.get(matchID)!].map((id) => self.clientInfo.get(id)!);
      self.pubSub.subscribe(matchChannel(matchID), (payload) => broadcastByView(synced(), payload, filterPlayerView));
      sockets = new Set();
      self.roomInfo.set(matchID, sockets);
    }
    sockets.add(socket.id);
    self.clientInfo.set(socket.id, client);
  }

  /**
   * boardgame.io's removeClient: on every sync, before the new seat is known, and on disconnect
   * (called by the server's one disconnect listener: harden-sockets.ts).
   */
  unregister(socket: Socket): void {
    const self = this as unknown as SocketIOInternals;
    const client = self.clientInfo.get(socket.id);
    if (!client) return;
    const { matchID } = client;
    self.clientInfo.delete(socket.id);
    const sockets = self.roomInfo.get(matchID)!;
    sockets.delete(socket.id);
    if (sockets.size === 0) {
      self.pubSub.unsubscribeAll(matchChannel(matchID));
      self.roomInfo.delete(matchID);
      self.deleteMatchQueue(matchID);
    }
  }

  override init(app: App, games: Game[], origins?: Parameters<SocketIO['init']>[2]): void {
    // With no games, boardgame.io only creates and attaches socket.io.
    super.init(app, [], origins);
    const self = this as unknown as SocketIOInternals;
    const db = app.context.db;
    const auth = app.context.auth;
    const transport = this;
    for (const namespaceGame of games) {
      const game = namespaceGame.name!;
      const master = async (matchID: string, socket: Socket) => {
        const matchGame = (await this.matchGame(matchID)) ?? namespaceGame;
        const api = transportAPI(matchID, socket, getFilterPlayerView(matchGame), self.pubSub);
        return { game: matchGame, master: new LeanMaster(matchGame, db, api as never, auth) };
      };
      // One set of handlers for every socket of the namespace, each called with its socket as
      // `this`: a connection registers them without a closure of its own.
      const handlers: Record<string, SocketHandler> = {
        async update(...args: unknown[]) {
          const [action, stateID, matchID, playerID] = args as [never, number, string, string];
          await transport.getMatchQueue(matchID).add(async () => {
            const { master: m } = await master(matchID, this);
            try {
              await m.onUpdate(action, stateID, matchID, playerID);
            } catch (error) {
              transport.moves?.refused(game, failureCode(error), matchID, playerID);
              throw error;
            }
            if (m.outcome) transport.moves?.settled(game, action, m.outcome, matchID, playerID);
          });
        },
        async sync(...args: unknown[]) {
          const [matchID, playerID, credentials] = args as [string, string | null | undefined, string | undefined];
          // boardgame.io also joins a room named after the match, which nothing sends to.
          transport.unregister(this);
          const { game: matchGame, master: m } = await master(matchID, this);
          const refused = (await m.onSync(matchID, playerID, credentials))?.error;
          // boardgame.io answers a refused sync with silence, and its client waits for good.
          if (refused) return notifyDrop(this, syncRefusal(matchID, playerID, refused));
          // A socket gone while its sync was answered has had its disconnect handled: registered now, it would stay for good.
          if (this.disconnected) return;
          transport.register({ socket: this, matchID, playerID, credentials }, matchGame);
          await m.syncAgainIfBehind(matchID, playerID, credentials);
        },
        async chat(...args: unknown[]) {
          const [matchID, chatMessage, credentials] = args as [string, never, string | undefined];
          await (await master(matchID, this)).master.onChatMessage(matchID, chatMessage, credentials);
        },
      };
      const guarded = Object.entries(handlers).map(([event, handler]) => [event, guardSocketHandler(event, handler, this.log)] as const);
      app._io!.of(game).on('connection', (socket: Socket) => {
        for (const [event, handler] of guarded) socket.on(event, handler);
      });
    }
  }
}
