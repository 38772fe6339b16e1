import { initialScriptState } from '../../kit/script/index.ts';
import { deckOf } from '../cards.ts';
import type { RobotsContent } from '../content-types.ts';
import type { CardId, PlayerID, RobotsState, TurnState } from '../state.ts';
import { openLog } from './log.ts';
import { leftOf } from './table.ts';
import { copyWith } from '../../kit/with-fields.ts';

export type Shuffle = <T>(items: T[]) => T[];

/** What carries over from one hand to the next. */
export type MatchRecord = Pick<RobotsState, 'variant' | 'players' | 'scores' | 'results' | 'nextSpread' | 'scripts' | 'powersFired'>;

export const freshTurn = (player: PlayerID): TurnState => ({ player, step: 'draw', takenFromHeap: [], mustPlay: null });

/**
 * A new hand: all the cards shuffled (Constructed Robots come apart, broken-down cards
 * rejoin), dealt one at a time clockwise from the dealer's left, `handSize` each; the rest
 * is the Robot Factory, its top card turned up to start the Scrap Heap. The dealer's left
 * plays first.
 */
export function dealHand(content: RobotsContent, match: MatchRecord, handNumber: number, dealer: PlayerID, shuffle: Shuffle): RobotsState {
  const cards = shuffle(deckOf(content).cards.map((c) => c.id));
  const hands: Record<PlayerID, CardId[]> = Object.fromEntries(match.players.map((p) => [p, [] as CardId[]]));
  const first = leftOf(match, dealer);
  const order = [...match.players.slice(match.players.indexOf(first)), ...match.players.slice(0, match.players.indexOf(first))];
  let next = 0;
  for (let round = 0; round < content.rules.handSize; round++) {
    for (const p of order) hands[p].push(cards[next++]);
  }
  const up = cards[next++];
  return copyWith(match, {
    handNumber,
    dealer,
    hands,
    factory: cards.slice(next),
    heap: [up],
    spreads: [],
    turn: freshTurn(first),
    poweredDown: [],
    idleRebuilds: 0,
    claimable: null,
    ...openLog({ kind: 'deal', hand: handNumber, dealer, first, up }),
    lastDiscard: null,
    // Ruling: no lasting effect outlives its hand (a Force Field ends with the hand).
    scripts: { ...match.scripts, running: null, effects: [] },
  });
}

/** The start of a match: scores at zero, a first dealer drawn at random (`dealerIndex`), the first hand dealt. */
export function setupMatch(content: RobotsContent, players: PlayerID[], variant: string, dealerIndex: number, shuffle: Shuffle): RobotsState {
  const match: MatchRecord = {
    variant,
    players: [...players],
    scores: Object.fromEntries(players.map((p) => [p, 0])),
    results: [],
    nextSpread: 1,
    scripts: initialScriptState(),
    powersFired: Object.fromEntries(content.powers.powers.map((p) => [p.id, 0])),
  };
  return dealHand(content, match, 1, players[dealerIndex], shuffle);
}
