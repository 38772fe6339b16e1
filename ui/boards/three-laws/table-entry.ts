import { threeLaws } from '../../../games/three-laws/index.ts';
import type { GameTable } from '../board-registry.ts';
import { threeLawsAttention } from './attention.ts';
import { ThreeLawsTable } from './three-laws-table.tsx';

/** 3 Laws of Robotics as a match and the replay viewer load it, in a chunk of the UI of its own. */
export const entry: GameTable = {
  module: threeLaws,
  table: ThreeLawsTable,
  attention: threeLawsAttention,
};
