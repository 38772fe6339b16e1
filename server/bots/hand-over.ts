import { isBotSeatData } from '../../games/kit/bots/bot-seat.ts';
import { seatOf } from '../harden/seat-table.ts';
import type { SeatBody } from '../lobby/lobby-bodies.ts';
import type { Lobby } from '../lobby/lobby-service.ts';
import { BotFillError, type BotManager } from './bot-manager.ts';

export type SeatHandOver = (gameName: string, matchID: string, seat: SeatBody, owner: string) => Promise<string[]>;

/**
 * A player leaves a live match and a bot sits down in their seat, so the others play on.
 * Everything that could refuse it (the credentials, the match over, a bot's own seat, the bot
 * caps) is asked before the seat changes hands, and it changes hands in one write: a refused
 * request leaves the seat as it was, and nobody can join the seat between the two.
 */
export function seatHandOver(lobby: Lobby, bots: Pick<BotManager, 'takeSeat'>): SeatHandOver {
  return async (gameName, matchID, seat, owner) => {
    const metadata = await lobby.authorized(gameName, matchID, seat);
    if (metadata.gameover !== undefined && metadata.gameover !== null) throw new BotFillError(409, `match '${matchID}' is over`);
    if (isBotSeatData(seatOf(metadata, seat.playerID)?.data)) throw new BotFillError(409, `seat ${seat.playerID} of match '${matchID}' is already a bot's`);
    await bots.takeSeat(gameName, matchID, seat, owner);
    return [seat.playerID];
  };
}
