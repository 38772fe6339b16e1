import type { EvilState, PlayerID } from '../state.ts';

/** The supply pays each player in turn as far as it goes (a dry box pays nothing more). Returns what each got. */
export function supplyPaysInfluence(G: EvilState, players: PlayerID[], amount: number): Record<PlayerID, number> {
  const paid: Record<PlayerID, number> = {};
  for (const p of players) {
    const n = Math.max(0, Math.min(amount, G.supply.influence));
    G.supply.influence -= n;
    G.influence[p] += n;
    paid[p] = n;
  }
  return paid;
}

/** A player pays the supply the amount, or all they have if that is less. */
export function paysSupplyInfluence(G: EvilState, player: PlayerID, amount: number): number {
  const n = Math.max(0, Math.min(amount, G.influence[player]));
  G.influence[player] -= n;
  G.supply.influence += n;
  return n;
}

/** Influence passes between players: the amount, or all the giver has. */
export function passInfluence(G: EvilState, from: PlayerID, to: PlayerID, amount: number): number {
  const n = Math.max(0, Math.min(amount, G.influence[from]));
  G.influence[from] -= n;
  G.influence[to] += n;
  return n;
}

export function supplyPaysTokens(G: EvilState, player: PlayerID, amount: number): number {
  const n = Math.max(0, Math.min(amount, G.supply.tokens));
  G.supply.tokens -= n;
  G.tokens[player] += n;
  return n;
}

export function spendTokens(G: EvilState, player: PlayerID, amount: number): void {
  const n = Math.min(amount, G.tokens[player]);
  G.tokens[player] -= n;
  G.supply.tokens += n;
}

export function passTokens(G: EvilState, from: PlayerID, to: PlayerID, amount: number): number {
  const n = Math.max(0, Math.min(amount, G.tokens[from]));
  G.tokens[from] -= n;
  G.tokens[to] += n;
  return n;
}
