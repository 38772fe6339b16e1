import { defineVocabulary, TURN_DURATIONS } from '../../kit/script/index.ts';
import { FORCE_FIELD } from '../rules/force-field.ts';
import type { RobotsState } from '../state.ts';
import { heapBarredCondition } from './conditions.ts';
import { discardCardStep } from './steps/discard-card.ts';
import { pickUpStep } from './steps/pick-up.ts';
import { sendUnderStep } from './steps/send-under.ts';
import { takeFromSpreadStep } from './steps/take-from-spread.ts';

/** What ROBOTS! power scripts may say: the kit's words, its zones, moments and effect, and its own steps. */
export const robotsVocabulary = defineVocabulary<RobotsState>({
  game: 'robots',
  zones: {
    factory: { kind: 'shared', description: 'the Robot Factory, face down; its top is the next card drawn' },
    'scrap-heap': { kind: 'shared', description: 'the Scrap Heap, face up; its top is the last card discarded' },
    hand: { kind: 'player', description: "a player's hand" },
    spread: { kind: 'group', description: 'the runs and sets on the table, each owned by the player who laid it down' },
  },
  defaults: { draw: 'factory', discard: 'scrap-heap', hand: 'hand' },
  durations: {
    ...TURN_DURATIONS,
    'end-of-hand': { moment: 'hand-end', description: 'Ends with the hand. No effect outlives its hand, whatever its duration.' },
  },
  effects: {
    [FORCE_FIELD]:
      "While it lasts, the player whose turn it is (when not the Force Field's owner) cannot take from the Scrap Heap, and choices made with `unless-protected-by: force-field` leave out the owner's spreads.",
  },
  cardFacts: {
    kind: { schema: { enum: ['number', 'star', 'wild'] }, description: 'A numbered card, a star or a wild robot.' },
    colour: { schema: { type: 'string' }, description: 'The colour id (gray, purple, red, green, blue); wilds have none.' },
    number: { schema: { type: 'integer' }, description: 'The number of a numbered card (2 to 14).' },
    power: { schema: { type: 'string' }, description: 'The id of the power the card carries in this match, e.g. `recycle`.' },
    discardable: {
      schema: { type: 'boolean' },
      description:
        "Whether the player whose turn it is may discard this card of their hand now: not a power card they picked up from the Scrap Heap this turn, nor, under another player's Force Field, a card whose power takes from the Scrap Heap (Recycle); when every card of the hand is barred, all are discardable. Choose a power's discards with `where: { discardable: true }`.",
    },
  },
  groupFacts: {
    kind: { schema: { enum: ['run', 'set'] }, description: 'A run or a set.' },
    colour: { schema: { type: 'string' }, description: "A run's colour id." },
    size: { schema: { type: 'integer', minimum: 0 }, description: 'How many cards the spread holds.' },
    constructed: { schema: { type: 'boolean' }, description: 'Whether the spread is a Constructed Robot (no attack can touch it).' },
  },
  steps: [discardCardStep, takeFromSpreadStep, sendUnderStep, pickUpStep],
  withheld: {
    discard: {
      use: 'discard-card',
      why: "a ROBOTS! discard fires the discarded card's power and ends the hand on the last card, where the kit's `discard` only moves the cards onto the Scrap Heap, so no power would ever fire",
    },
  },
  conditions: [heapBarredCondition],
});
