import type { DeckSpec } from './kit/decks/deck-spec.ts';
import { ayarDecks } from './are-you-a-robot/decks.ts';
import { biasDecks } from './bias-effect/decks.ts';
import { evilDecks } from './evil-robots/decks.ts';
import { robotsDecks } from './robots/decks.ts';
import { threeLawsDecks } from './three-laws/decks.ts';

/** Every game's decks that a spreadsheet can hold, by game id. */
export const GAME_DECKS: Readonly<Record<string, readonly DeckSpec[]>> = {
  'are-you-a-robot': ayarDecks,
  robots: robotsDecks,
  'three-laws': threeLawsDecks,
  'bias-effect': biasDecks,
  'evil-robots': evilDecks,
};

export function decksOf(gameId: string): readonly DeckSpec[] {
  return Object.hasOwn(GAME_DECKS, gameId) ? GAME_DECKS[gameId] : [];
}
