import type { Server } from 'boardgame.io';
import type { Socket } from 'socket.io';
import type { SeatSockets } from '../store/seat-presence.ts';
import type { MatchStore, PresenceSweep } from '../store/match-store.ts';
import { StoreUnavailableError, UnknownMatchError } from '../store/store-errors.ts';
import type { CommitGate } from './commit-gate.ts';
import { notifyDrop } from './drop-notice.ts';
import { dataOf } from './socket-data.ts';
import { seatOf } from './seat-table.ts';
import type { ErrorLog } from './socket-handler-guard.ts';

/**
 * How long a seat's presence settles before it is written: a table's sockets connect within a
 * few milliseconds of each other. Presence is not kept across a restart (every seat shows as
 * away until its player syncs again), so the wait risks nothing.
 */
export const PRESENCE_SETTLE_MS = 50;

/** How long presence that could not be written waits before it is tried again. */
const PRESENCE_RETRY_MS = 1000;

/** The match whose room a socket is in: its latest claim's, answered or not. */
const roomOf = (socket: Socket): string | undefined => {
  const { claim, seat } = dataOf(socket);
  return (claim ?? seat)?.matchID;
};

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
 * Presence settles for PRESENCE_SETTLE_MS first, so a table whose sockets connect or leave
 * together makes one write and one announcement, and a socket that drops and comes straight
 * back makes none.
 */
export class SocketLedger {
  /** The sockets of each match: a socket is in the room of its latest claim, answered or not (roomOf). */
  private readonly rooms = new Map<string, Set<Socket>>();
  /** Seats whose presence may have changed, by match, to be written when it has settled. */
  private readonly unsettled = new Map<string, Set<string>>();
  private settling: NodeJS.Timeout | undefined;

  constructor(
    private readonly store: MatchStore,
    private readonly gate: CommitGate,
    private readonly log: ErrorLog,
    private readonly socketsPerMatch: number,
    private readonly presenceSettleMs = PRESENCE_SETTLE_MS,
  ) {}

  /**
   * A sync that passed the checks: the socket takes a place in the match's room until it
   * leaves, and its claim waits for the server's answer. False when the room is full.
   */
  claim(socket: Socket, claim: SeatClaim): boolean {
    const room = this.rooms.get(claim.matchID);
    if (!room?.has(socket) && (room?.size ?? 0) >= this.socketsPerMatch) return false;
    if (roomOf(socket) !== claim.matchID) this.leaveRoom(socket);
    dataOf(socket).claim = claim;
    if (room) room.add(socket);
    else this.rooms.set(claim.matchID, new Set([socket]));
    return true;
  }

  /** The server answered a sync of this match: the socket holds the seat it claimed (its credentials passed). */
  confirm(socket: Socket, matchID: string): void {
    const data = dataOf(socket);
    const { claim, seat: before } = data;
    if (claim?.matchID !== matchID) return;
    data.claim = undefined;
    data.seat = claim;
    if (before?.matchID === claim.matchID && before.playerID === claim.playerID) return;
    if (before) this.presenceChanged(before);
    this.presenceChanged(claim);
  }

  /** The match and seat this socket synced as, once the server answered. */
  seatOf(socket: Socket): SeatClaim | undefined {
    return dataOf(socket).seat;
  }

  roomSize(matchID: string): number {
    return this.rooms.get(matchID)?.size ?? 0;
  }

  forget(socket: Socket): void {
    const data = dataOf(socket);
    const { seat } = data;
    this.leaveRoom(socket);
    data.claim = undefined;
    data.seat = undefined;
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
      const { seat } = dataOf(socket);
      if (!seat || seat.playerID === null) continue;
      const holder = metadata ? seatOf(metadata, seat.playerID)?.credentials : undefined;
      if (holder === seat.credentials) continue;
      notifyDrop(socket, { event: 'sync', code: 'seat-lost', message: 'this seat was given up or taken by someone else; open the match again to watch or join' });
      socket.disconnect(true);
    }
  }

  /** Takes the socket out of its room; its claim and seat, which name the room, are the caller's to change. */
  private leaveRoom(socket: Socket): void {
    const matchID = roomOf(socket);
    if (matchID === undefined) return;
    const room = this.rooms.get(matchID);
    room?.delete(socket);
    if (room?.size === 0) this.rooms.delete(matchID);
  }

  /** The credentials of each socket synced on the seat. */
  private socketsOn(matchID: string, playerID: string): SeatSockets {
    const credentials: (string | undefined)[] = [];
    for (const socket of this.rooms.get(matchID) ?? []) {
      const { seat } = dataOf(socket);
      if (seat?.matchID === matchID && seat.playerID === playerID) credentials.push(seat.credentials);
    }
    return { playerID, credentials };
  }

  /** A seat's sockets changed: its presence is written once it has settled (or after `wait`). */
  private presenceChanged({ matchID, playerID }: Pick<SeatClaim, 'matchID' | 'playerID'>, wait = this.presenceSettleMs): void {
    if (playerID === null) return;
    const seats = this.unsettled.get(matchID);
    if (seats) seats.add(playerID);
    else this.unsettled.set(matchID, new Set([playerID]));
    this.settling ??= setTimeout(() => this.writePresence(), wait).unref();
  }

  /** Writes and announces the presence of every seat that changed, as the sockets are now. */
  private writePresence(): void {
    this.settling = undefined;
    const unsettled = [...this.unsettled];
    this.unsettled.clear();
    for (const [matchID, playerIDs] of unsettled) {
      const seats = [...playerIDs].map((playerID) => this.socketsOn(matchID, playerID));
      this.store.setPresence(matchID, seats).then(
        (metadata) => {
          if (metadata) this.gate.announce(matchID, { type: 'matchData', args: [matchID, publicSeats(metadata)] });
        },
        (error) => {
          // A match wiped when its last player left has no presence to keep.
          if (error instanceof UnknownMatchError) return;
          this.log(`recording the presence of seats ${[...playerIDs].join(', ')} of match ${matchID} failed`, error);
          // The store is away for now (a restart, a lost connection): the seats are written once it is back.
          if (error instanceof StoreUnavailableError) for (const playerID of playerIDs) this.presenceChanged({ matchID, playerID }, PRESENCE_RETRY_MS);
        },
      );
    }
  }

  /**
   * What a look for presence left by stopped processes found: the tables whose seats it changed
   * are told, and if this process's own record was lost, its presence is written again.
   */
  swept({ changed, ownLost }: PresenceSweep): void {
    for (const { matchID, metadata } of changed) this.gate.announce(matchID, { type: 'matchData', args: [matchID, publicSeats(metadata)] });
    if (!ownLost) return;
    for (const room of this.rooms.values()) {
      for (const socket of room) {
        const { seat } = dataOf(socket);
        if (seat) this.presenceChanged(seat);
      }
    }
  }

  /** The server is stopping: presence not yet written is dropped, as a restart resets it anyway. */
  close(): void {
    clearTimeout(this.settling);
    this.settling = undefined;
    this.unsettled.clear();
  }
}
