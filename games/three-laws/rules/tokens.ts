import type { PlayerID, ThreeLawsState } from '../state.ts';
import { copyWith } from '../../kit/with-fields.ts';
import { turnOrder } from './table.ts';

type Tokens = Pick<ThreeLawsState, 'players' | 'startPlayer' | 'tokens' | 'supply'>;

/**
 * Who a correct Error call takes a token from when the supply is empty: the other player with
 * the most, the first of them clockwise from the start player on a tie. Undefined when no one else holds any.
 */
export function richestOther(G: Tokens, caller: PlayerID): PlayerID | undefined {
  const others = turnOrder(G, G.startPlayer).filter((p) => p !== caller && G.tokens[p] > 0);
  return others.reduce<PlayerID | undefined>((best, p) => (best === undefined || G.tokens[p] > G.tokens[best] ? p : best), undefined);
}

/** A correct call: a token from the supply, or from the richest other player when it is empty. */
export function rewardCaller<S extends Tokens>(G: S, caller: PlayerID): S {
  if (G.supply > 0) return copyWith(G, { supply: G.supply - 1, tokens: { ...G.tokens, [caller]: G.tokens[caller] + 1 } });
  const from = richestOther(G, caller);
  if (from === undefined) return G;
  return copyWith(G, { tokens: { ...G.tokens, [from]: G.tokens[from] - 1, [caller]: G.tokens[caller] + 1 } });
}

/** A successful accusation: a token from the wrong caller, or from the supply if they have none. */
export function rewardAccuser<S extends Tokens>(G: S, accuser: PlayerID, caller: PlayerID): S {
  if (G.tokens[caller] > 0) return copyWith(G, { tokens: { ...G.tokens, [caller]: G.tokens[caller] - 1, [accuser]: G.tokens[accuser] + 1 } });
  if (G.supply > 0) return copyWith(G, { supply: G.supply - 1, tokens: { ...G.tokens, [accuser]: G.tokens[accuser] + 1 } });
  return G;
}
