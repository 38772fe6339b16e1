import { biasEffect } from '../../../games/bias-effect/index.ts';
import type { GameTable } from '../board-registry.ts';
import { biasAttention } from './attention.ts';
import { BiasEffectTable } from './bias-effect-table.tsx';

/** Bias Effect as a match and the replay viewer load it, in a chunk of the UI of its own. */
export const entry: GameTable = {
  module: biasEffect,
  table: BiasEffectTable,
  attention: biasAttention,
};
