import type { DeckSpec } from '../kit/decks/deck-spec.ts';

export const threeLawsDecks: DeckSpec[] = [
  { name: 'laws', contentKey: 'laws', list: 'laws', title: 'Law Cards' },
  { name: 'factions', contentKey: 'factions', list: 'factions', title: 'Factions (a Faction card per faction and rank)' },
];
