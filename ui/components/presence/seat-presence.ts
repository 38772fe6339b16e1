import type { SeatInfo } from '../../boards/table-props.ts';

/**
 * Whether a seat's player is at the table now: the server's `isConnected`. A seat someone
 * joined but never opened has none yet, and is away all the same. Undefined without match
 * data (a story, a replay): nothing is known.
 */
export function seatPresence(matchData: SeatInfo[] | undefined, seat: string): boolean | undefined {
  if (!matchData) return undefined;
  return matchData.find((s) => String(s.id) === seat)?.isConnected === true;
}
