import { robots } from '../../../games/robots/index.ts';
import type { GameTable } from '../board-registry.ts';
import { robotsAttention } from './attention.ts';
import { RobotsTable } from './robots-table.tsx';

/** ROBOTS! as a match and the replay viewer load it, in a chunk of the UI of its own. */
export const entry: GameTable = {
  module: robots,
  table: RobotsTable,
  attention: robotsAttention,
};
