import type { DeckSpec } from '../kit/decks/deck-spec.ts';

export const ayarDecks: DeckSpec[] = [{ name: 'cards', contentKey: 'cards', list: 'cards', title: 'Identity cards' }];
