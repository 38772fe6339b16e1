import { isBotSeatData, standInFor } from '../../../games/kit/bots/bot-seat.ts';
import type { SeatInfo } from '../../boards/table-props.ts';

/**
 * Whether a seat's player is at the table now: the server's `isConnected`. A seat someone
 * joined but never opened has none yet, and is away all the same. A bot is never away: the
 * server runs it and closes its connection when the game ends, and nobody waits on it or
 * could bring it back. Undefined without match data (a story, a replay): nothing is known.
 */
export function seatPresence(matchData: SeatInfo[] | undefined, seat: string): boolean | undefined {
  if (!matchData) return undefined;
  const info = matchData.find((s) => String(s.id) === seat);
  return info?.isConnected === true || isBotSeatData(info?.data);
}

/** Whom a bot in this seat plays for: the person who left it to the bot mid-game, if any. */
export function seatStandIn(matchData: SeatInfo[] | undefined, seat: string): string | undefined {
  return standInFor(matchData?.find((s) => String(s.id) === seat)?.data);
}
