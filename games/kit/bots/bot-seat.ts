/**
 * The `data` a server bot joins its seat with (boardgame.io keeps a seat's data in the match
 * metadata): the lobby shows the seat as a bot, and a rematch seats a bot there again.
 */
export const BOT_SEAT_DATA = { bot: true } as const;

export function isBotSeatData(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { bot?: unknown }).bot === true;
}
