import type { Namespace, Server as IOServer, Socket } from 'socket.io';
import type { AddressBudgets } from '../edge/address-budgets.ts';
import { clientAddress } from '../edge/client-address.ts';
import { KeyedBuckets } from '../edge/keyed-buckets.ts';
import { perSecond } from '../edge/limits.ts';
import { claimNamespace, isBotRequest, settleNamespace, type ConnectionGuardOptions } from '../harden/connection-guard.ts';
import { ConnectionFlood } from '../harden/connection-flood.ts';
import { DROP_EVENT, notifyDrop, type DropNotice } from '../harden/drop-notice.ts';
import { checkAgainstMatch, type MatchReader } from '../harden/match-guard.ts';
import { checkPacketShape } from '../harden/packet-shape-guard.ts';
import { failureOf, type ErrorLog } from '../harden/socket-handler-guard.ts';
import type { SocketLedger } from '../harden/socket-ledger.ts';
import type { WindowClock } from '../harden/window-clock.ts';
import { SocketRate } from '../harden/socket-rate-limit.ts';
import { socketHooks, type SocketMethods } from '../harden/shared-prototype.ts';
import { dataOf } from '../harden/socket-data.ts';
import { SyncWaits } from '../harden/sync-waits.ts';
import { withoutInitialState } from '../harden/strip-initial-state.ts';
import type { ServerObserver } from '../observe/server-observer.ts';
import type { ContentLibrary } from './content-library.ts';
import type { RegisteredGame } from './game-registry.ts';
import type { VersionedSocketIO } from './versioned-socket-io.ts';

export interface SocketHardening extends ConnectionGuardOptions {
  games: RegisteredGame[];
  /** Each match's content version, looked up before the timed windows' clock needs it. */
  versions: Pick<ContentLibrary, 'forMatch'>;
  /** The store, to check packets against the stored match. */
  store: MatchReader;
  ledger: SocketLedger;
  windows: WindowClock;
  budgets: AddressBudgets;
  log: ErrorLog;
  /** Where moves and budget refusals are reported (the server's log and metrics). */
  observer?: Pick<ServerObserver, 'arrived' | 'refused' | 'budgetRefused'>;
  /** The socket transport, which forgets a socket that left (boardgame.io's own disconnect handler). */
  transport: Pick<VersionedSocketIO, 'unregister'>;
}

const refuse = (event: string, code: string, message: string): DropNotice => ({ event, code, message });


/** A move or a chat message must come from a socket synced to that match, as that seat. */
function notSynced(ledger: SocketLedger, socket: Socket, event: string, args: unknown[]): DropNotice | undefined {
  const seat = ledger.seatOf(socket);
  const [matchID, playerID] = event === 'update' ? [args[2], args[3]] : [args[0], (args[1] as { sender?: string | null }).sender ?? null];
  if (seat && seat.matchID === matchID && seat.playerID === playerID) return undefined;
  return refuse(event, 'not-synced', 'sync with this match, as this seat, before sending moves or chat');
}

/**
 * A namespace middleware runs for each socket before boardgame.io's 'connection' handler
 * registers its own handlers, so every socket gets its outgoing filter, its budgets and its
 * incoming packet checks before any message flows. A packet passes, in order: its budget (the
 * socket's, its address's; a bot's own sockets skip the address's), its shape, the ledger (a
 * synced socket for moves and chat; one that has not synced yet is held for its sync a while:
 * sync-waits.ts), the match's chat budget, the stored match (a full table, a timed window),
 * and for a sync a place in the match's room. The handlers and checks are made once per
 * server and namespace and shared by every socket (socket.io calls a handler with its socket
 * as `this`, and the outgoing filter and packet checks are on the namespace's one socket
 * prototype: shared-prototype.ts): a live match's sockets hold their budgets, not a closure per
 * check (the heap per live match, docs/server.md "Measured").
 */
export function hardenSockets(io: IOServer, hardening: SocketHardening): void {
  const { games, versions, store, ledger, windows, budgets, log, trustProxy, botKey, observer, transport } = hardening;
  const matchChat = new KeyedBuckets(perSecond(budgets.limits.matchChatPerSecond));
  const waits = new SyncWaits();
  const addressBudget = (kind: 'messages' | 'chat' | 'syncs', address: string) => budgets.take(kind, address);

  /**
   * Every message to one socket goes through socket.emit (a match's broadcasts go by socket ids
   * instead, and strip `initialState` themselves: view-broadcast.ts): `initialState` never
   * leaves, and a `sync` answered means the socket holds its seat.
   */
  function outgoing(socket: Socket, event: string, args: unknown[], emit: SocketMethods['emit']): boolean {
    if (event === 'sync') ledger.confirm(socket, args[0] as string);
    const sent = emit.call(socket, event, ...withoutInitialState(event, args));
    if (event === 'sync' || (event === DROP_EVENT && (args[0] as DropNotice).event === 'sync')) waits.settle(socket);
    return sent;
  }
  // The socket's one disconnect listener: a second makes Node keep an array of them for every socket.
  function left(this: Socket): void {
    settleNamespace(this);
    ledger.forget(this);
    waits.settle(this);
    transport.unregister(this);
  }
  // socket.io emits a malformed packet as 'error' on the socket, where it keeps a no-op listener
  // so that it never throws; this one, in its place, logs it. A connection closed for flooding
  // (connection-flood.ts) comes the same way and is no fault of the server's: no line, as before.
  function broke(this: Socket, error: Error): void {
    if (!(error instanceof ConnectionFlood)) log('closed a connection that broke the protocol', error.message);
  }

  for (const { module, game } of games) {
    const nsp: Namespace = io.of(game.name!);
    const screen = async (socket: Socket, event: string, args: unknown[]): Promise<DropNotice | undefined> => {
      const shape = checkPacketShape(game, event, args);
      if (shape) return shape;
      if (event !== 'sync') {
        // A reconnected client's buffered moves come before its sync (sync-waits.ts).
        if (!ledger.seatOf(socket)) await waits.wait(socket);
        const unsynced = notSynced(ledger, socket, event, args);
        if (unsynced) return unsynced;
      }
      if (event === 'chat' && !matchChat.take(args[0] as string)) {
        observer?.budgetRefused('match-chat');
        return refuse(event, 'rate-limited', `this table's chat is busy: at most ${budgets.limits.matchChatPerSecond} messages a second; this one was dropped`);
      }
      await versions.forMatch((event === 'update' ? args[2] : args[0]) as string);
      const refusal = await checkAgainstMatch(store, module, event, args, windows);
      if (refusal || event !== 'sync') return refusal;
      const [matchID, playerID, credentials] = args as [string, string | null | undefined, string | undefined];
      if (!ledger.claim(socket, { matchID, playerID: playerID ?? null, credentials })) {
        return refuse(event, 'match-full', `match ${matchID} already has ${budgets.limits.socketsPerMatch} players and spectators connected`);
      }
      return undefined;
    };
    const moveRefused = (event: string, args: unknown[], code: string) => {
      if (event === 'update') observer?.refused(game.name!, code, args[2], args[3]);
    };
    const incoming = (socket: Socket, packet: unknown[], dispatch: SocketMethods['dispatch']) => {
      const [event, ...args] = packet;
      if (typeof event !== 'string') return notifyDrop(socket, refuse('unknown', 'unknown-event', 'an event name must be a string'));
      if (event === 'update') observer?.arrived(args[0]);
      const verdict = dataOf(socket).rate!.judge(event, addressBudget);
      if (!verdict.pass) {
        // The address's budgets count their own refusals (AddressBudgets.onRefused).
        if (verdict.budget.startsWith('socket-')) observer?.budgetRefused(verdict.budget);
        moveRefused(event, args, 'rate-limited');
        if (verdict.notice) notifyDrop(socket, verdict.notice);
        return;
      }
      screen(socket, event, args).then(
        (refusal) => {
          if (refusal) {
            moveRefused(event, args, refusal.code);
            notifyDrop(socket, refusal);
          } else if (socket.connected) dispatch.call(socket, packet);
        },
        (error) => {
          const { notice, logged } = failureOf(event, error);
          log(`checking a '${event}' packet failed`, logged);
          moveRefused(event, args, notice.code);
          notifyDrop(socket, notice);
        },
      );
    };
    const hook = socketHooks({ outgoing, incoming });
    nsp.on('connection', settleNamespace);
    nsp.use((socket, next) => {
      if (!claimNamespace(socket, nsp.name)) return next(new Error('one socket per namespace per connection'));
      hook(socket);
      socket.on('disconnect', left);
      socket.removeAllListeners('error');
      socket.on('error', broke);
      dataOf(socket).rate = new SocketRate(isBotRequest(socket.request, botKey) ? undefined : clientAddress(socket.request, trustProxy));
      next();
    });
  }
}
