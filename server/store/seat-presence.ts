import type { Server } from 'boardgame.io';
import { seatOf, seatTable } from '../harden/seat-table.ts';

/** A seat's sockets as the socket ledger sees them: the credentials each connected one synced with. */
export interface SeatSockets {
  playerID: string;
  credentials: readonly (string | undefined)[];
}

/**
 * The kept metadata with each seat shown connected while one of its sockets holds the seat's
 * credentials (a socket left on a seat given up must not show it taken), built around the
 * kept one's frozen parts; undefined when no seat's presence changes.
 */
export function withPresence(stored: Server.MatchData, seats: readonly SeatSockets[]): Server.MatchData | undefined {
  let players: Record<string, Server.PlayerMetadata> | undefined;
  for (const { playerID, credentials } of seats) {
    const player = seatOf(stored, playerID);
    if (!player) continue;
    const connected = credentials.includes(player.credentials);
    if (Boolean(player.isConnected) === connected) continue;
    players ??= seatTable(stored.players);
    players[playerID] = Object.freeze({ ...player, isConnected: connected });
  }
  return players && { ...stored, players: Object.freeze(players) };
}

/** A stored metadata text with every seat shown as away: after a restart no socket holds a seat. */
export function awayEverywhere(metadataJson: string): string {
  const metadata = JSON.parse(metadataJson) as Server.MatchData;
  for (const player of Object.values(metadata.players)) if (player.isConnected) player.isConnected = false;
  return JSON.stringify(metadata);
}
