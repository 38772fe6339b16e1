import type { SeatInfo } from './table-props.ts';

/**
 * The name a seat's player joined with, or undefined for an empty seat. The server now takes
 * only string names, but a store written before kept whatever a client sent (a number once
 * blanked every page of its match): anything but a non-blank string reads as no name.
 */
export function joinedName(name: unknown): string | undefined {
  return (typeof name === 'string' && name.trim()) || undefined;
}

/** Each seat's display name: the name its player joined with, or its seat number. */
export function seatNames(playOrder: string[], matchData: SeatInfo[] | undefined): Record<string, string> {
  const names: Record<string, string> = {};
  for (const id of playOrder) {
    names[id] = joinedName(matchData?.find((seat) => String(seat.id) === id)?.name) ?? `Seat ${Number(id) + 1}`;
  }
  return names;
}

/** The viewer's seat when it sits at this table; null for a spectator (or an id not of this match). */
export function seatedAs(playOrder: readonly string[], playerID: string | null): string | null {
  return playerID !== null && playOrder.includes(playerID) ? playerID : null;
}
