import type { AyarContent, ModeDef, Team } from '../content-types.ts';
import { countEach } from '../../kit/count-each.ts';
import { perContent } from '../../kit/per-content.ts';
import type { AyarState, CardId, PlayerID } from '../state.ts';

export type Shuffle = <T>(items: T[]) => T[];

/** The team of a card kind: all the rules need to know about a card. */
export type TeamOf = (card: CardId) => Team;

// The rules and the invariants ask every card's team at every move: the content's list is frozen, where
// `find` takes V8's slow way (docs/simulator.md, frozen lists), so the teams are read once per content.
const teamsByCard = perContent((content: AyarContent) => {
  const teams = new Map<CardId, Team>();
  for (const c of [...content.cards.cards]) if (!teams.has(c.id)) teams.set(c.id, c.team);
  return teams;
});

export function teamOfCard(content: AyarContent, cardId: CardId): Team {
  const team = teamsByCard(content).get(cardId);
  if (team === undefined) throw new Error(`Are You A Robot?: the modes name a card '${cardId}' that cards.yaml does not define.`);
  return team;
}

export const teamsOf =
  (content: AyarContent): TeamOf =>
  (cardId) =>
    teamOfCard(content, cardId);

/** The mode's deck for `numPlayers`: perPlayer * n + extra of each card, unshuffled. */
export function buildDeck(mode: ModeDef, numPlayers: number): CardId[] {
  return mode.deck.flatMap((entry) => {
    const count = Math.max(0, entry.perPlayer * numPlayers + entry.extra);
    return Array.from({ length: count }, () => entry.card);
  });
}

/** Shuffle, deal one card per seat in seat order, set the rest aside unseen. */
export function deal(content: AyarContent, mode: ModeDef, players: PlayerID[], shuffle: Shuffle): AyarState {
  const teamOf = teamsOf(content);
  const deck = buildDeck(mode, players.length);
  if (deck.length < players.length) {
    throw new Error(`Are You A Robot?: mode '${mode.id}' builds ${deck.length} cards for ${players.length} players.`);
  }
  const shuffled = shuffle(deck);
  const cards: Record<PlayerID, CardId> = {};
  const roles: Record<PlayerID, Team> = {};
  players.forEach((p, i) => {
    cards[p] = shuffled[i];
    roles[p] = teamOf(shuffled[i]);
  });
  return {
    mode: mode.id,
    players: [...players],
    deckSize: deck.length,
    roles,
    cards,
    setAside: shuffled.slice(players.length),
    eliminated: [],
    revealed: {},
    revealedCards: {},
    knownBy: {},
    offers: [],
    robotCardsDealt: deck.filter((card) => teamOf(card) === 'robot').length,
    conversions: [],
    events: [],
    cardStats: { 'dealt to a player': countEach({}, shuffled.slice(0, players.length)) },
  };
}
