import { crazyEights } from '../../../games/crazy-eights/index.ts';
import type { GameTable } from '../board-registry.ts';
import { eightsAttention } from './attention.ts';
import { CrazyEightsTable } from './crazy-eights-table.tsx';

/** Crazy Eights as a match and the replay viewer load it, in a chunk of the UI of its own. */
export const entry: GameTable = {
  module: crazyEights,
  table: CrazyEightsTable,
  attention: eightsAttention,
};
