import type { DeckSpec } from '../kit/decks/deck-spec.ts';

export const biasDecks: DeckSpec[] = [
  { name: 'identities', contentKey: 'identities', list: 'identities', title: 'Identities' },
  { name: 'beliefs', contentKey: 'beliefs', list: 'beliefs', title: 'Beliefs' },
  { name: 'life', contentKey: 'life', list: 'life', title: 'Life cards' },
  { name: 'algorithms', contentKey: 'algorithms', list: 'algorithms', title: 'Algorithms' },
];
