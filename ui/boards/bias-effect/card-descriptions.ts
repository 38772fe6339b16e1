import type { AlgorithmDef, BeliefDef, BiasContent, IdentityDef, LifeDef } from '../../../games/bias-effect/content-types.ts';
import { chipsWord } from './words.ts';

const BONUS: Record<IdentityDef['bonus'], string> = { left: 'every Left belief', right: 'every Right belief', larger: 'the larger side' };

/** What each Bias Effect card says, in plain sentences: a Tabletop Simulator card's description. */
export const biasDescriptions = {
  identity: (content: BiasContent, identity: IdentityDef) => `${identity.goal} Bias bonus from ${BONUS[identity.bonus]}: +${content.rules.bonusPerBelief} each.`,
  belief: (belief: BeliefDef) => `${belief.side === 'left' ? 'Left' : 'Right'} belief. ${belief.text}`,
  life: (life: LifeDef) => `${life.flavor ? `${life.flavor} ` : ''}If the A.I. leans Left: ${life.outcomes.left.text} If it leans Right: ${life.outcomes.right.text} If neither: ${life.outcomes.neutral.text}`,
  algorithm: (algorithm: AlgorithmDef) => `${algorithm.text} Trade in for ${chipsWord(algorithm.value)}.`,
};
