import { initialScriptState } from '../../kit/script/index.ts';
import type { BiasContent } from '../content-types.ts';
import type { BiasState, CardId, PlayerID } from '../state.ts';
import { cardsOf } from './catalog.ts';
import { emptyRound, startRound, type Shuffle } from './round.ts';

/** What every match of a content deals from: each deck's cards and the stats' zero counts. */
interface Dealt {
  algorithms: readonly CardId[];
  beliefs: readonly CardId[];
  life: readonly CardId[];
  algorithmCounts: Readonly<Record<string, number>>;
  lifeOutcomes: Readonly<Record<string, number>>;
}

// Made once per content (a match's setup built each deck's card ids and the 144 Life outcome
// counts afresh, about 1% of a simulation); each match copies them, plain.
const dealt = new WeakMap<BiasContent, Dealt>();

function dealtOf(content: BiasContent): Dealt {
  let known = dealt.get(content);
  if (!known) {
    known = {
      algorithms: cardsOf(content.algorithms.algorithms),
      beliefs: cardsOf(content.beliefs.beliefs),
      life: cardsOf(content.life.life),
      algorithmCounts: Object.fromEntries(content.algorithms.algorithms.map((d) => [d.id, 0])),
      lifeOutcomes: Object.fromEntries(content.life.life.flatMap((d) => ['left', 'right', 'neutral'].map((o) => [`${d.id}: ${o}`, 0]))),
    };
    dealt.set(content, known);
  }
  return known;
}

/**
 * A new match: identities dealt at random from the set for this many players, face up; each
 * pouch filled from the finite bank; the three decks shuffled; the starting hands dealt. Then
 * round 1 begins with its draw.
 */
export function setupMatch(content: BiasContent, players: PlayerID[], shuffle: Shuffle): BiasState {
  const { rules } = content;
  const set = rules.identitySets[String(players.length)];
  if (!set) throw new Error(`Bias Effect has no identity set for ${players.length} players.`);
  const deal = dealtOf(content);
  const identities = shuffle([...set]);
  const algorithmDeck = shuffle([...deal.algorithms]);
  const hands = Object.fromEntries(players.map((p, i) => [p, algorithmDeck.slice(i * rules.startingHand, (i + 1) * rules.startingHand)]));
  const G: BiasState = {
    players: [...players],
    identities: Object.fromEntries(players.map((p, i) => [p, identities[i]])),
    chips: Object.fromEntries(players.map((p) => [p, rules.startingChips])),
    bank: rules.chips - players.length * rules.startingChips,
    hands,
    algorithmDeck: algorithmDeck.slice(players.length * rules.startingHand),
    algorithmDiscard: [],
    beliefDeck: shuffle([...deal.beliefs]),
    beliefDiscard: [],
    mind: [],
    lifeDeck: shuffle([...deal.life]),
    lifeDiscard: [],
    belief: null,
    autonomy: 1,
    resets: 0,
    firstPlayer: players[0],
    step: { kind: 'algorithm', order: [], index: 0 },
    round: emptyRound({ roundsPlayed: 0, autonomy: 1, firstPlayer: players[0] }),
    history: [],
    roundsPlayed: 0,
    stats: {
      algorithmsPlayed: { ...deal.algorithmCounts },
      algorithmsTraded: { ...deal.algorithmCounts },
      lifeOutcomes: { ...deal.lifeOutcomes },
      ties: 0,
      contestedTies: 0,
      programmed: 0,
      deleted: 0,
    },
    result: null,
    scripts: initialScriptState(),
  };
  startRound(G, content, shuffle);
  return G;
}
