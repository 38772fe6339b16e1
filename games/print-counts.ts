import { ayarPlayerCount } from './are-you-a-robot/print-count.ts';
import type { PlayerCount } from './kit/export/print-set.ts';
import { threeLawsPlayerCount } from './three-laws/print-count.ts';

/**
 * The games whose whole game depends on the player count, by game id. The others print their
 * box as their content lists it, whoever plays.
 */
export const PLAYER_COUNTS: Readonly<Record<string, PlayerCount<any>>> = {
  'are-you-a-robot': ayarPlayerCount,
  'three-laws': threeLawsPlayerCount,
};
