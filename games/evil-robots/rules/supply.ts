import type { EvilState, PlayerID } from '../state.ts';
import { withEntry } from '../../kit/with-entry.ts';

type Purse = 'influence' | 'tokens';

/**
 * `n` of a purse moves from `from` to `to`, each a player or the supply (null): the supply and
 * each player's record are replaced (replace.ts), and a move of nothing writes nothing.
 */
function move(G: Pick<EvilState, Purse | 'supply'>, purse: Purse, from: PlayerID | null, to: PlayerID | null, n: number): void {
  if (n === 0) return;
  let held = G[purse];
  if (from !== null) held = withEntry(held, from, held[from] - n);
  if (to !== null) held = withEntry(held, to, held[to] + n);
  G[purse] = held;
  if (from === null || to === null) G.supply = withEntry(G.supply, purse, G.supply[purse] + (from === null ? -n : n)) as EvilState['supply'];
}

/** The supply pays each player in turn as far as it goes (a dry box pays nothing more). Returns what each got. */
export function supplyPaysInfluence(G: EvilState, players: PlayerID[], amount: number): Record<PlayerID, number> {
  const paid: Record<PlayerID, number> = {};
  for (const p of players) {
    const n = Math.max(0, Math.min(amount, G.supply.influence));
    move(G, 'influence', null, p, n);
    paid[p] = n;
  }
  return paid;
}

/** A player pays the supply the amount, or all they have if that is less. */
export function paysSupplyInfluence(G: EvilState, player: PlayerID, amount: number): number {
  const n = Math.max(0, Math.min(amount, G.influence[player]));
  move(G, 'influence', player, null, n);
  return n;
}

/** Influence passes between players: the amount, or all the giver has. */
export function passInfluence(G: EvilState, from: PlayerID, to: PlayerID, amount: number): number {
  const n = Math.max(0, Math.min(amount, G.influence[from]));
  move(G, 'influence', from, to, n);
  return n;
}

export function supplyPaysTokens(G: EvilState, player: PlayerID, amount: number): number {
  const n = Math.max(0, Math.min(amount, G.supply.tokens));
  move(G, 'tokens', null, player, n);
  return n;
}

export function spendTokens(G: EvilState, player: PlayerID, amount: number): void {
  move(G, 'tokens', player, null, Math.min(amount, G.tokens[player]));
}

export function passTokens(G: EvilState, from: PlayerID, to: PlayerID, amount: number): number {
  const n = Math.max(0, Math.min(amount, G.tokens[from]));
  move(G, 'tokens', from, to, n);
  return n;
}
