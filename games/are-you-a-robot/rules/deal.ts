import type { AyarContent, ModeDef, Team } from '../content-types.ts';
import type { AyarState, PlayerID } from '../state.ts';

export type Shuffle = <T>(items: T[]) => T[];

export function teamOfCard(content: AyarContent, cardId: string): Team {
  const card = content.cards.cards.find((c) => c.id === cardId);
  if (!card) throw new Error(`Are You A Robot?: the modes name a card '${cardId}' that cards.yaml does not define.`);
  return card.team;
}

/** The mode's deck for `numPlayers`: perPlayer * n + extra of each card, unshuffled. */
export function buildDeck(content: AyarContent, mode: ModeDef, numPlayers: number): Team[] {
  return mode.deck.flatMap((entry) => {
    const count = Math.max(0, entry.perPlayer * numPlayers + entry.extra);
    return Array.from({ length: count }, () => teamOfCard(content, entry.card));
  });
}

/** Shuffle, deal one card per seat in seat order, set the rest aside unseen. */
export function deal(content: AyarContent, mode: ModeDef, players: PlayerID[], shuffle: Shuffle): AyarState {
  const deck = buildDeck(content, mode, players.length);
  if (deck.length < players.length) {
    throw new Error(`Are You A Robot?: mode '${mode.id}' builds ${deck.length} cards for ${players.length} players.`);
  }
  const shuffled = shuffle(deck);
  const roles: Record<PlayerID, Team> = {};
  players.forEach((p, i) => (roles[p] = shuffled[i]));
  return {
    mode: mode.id,
    players: [...players],
    deckSize: deck.length,
    roles,
    setAside: shuffled.slice(players.length),
    eliminated: [],
    revealed: {},
    knownBy: {},
    offers: [],
    robotCardsDealt: deck.filter((t) => t === 'robot').length,
    conversions: [],
    events: [],
  };
}
