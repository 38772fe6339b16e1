import type { TransactionSql } from 'postgres';
import { awayEverywhere, type SeatSockets } from '../seat-presence.ts';

/**
 * Each process's share of the seats' presence (seat_presence): the credentials its sockets on
 * a seat synced with, under its number (process-lock.ts). A seat is connected while a socket on
 * any process holds its credentials, so presence is written from every process's share at once.
 */

// Held by the process clearing lost processes' presence, for its transaction: the others skip their turn.
const CLEARING_LOCK = 0x74776370;

/** Records this process's sockets on the seats; a seat with none loses this process's record. */
export async function recordSockets(tx: TransactionSql, matchID: string, processNo: number, seats: readonly SeatSockets[]): Promise<void> {
  const left = seats.filter((s) => !s.credentials.length).map((s) => s.playerID);
  const held = seats
    .filter((s) => s.credentials.length)
    .map((s) => ({ match_id: matchID, player_id: s.playerID, process_no: processNo, credentials: JSON.stringify(s.credentials) }));
  if (left.length) await tx`DELETE FROM seat_presence WHERE match_id = ${matchID} AND process_no = ${processNo} AND player_id IN ${tx(left)}`;
  if (held.length) {
    await tx`INSERT INTO seat_presence ${tx(held)}
             ON CONFLICT (match_id, player_id, process_no) DO UPDATE SET credentials = EXCLUDED.credentials`;
  }
}

/** Every process's sockets on the seats, as if one process held them all. */
export async function socketsEverywhere(tx: TransactionSql, matchID: string, playerIDs: readonly string[]): Promise<SeatSockets[]> {
  const rows = await tx<{ player_id: string; credentials: string }[]>`
    SELECT player_id, credentials FROM seat_presence WHERE match_id = ${matchID} AND player_id IN ${tx(playerIDs)}`;
  return playerIDs.map((playerID) => ({
    playerID,
    // JSON writes a socket that synced without credentials as null; the ledger says undefined.
    credentials: rows.filter((r) => r.player_id === playerID).flatMap((r) => (JSON.parse(r.credentials) as (string | null)[]).map((c) => c ?? undefined)),
  }));
}

/**
 * Clears what the lost processes recorded, and answers the seats they were on, by match. One
 * process clears at a time: another that looks meanwhile finds nothing to do.
 */
export async function forgetProcesses(tx: TransactionSql, numbers: readonly number[]): Promise<Map<string, string[]>> {
  const seats = new Map<string, string[]>();
  const [{ mine }] = await tx<{ mine: boolean }[]>`SELECT pg_try_advisory_xact_lock(${CLEARING_LOCK}) AS mine`;
  if (!mine) return seats;
  const rows = await tx<{ match_id: string; player_id: string }[]>`
    DELETE FROM seat_presence WHERE process_no IN ${tx(numbers)} RETURNING match_id, player_id`;
  for (const { match_id, player_id } of rows) {
    const players = seats.get(match_id) ?? [];
    if (!players.includes(player_id)) players.push(player_id);
    seats.set(match_id, players);
  }
  return seats;
}

/** Locks the match's row for the transaction, so presence is written by one process at a time; false for no such match. */
export async function lockMatch(tx: TransactionSql, matchID: string): Promise<boolean> {
  const rows = await tx`SELECT 1 FROM matches WHERE match_id = ${matchID} FOR UPDATE`;
  return rows.length > 0;
}

/** Every seat of every match shown as away, and every process's record gone; answers how many matches changed. */
export async function everyoneAway(tx: TransactionSql): Promise<number> {
  await tx`DELETE FROM seat_presence`;
  const rows = await tx<{ match_id: string; metadata: string }[]>`
    SELECT match_id, metadata FROM matches WHERE metadata LIKE '%"isConnected":true%' FOR UPDATE`;
  for (const row of rows) await tx`UPDATE matches SET metadata = ${awayEverywhere(row.metadata)} WHERE match_id = ${row.match_id}`;
  return rows.length;
}
