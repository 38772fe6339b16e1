import { cardGameVocabulary, SUITED_CARD_FACTS } from '../kit/card-game/card-scripts.ts';
import type { EightsState } from './state.ts';

/** What the specials' scripts may say: the kit's card-game words over the stock, the discard pile and the hands. */
export const eightsVocabulary = cardGameVocabulary<EightsState>({
  game: 'crazy-eights',
  zones: {
    draw: { kind: 'shared', description: 'the stock, face down' },
    discard: { kind: 'shared', description: 'the discard pile; only its top card is seen' },
    hand: { kind: 'player', description: "a player's hand" },
  },
  defaults: { draw: 'draw', discard: 'discard', hand: 'hand' },
  cardFacts: SUITED_CARD_FACTS,
  lists: { suits: "the deck's suits" },
});
