import { timingSafeEqual } from 'node:crypto';
import type { Server } from 'boardgame.io';

/**
 * boardgame.io's default check lets anyone act in a match while no seat has been taken,
 * including the unlisted matches it creates on demand. Here a seat always needs the
 * credentials the lobby gave whoever joined it; a free seat cannot act at all.
 */
export function authenticateSeat(credentials: unknown, seat?: Server.PlayerMetadata): boolean {
  if (typeof credentials !== 'string' || typeof seat?.credentials !== 'string') return false;
  const given = Buffer.from(credentials);
  const expected = Buffer.from(seat.credentials);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
