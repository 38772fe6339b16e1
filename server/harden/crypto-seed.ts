import type { Game } from 'boardgame.io';
import { ProcessGameConfig } from 'boardgame.io/internal';
import { secretId } from './secret-ids.ts';

/**
 * boardgame.io seeds a match with `game.seed`, else `Date.now().toString(36)`, which equals
 * the public `createdAt` and lets anyone recompute every shuffle. The random plugin reads
 * `game.seed` once per match setup, so a getter gives each match 128 fresh bits. The getter
 * goes on the PROCESSED game: ProcessGameConfig copies a raw game with a spread, which would
 * either drop the getter or freeze one value for every match; a processed game passes through.
 */
export function giveEachMatchASecretSeed<G>(raw: Game<G>): Game<G> {
  const game = ProcessGameConfig(raw) as Game<G>;
  Object.defineProperty(game, 'seed', {
    get: () => secretId(16),
    enumerable: false,
    configurable: true,
  });
  return game;
}
