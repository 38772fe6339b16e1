import type { Server } from 'boardgame.io';

/**
 * The prototype of every seat table: empty and frozen, with no prototype of its own. A table
 * made with no prototype at all (Object.create(null)) answers the same, but V8 keeps such an
 * object as a dictionary: about 500 bytes more for each match's kept metadata.
 */
const NO_SEATS: object = Object.freeze(Object.create(null));

/**
 * boardgame.io finds a seat as `metadata.players[playerID]` with whatever playerID a client
 * sent. On a plain object, '__proto__' answers Object.prototype: the lobby's join then
 * writes the joiner's name and fresh credentials onto it, so every object in the server
 * gains them, every free seat of every match looks taken, and those credentials (handed
 * back to the attacker) open every free seat. 'constructor' and the like answer too. A seat
 * table whose only prototype is NO_SEATS answers only for real seats.
 */
export function withSeatTable(metadata: Server.MatchData): Server.MatchData {
  return { ...metadata, players: seatTable(metadata.players) };
}

/** A seat table holding `players`' own seats (withSeatTable). */
export const seatTable = (players: Server.MatchData['players']): Record<string, Server.PlayerMetadata> => Object.assign(Object.create(NO_SEATS) as object, players);

export const isSeatOf = (metadata: Server.MatchData, playerID: string): boolean =>
  Object.hasOwn(metadata.players, playerID);

/** A seat by its id, only if the match has it. */
export const seatOf = (metadata: Server.MatchData, playerID: string): Server.PlayerMetadata | undefined =>
  isSeatOf(metadata, playerID) ? (metadata.players as Record<string, Server.PlayerMetadata>)[playerID] : undefined;

/** Seats no one holds: the match waits for them before any move. */
export const emptySeats = (metadata: Server.MatchData): number => Object.values(metadata.players).filter((p) => !p.name).length;
