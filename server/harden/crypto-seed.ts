import { randomBytes } from 'node:crypto';
import type { Game } from 'boardgame.io';

/**
 * boardgame.io seeds a match with `game.seed`, else `Date.now().toString(36)`, which equals
 * the public `createdAt` and lets anyone recompute every shuffle. The random plugin reads
 * `game.seed` once per match setup, so a getter gives each match 128 fresh bits.
 */
export function giveEachMatchASecretSeed<G>(game: Game<G>): Game<G> {
  Object.defineProperty(game, 'seed', {
    get: () => randomBytes(16).toString('base64url'),
    enumerable: false,
    configurable: true,
  });
  return game;
}
