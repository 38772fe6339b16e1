import type { Socket } from 'socket.io';
import type { SeatClaim } from './socket-ledger.ts';
import type { SocketRate } from './socket-rate-limit.ts';

/**
 * What the server keeps of each socket, in the `data` object socket.io gives every socket for
 * it: no Map entry per socket in the ledger or the budgets (about 100 bytes a socket, of a live
 * match's heap: docs/server.md). A part that goes is set to undefined, never deleted, which
 * would turn the object into a dictionary.
 */
export interface SocketData {
  /** The socket's budgets (harden-sockets.ts). */
  rate?: SocketRate;
  /** A sync that passed the checks, waiting for the server's answer (SocketLedger). */
  claim?: SeatClaim;
  /** The match and seat the socket synced as, once the server answered (SocketLedger). */
  seat?: SeatClaim;
}

export const dataOf = (socket: Socket): SocketData => socket.data as SocketData;
