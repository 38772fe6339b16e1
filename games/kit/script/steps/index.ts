import type { StepDefinition } from '../vocabulary.ts';
import { chooseCardStep } from './choose-card.ts';
import { chooseGroupStep } from './choose-group.ts';
import { chooseOptionStep } from './choose-option.ts';
import { chooseOrderStep } from './choose-order.ts';
import { choosePlayerStep } from './choose-player.ts';
import { forEachPlayerStep, forEachStep, ifStep, repeatStep } from './control.ts';
import { discardStep } from './discard.ts';
import { drawStep } from './draw.ts';
import { addEffectStep, endEffectStep } from './effects.ts';
import { moveStep } from './move.ts';
import { putStep } from './put.ts';
import { shuffleStep } from './shuffle.ts';

/** Every game's scripts may use these; a game adds its own in its vocabulary. */
export const KIT_STEPS: StepDefinition[] = [
  drawStep,
  discardStep,
  moveStep,
  putStep,
  shuffleStep,
  chooseCardStep,
  choosePlayerStep,
  chooseGroupStep,
  chooseOrderStep,
  chooseOptionStep,
  ifStep,
  repeatStep,
  forEachStep,
  forEachPlayerStep,
  addEffectStep,
  endEffectStep,
];
