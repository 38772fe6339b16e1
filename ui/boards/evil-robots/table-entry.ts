import { evilRobots } from '../../../games/evil-robots/index.ts';
import type { GameTable } from '../board-registry.ts';
import { evilAttention } from './attention.ts';
import { EvilRobotsTable } from './evil-robots-table.tsx';

/** Evil Robots as a match and the replay viewer load it, in a chunk of the UI of its own. */
export const entry: GameTable = {
  module: evilRobots,
  table: EvilRobotsTable,
  attention: evilAttention,
};
