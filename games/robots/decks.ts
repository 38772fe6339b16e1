import type { DeckSpec } from '../kit/decks/deck-spec.ts';

// deck.yaml describes the numbered cards by colours and a range of numbers, so its sheet is the
// colours, one row a suit: a row per numbered card would hold nothing a designer could change alone.
export const robotsDecks: DeckSpec[] = [
  { name: 'constructs', contentKey: 'constructs', list: 'robots', title: 'Constructed Robots' },
  { name: 'powers', contentKey: 'powers', list: 'powers', title: 'Powers on the high cards' },
  { name: 'colours', contentKey: 'deck', list: 'colours', title: 'Colours (suits) of the numbered cards' },
];
