/**
 * The `data` a server bot joins its seat with (boardgame.io keeps a seat's data in the match
 * metadata): the lobby shows the seat as a bot, and a rematch seats a bot there again.
 */
export const BOT_SEAT_DATA = { bot: true } as const;

/** A bot's seat data when it took over a person's seat mid-game: the table keeps saying whose seat it plays. */
export const standInData = (forName: string) => ({ ...BOT_SEAT_DATA, for: forName });

/** The name of the person a bot plays for (standInData), if this seat's data says one. */
export function standInFor(data: unknown): string | undefined {
  if (!isBotSeatData(data)) return undefined;
  const name = (data as { for?: unknown }).for;
  return typeof name === 'string' && name.length > 0 ? name : undefined;
}

export function isBotSeatData(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { bot?: unknown }).bot === true;
}
