import type { BiasState, PlayerID } from '../state.ts';
import { ownChips } from './own-writes.ts';

// A payment of 0 writes nothing, so a frozen state's chips record stays shared (own-writes.ts ownChips).
type Pouches = Pick<BiasState, 'chips' | 'bank'>;

/** Seats clockwise starting at `from` (the card's owner), so a bank running dry pays in a known order. */
export function clockwiseFrom(players: readonly PlayerID[], from: PlayerID): PlayerID[] {
  const start = Math.max(0, players.indexOf(from));
  return players.map((_, i) => players[(start + i) % players.length]);
}

/** The bank pays `amount` to each player in order, as far as it goes (it is finite). Returns what each got. */
export function bankPays(G: Pouches, order: readonly PlayerID[], amount: number): Record<PlayerID, number> {
  const paid: Record<PlayerID, number> = {};
  for (const player of order) {
    const chips = Math.max(0, Math.min(amount, G.bank));
    G.bank -= chips;
    if (chips !== 0) ownChips(G)[player] += chips;
    paid[player] = chips;
  }
  return paid;
}

/** Each player pays the bank `amount`, or all they have. Returns what each paid. */
export function paysBank(G: Pouches, order: readonly PlayerID[], amount: number): Record<PlayerID, number> {
  const paid: Record<PlayerID, number> = {};
  for (const player of order) {
    const chips = Math.max(0, Math.min(amount, G.chips[player]));
    if (chips !== 0) ownChips(G)[player] -= chips;
    G.bank += chips;
    paid[player] = chips;
  }
  return paid;
}

/** Chips move between two pouches: `amount`, or all `from` has. Returns how many moved. */
export function passChips(G: Pouches, from: PlayerID, to: PlayerID, amount: number): number {
  const chips = Math.max(0, Math.min(amount, G.chips[from]));
  if (chips === 0) return 0;
  const pouches = ownChips(G);
  pouches[from] -= chips;
  pouches[to] += chips;
  return chips;
}
