/**
 * The kinds of card each game prints, by game id: every kind needs an entry in the game's
 * card-formats.yaml (its size and its back). A kind is a physical card with its own back and
 * layout, not a rules category: Evil Robots' Left and Right Robot Cards differ by their backs,
 * so they are two kinds. A game's card components (ui/boards/<game>/) draw each kind.
 */
export interface CardType {
  id: string;
  /** As a designer says it, e.g. "Constructed Robot". */
  name: string;
}

export const GAME_CARD_TYPES: Readonly<Record<string, readonly CardType[]>> = {
  'are-you-a-robot': [{ id: 'identity', name: 'Identity card' }],
  'crazy-eights': [{ id: 'card', name: 'Playing card' }],
  robots: [
    { id: 'deck', name: 'Deck card (numbers, stars and wilds)' },
    { id: 'construct', name: 'Constructed Robot' },
  ],
  'three-laws': [
    { id: 'faction', name: 'Faction card' },
    { id: 'law', name: 'Law Card' },
    { id: 'victory-point', name: 'Victory Point card' },
  ],
  'bias-effect': [
    { id: 'identity', name: 'Identity card' },
    { id: 'belief', name: 'Belief card' },
    { id: 'life', name: 'Life card' },
    { id: 'algorithm', name: 'Algorithm card' },
  ],
  'evil-robots': [
    { id: 'left-robot', name: 'Robot Card of the Left deck' },
    { id: 'right-robot', name: 'Robot Card of the Right deck' },
    { id: 'power', name: 'Power Card' },
  ],
};

/** The card kinds of a game; a game the kit does not know prints none. */
export function cardTypesOf(gameId: string): readonly CardType[] {
  return GAME_CARD_TYPES[gameId] ?? [];
}
