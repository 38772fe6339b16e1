import { defineVocabulary } from '../../kit/script/index.ts';
import { BID_EFFECTS } from '../rules/bid-effects.ts';
import type { BiasState } from '../state.ts';
import { chipsCondition, identityCondition, leaningCondition } from './conditions.ts';
import { moveAutonomyStep } from './steps/autonomy.ts';
import { gainChipsStep, loseChipsStep, takeChipsStep } from './steps/chips.ts';

/** What Algorithm and Life card scripts may say: the kit's words over Bias Effect's piles, and its own chips and counter. */
export const biasVocabulary = defineVocabulary<BiasState>({
  game: 'bias-effect',
  zones: {
    'belief-deck': { kind: 'shared', description: 'the Belief deck, face down; its top is the next Belief turned up' },
    'belief-discard': { kind: 'shared', description: 'deleted Beliefs, face up' },
    mind: { kind: 'shared', description: "the A.I.'s mind: every programmed Belief (filter with `where: { side: left }`)" },
    'algorithm-deck': { kind: 'shared', description: 'the Algorithm deck, face down' },
    'algorithm-discard': { kind: 'shared', description: 'played and traded Algorithm cards, face up' },
    hand: { kind: 'player', description: "a player's hand of Algorithm cards" },
    'life-deck': { kind: 'shared', description: 'the Life deck, face down' },
    'life-discard': { kind: 'shared', description: 'resolved Life cards, face up' },
  },
  defaults: { draw: 'algorithm-deck', discard: 'algorithm-discard', hand: 'hand' },
  durations: {
    'next-bids': { moment: 'bids-revealed', description: 'Lasts until the next bids are revealed (it applies to them).' },
    'end-of-round': { moment: 'round-end', description: 'Ends when the round ends.' },
  },
  effects: BID_EFFECTS,
  cardFacts: {
    kind: { schema: { enum: ['belief', 'algorithm', 'life'] }, description: 'What the card is.' },
    side: { schema: { enum: ['left', 'right'] }, description: "A Belief's side." },
    value: { schema: { type: 'integer' }, description: "An Algorithm card's trade-in value in chips." },
  },
  steps: [gainChipsStep, loseChipsStep, takeChipsStep, moveAutonomyStep],
  conditions: [leaningCondition, identityCondition, chipsCondition],
});
