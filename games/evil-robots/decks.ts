import type { DeckSpec } from '../kit/decks/deck-spec.ts';

export const evilDecks: DeckSpec[] = [
  { name: 'robots', contentKey: 'robots', list: 'robots', title: 'Robot Cards' },
  { name: 'power-cards', contentKey: 'power-cards', list: 'powerCards', title: 'Power Cards' },
];
