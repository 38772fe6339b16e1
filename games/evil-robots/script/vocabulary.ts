import { defineVocabulary } from '../../kit/script/index.ts';
import type { EvilState } from '../state.ts';
import { coinIsCondition, playerIsCondition } from './conditions.ts';
import { swapPowerStep, turnFaceDownStep } from './steps/cards.ts';
import { chooseCoinStep, flipCoinStep, matchCoinStep, peekCoinStep, showCoinStep } from './steps/coins.ts';
import { gainInfluenceStep, gainTokensStep, loseInfluenceStep, takeInfluenceStep, takeTokensStep } from './steps/supply.ts';

/** What Robot Card scripts may say: the kit's words over the Robot decks and hands, and Evil Robots' coins, Influence, tokens and Power Cards. */
export const evilVocabulary = defineVocabulary<EvilState>({
  game: 'evil-robots',
  zones: {
    'left-deck': { kind: 'shared', description: 'the Left Robot deck, face down' },
    'right-deck': { kind: 'shared', description: 'the Right Robot deck, face down' },
    hand: { kind: 'player', description: "a player's face-down Robot Cards: at most one from each deck (a second goes to the bottom of its deck)" },
    'face-up': { kind: 'shared', description: 'every face-up Robot Card; take from it with `turn-face-down` (nothing can be put here but by revealing)' },
    returned: { kind: 'shared', description: 'back to the decks: each card goes to the bottom of its own deck (reads empty)' },
  },
  defaults: { draw: 'left-deck', discard: 'returned', hand: 'hand' },
  durations: {
    'end-of-round': { moment: 'round-end', description: 'Ends when the round ends.' },
  },
  effects: {},
  cardFacts: {
    deck: { schema: { enum: ['left', 'right'] }, description: 'Which deck the Robot Card belongs to.' },
    type: { schema: { enum: ['immediate', 'active', 'reveal', 'endgame'] }, description: 'The Robot Card type.' },
    cost: { schema: { type: 'integer' }, description: 'Its cost in Action Tokens.' },
  },
  steps: [chooseCoinStep, flipCoinStep, matchCoinStep, showCoinStep, peekCoinStep, gainInfluenceStep, loseInfluenceStep, takeInfluenceStep, gainTokensStep, takeTokensStep, swapPowerStep, turnFaceDownStep],
  conditions: [playerIsCondition, coinIsCondition],
});
