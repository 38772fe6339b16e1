import type { Server } from 'boardgame.io';
import type { Socket } from 'socket.io';
import type { SqliteStore } from '../store/sqlite-store.ts';
import { UnknownMatchError } from '../store/store-errors.ts';
import type { CommitGate } from './commit-gate.ts';
import { notifyDrop } from './drop-notice.ts';
import { seatOf } from './seat-table.ts';
import type { ErrorLog } from './socket-handler-guard.ts';

/** What a socket said it is in its last sync: a match, and a seat or null for a spectator. */
export interface SeatClaim {
  matchID: string;
  playerID: string | null;
  credentials?: string;
}

/** The seats as the lobby shows them: boardgame.io's matchData, without credentials. */
export const publicSeats = (metadata: Server.MatchData) =>
  Object.values(metadata.players).map(({ credentials: _secret, ...seat }) => seat);

/**
 * Which socket is in which match, as which seat. boardgame.io keeps a socket on the seat it
 * synced as for as long as it stays connected, and sends it that seat's private view with
 * every move, even after the player left and someone else took the seat (their whole hand).
 * The ledger knows each socket's seat and credentials, so when a seat changes hands the
 * sockets still holding the old credentials lose it. It also caps the sockets of a match,
 * lets only a synced socket move or chat in its match, and keeps presence: a seat shows as
 * connected while at least one of its sockets is, and only a change is written and announced.
 */
export class SocketLedger {
  private readonly claims = new Map<Socket, SeatClaim>();
  private readonly synced = new Map<Socket, SeatClaim>();
  private readonly rooms = new Map<string, Set<Socket>>();
  /** The match whose room each socket is in. */
  private readonly roomOf = new Map<Socket, string>();

  constructor(
    private readonly store: SqliteStore,
    private readonly gate: CommitGate,
    private readonly log: ErrorLog,
    private readonly socketsPerMatch: number,
  ) {}

  /**
   * A sync that passed the checks: the socket takes a place in the match's room until it
   * leaves, and its claim waits for the server's answer. False when the room is full.
   */
  claim(socket: Socket, claim: SeatClaim): boolean {
    const room = this.rooms.get(claim.matchID);
    if (!room?.has(socket) && (room?.size ?? 0) >= this.socketsPerMatch) return false;
    if (this.roomOf.get(socket) !== claim.matchID) this.leaveRoom(socket);
    this.claims.set(socket, claim);
    this.roomOf.set(socket, claim.matchID);
    if (room) room.add(socket);
    else this.rooms.set(claim.matchID, new Set([socket]));
    return true;
  }

  /** The server answered a sync of this match: the socket holds the seat it claimed (its credentials passed). */
  confirm(socket: Socket, matchID: string): void {
    const claim = this.claims.get(socket);
    if (claim?.matchID !== matchID) return;
    this.claims.delete(socket);
    const before = this.synced.get(socket);
    this.synced.set(socket, claim);
    if (before?.matchID === claim.matchID && before.playerID === claim.playerID) return;
    if (before) this.presenceChanged(before);
    this.presenceChanged(claim);
  }

  /** The match and seat this socket synced as, once the server answered. */
  seatOf(socket: Socket): SeatClaim | undefined {
    return this.synced.get(socket);
  }

  roomSize(matchID: string): number {
    return this.rooms.get(matchID)?.size ?? 0;
  }

  forget(socket: Socket): void {
    const seat = this.synced.get(socket);
    this.claims.delete(socket);
    this.synced.delete(socket);
    this.leaveRoom(socket);
    if (seat) this.presenceChanged(seat);
  }

  /**
   * The seats of a match changed hands (a join, a leave) or the match is gone: the seats are
   * announced, and every socket on a seat whose credentials are no longer that seat's is told
   * and disconnected.
   */
  seatsChanged(matchID: string, metadata: Server.MatchData | undefined): void {
    // Everyone at the table sees a join, a leave or a rematch at once, not at their next poll.
    if (metadata) this.gate.announce(matchID, { type: 'matchData', args: [matchID, publicSeats(metadata)] });
    for (const socket of this.rooms.get(matchID) ?? []) {
      const seat = this.synced.get(socket);
      if (!seat || seat.playerID === null) continue;
      const holder = metadata ? seatOf(metadata, seat.playerID)?.credentials : undefined;
      if (holder === seat.credentials) continue;
      notifyDrop(socket, { event: 'sync', code: 'seat-lost', message: 'this seat was given up or taken by someone else; open the match again to watch or join' });
      socket.disconnect(true);
    }
  }

  private leaveRoom(socket: Socket): void {
    const matchID = this.roomOf.get(socket);
    if (matchID === undefined) return;
    this.roomOf.delete(socket);
    const room = this.rooms.get(matchID);
    room?.delete(socket);
    if (room?.size === 0) this.rooms.delete(matchID);
  }

  private connectedSockets({ matchID, playerID }: SeatClaim): number {
    let count = 0;
    for (const socket of this.rooms.get(matchID) ?? []) {
      const seat = this.synced.get(socket);
      if (seat?.matchID === matchID && seat.playerID === playerID) count++;
    }
    return count;
  }

  /** Writes and announces a seat's presence if it differs from what the store says. */
  private presenceChanged(seat: SeatClaim): void {
    if (seat.playerID === null) return;
    const playerID = seat.playerID;
    const connected = this.connectedSockets(seat) > 0;
    this.store.setPresence(seat.matchID, playerID, connected, seat.credentials).then(
      (metadata) => {
        if (metadata) this.gate.announce(seat.matchID, { type: 'matchData', args: [seat.matchID, publicSeats(metadata)] });
      },
      (error) => {
        // A match wiped when its last player left has no presence to keep.
        if (!(error instanceof UnknownMatchError)) this.log(`recording that seat ${playerID} of match ${seat.matchID} ${connected ? 'connected' : 'left'} failed`, error);
      },
    );
  }
}
