import type { ThreeLawsContent } from '../content-types.ts';
import { countEach } from '../../kit/count-each.ts';
import type { FactionCard, LawStats, PlayerID, ThreeLawsState } from '../state.ts';
import { turnOrder } from './table.ts';
import { copyWith } from '../../kit/with-fields.ts';
import { findOf } from '../../kit/frozen-lists.ts';

export type Shuffle = <T>(items: T[]) => T[];

/** The faction deck entry of factions.yaml that serves this many players. */
export function deckDefFor(content: Pick<ThreeLawsContent, 'factions'>, numPlayers: number) {
  const def = findOf(content.factions.decks, (d) => numPlayers >= d.players.min && numPlayers <= d.players.max);
  if (!def) throw new Error(`factions.yaml has no deck for ${numPlayers} players`);
  return def;
}

/** One card per faction and rank, factions in content order, ranks low to high. */
export function buildFactionDeck(factions: string[], ranks: { low: number; high: number }): FactionCard[] {
  return factions.flatMap((faction) => Array.from({ length: ranks.high - ranks.low + 1 }, (_, k) => ({ faction, rank: ranks.low + k })));
}

export function victoryPointDeck(content: Pick<ThreeLawsContent, 'rules'>): number[] {
  return content.rules.victoryPoints.flatMap((v) => Array<number>(v.count).fill(v.value));
}

export function supplySize(content: Pick<ThreeLawsContent, 'rules'>, numPlayers: number): number {
  return numPlayers + content.rules.supplyAbovePlayers;
}

function emptyStats(content: Pick<ThreeLawsContent, 'factions'>): LawStats {
  const factionScored = Object.fromEntries(content.factions.factions.map((f) => [f.id, 0]));
  return { actsBreaking: 0, broken: {}, inForce: {}, rightCalls: {}, wrongCalls: {}, called: 0, calledRight: 0, calledWrong: 0, accused: 0, factionScored };
}

/**
 * Game setup: the factions in play (chosen at random when the deck takes fewer than all), the
 * Law and Victory Point decks shuffled, a random start player, then the first round dealt.
 */
export function setupMatch(content: ThreeLawsContent, players: PlayerID[], firstRound: number, shuffle: Shuffle): ThreeLawsState {
  const def = deckDefFor(content, players.length);
  const all = content.factions.factions.map((f) => f.id);
  const chosen = new Set(shuffle(all).slice(0, def.factions));
  const factions = all.filter((f) => chosen.has(f));
  const supply = supplySize(content, players.length);
  const G: ThreeLawsState = {
    players: [...players],
    factions,
    factionDeck: buildFactionDeck(factions, def.ranks),
    round: firstRound,
    firstRound,
    startPlayer: shuffle(players)[0],
    cards: {},
    setAside: [],
    lawDeck: shuffle(content.laws.laws.map((l) => l.id)),
    lawsInForce: [],
    lawDiscard: [],
    keys: {},
    tokens: {},
    supply,
    vpDeck: shuffle(victoryPointDeck(content)),
    vp: Object.fromEntries(players.map((p) => [p, []])),
    step: { kind: 'round-end', ready: [] },
    talk: structuredClone(content.rules.talk) as ThreeLawsState['talk'],
    names: {},
    acts: [],
    calls: [],
    history: [],
    stats: emptyStats(content),
  };
  return startRound(G, content, shuffle);
}

/**
 * Round setup: a Security Key each, every token back in the supply, this round's new laws
 * revealed, the faction cards shuffled and dealt from the start player, the rest set aside;
 * then the start player's query.
 */
export function startRound(G: ThreeLawsState, content: ThreeLawsContent, shuffle: Shuffle): ThreeLawsState {
  const lawCount = content.rules.rounds[G.round - 1].laws;
  const order = turnOrder(G, G.startPlayer);
  const dealt = shuffle([...G.factionDeck]);
  const inForce = G.lawDeck.slice(0, lawCount);
  // Copied into a fresh object (copyWith), not by stateWith's literal: the round's first state made
  // by that literal, its fields overwritten with new kinds of values (fresh key and card tables,
  // empty lists), left every move of the round about a third slower in a replay of recorded games
  // (engine-vs-reducer-side.ts), where a spread of the setup's fresh G gave it a class of its own.
  return copyWith(G, {
    stats: { ...G.stats, inForce: countEach(G.stats.inForce, inForce) },
    keys: Object.fromEntries(G.players.map((p) => [p, content.rules.securityKeys])),
    tokens: Object.fromEntries(G.players.map((p) => [p, 0])),
    supply: supplySize(content, G.players.length),
    lawsInForce: inForce,
    lawDeck: G.lawDeck.slice(lawCount),
    cards: Object.fromEntries(order.map((p, i) => [p, dealt[i]])),
    setAside: dealt.slice(order.length),
    step: { kind: 'query-ask', current: G.startPlayer },
    acts: [],
    calls: [],
  });
}
