import type { SeatInfo } from './table-props.ts';

/** Each seat's display name: the name its player joined with, or its seat number. */
export function seatNames(playOrder: string[], matchData: SeatInfo[] | undefined): Record<string, string> {
  const names: Record<string, string> = {};
  for (const id of playOrder) {
    const name = matchData?.find((seat) => String(seat.id) === id)?.name?.trim();
    names[id] = name || `Seat ${Number(id) + 1}`;
  }
  return names;
}
