import type { State, StorageAPI } from 'boardgame.io';
import type { RobotsContent } from '../../games/robots/content-types.ts';
import { dealHand, type Shuffle } from '../../games/robots/rules/deal.ts';
import type { CardId, PlayerID, RobotsState } from '../../games/robots/state.ts';

/** A known deal: every seat's hand, the card turned up, and the top of the Robot Factory. */
export interface Deal {
  players: PlayerID[];
  dealer: PlayerID;
  hands: Record<PlayerID, CardId[]>;
  up: CardId;
  factoryTop: CardId[];
  variant: string;
}

/**
 * A "shuffle" that deals exactly `deal`: the game's own deal then hands the cards out one at
 * a time from the dealer's left, turns one up, and keeps the rest as the Robot Factory.
 */
export function stackedShuffle(deal: Deal): Shuffle {
  return <T,>(cards: T[]): T[] => {
    const ids = cards as unknown as CardId[];
    const first = (deal.players.indexOf(deal.dealer) + 1) % deal.players.length;
    const order = [...deal.players.slice(first), ...deal.players.slice(0, first)];
    const placed = [...order.flatMap((p) => deal.hands[p]), deal.up, ...deal.factoryTop];
    const rest = ids.filter((id) => !placed.includes(id));
    const rounds = Math.max(...order.map((p) => deal.hands[p].length));
    const dealt: CardId[] = [];
    for (let round = 0; round < rounds; round++) for (const p of order) dealt.push(deal.hands[p][round]);
    return [...dealt, deal.up, ...deal.factoryTop, ...rest] as unknown as T[];
  };
}

/** The authoritative state of a live match, as the server keeps it. */
export async function storedState(store: StorageAPI.Async, matchID: string): Promise<State<RobotsState>> {
  const { state } = await store.fetch(matchID, { state: true });
  if (!state) throw new Error(`no match ${matchID} in the store`);
  return state as State<RobotsState>;
}

/**
 * Deals the hand a live match has just begun again, from the test side only: the game's own
 * deal with the cards stacked, written into the server's store as a newer state (the store
 * refuses stale writes). The seats, the scores, the dealer and so whose turn it is stay as the
 * server had them, so boardgame.io's ctx still agrees with G. Clients see it once they sync
 * again (a reload).
 */
export async function restackHand(
  store: StorageAPI.Async,
  matchID: string,
  content: RobotsContent,
  cards: (first: PlayerID, second: PlayerID) => Pick<Deal, 'hands' | 'up' | 'factoryTop'>,
): Promise<RobotsState> {
  const state = await storedState(store, matchID);
  const { players, dealer, variant, turn } = state.G;
  if (state.G.events.length !== 1) throw new Error('restack a hand only before anyone has played in it');
  const second = players[(players.indexOf(turn.player) + 1) % players.length];
  const deal: Deal = { players, dealer, variant, ...cards(turn.player, second) };
  const { scores, results, nextSpread, scripts, powersFired } = state.G;
  const G = dealHand(content, { variant, players, scores, results, nextSpread, scripts, powersFired }, state.G.handNumber, dealer, stackedShuffle(deal));
  await store.setState(matchID, { ...state, G, _stateID: state._stateID + 1 });
  return G;
}

/** Restacks the hand just begun from hands listed in play order (the first to play first); resolves to the seats in that order. */
export async function restackInPlayOrder(
  store: StorageAPI.Async,
  matchID: string,
  content: RobotsContent,
  deal: { hands: CardId[][] } & Pick<Deal, 'up' | 'factoryTop'>,
): Promise<PlayerID[]> {
  const { players, turn } = (await storedState(store, matchID)).G;
  const first = players.indexOf(turn.player);
  const order = [...players.slice(first), ...players.slice(0, first)];
  await restackHand(store, matchID, content, () => ({ ...deal, hands: Object.fromEntries(order.map((p, i) => [p, deal.hands[i]])) }));
  return order;
}
