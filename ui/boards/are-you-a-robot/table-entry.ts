import { areYouARobot } from '../../../games/are-you-a-robot/index.ts';
import type { GameTable } from '../board-registry.ts';
import { ayarAttention } from './attention.ts';
import { AyarTable } from './ayar-table.tsx';

/** Are You A Robot? as a match and the replay viewer load it, in a chunk of the UI of its own. */
export const entry: GameTable = {
  module: areYouARobot,
  table: AyarTable,
  attention: ayarAttention,
};
