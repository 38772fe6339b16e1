import type { BotVariant, GameModule } from '../game-module.ts';
import type { SeatResult } from '../seat-result.ts';

/**
 * The two seatings of a pair of games on one seed: the variant in the even seats, then in the odd
 * ones. Each seat plays each bot once per seed, so a seat's edge (playing first, a deal) falls on
 * both alike, and each bot holds as many seats over the pair.
 */
export function pairedSeatings(numPlayers: number): [ReadonlySet<string>, ReadonlySet<string>] {
  const seats = Array.from({ length: numPlayers }, (_, i) => i);
  return [new Set(seats.filter((i) => i % 2 === 0).map(String)), new Set(seats.filter((i) => i % 2 === 1).map(String))];
}

/** The time each bot spent choosing, nanoseconds, every consultation counted (those that do nothing too). */
export interface BotTime {
  base: bigint;
  variant: bigint;
}

/**
 * The module with its bot split by seat: `variant` plays the seats in `seats`, its own botPolicy
 * the others, each call's time added to `spent`. What is shared beside the policies (their
 * caches of a table) is shared as at any table of the game's own bots.
 */
export function seatedModule<C>(module: GameModule<C>, variant: BotVariant<C>, seats: ReadonlySet<string>, spent: BotTime): GameModule<C> {
  const base = module.botPolicy;
  if (!base) throw new Error(`${module.id} has no botPolicy for a variant to play against`);
  return {
    ...module,
    botPolicy(view, ctx, playerID, content, rng, names) {
      const started = process.hrtime.bigint();
      const mine = seats.has(playerID);
      const action = (mine ? variant.policy : base)(view, ctx, playerID, content, rng, names);
      const took = process.hrtime.bigint() - started;
      if (mine) spent.variant += took;
      else spent.base += took;
      return action;
    },
  };
}

/** One pair's wins: the seats the variant won and those its own bot won, both games together. */
export interface PairWins {
  variant: number;
  base: number;
}

/** A pair's wins from its two games' seat results, each with the seats the variant held in it. */
export function pairWins(games: readonly { seats: readonly SeatResult[]; variantSeats: ReadonlySet<string> }[]): PairWins {
  const wins = { variant: 0, base: 0 };
  for (const { seats, variantSeats } of games) {
    for (const seat of seats) if (seat.won) wins[variantSeats.has(seat.seat) ? 'variant' : 'base']++;
  }
  return wins;
}

/** The variant's share of the wins, and its 95% interval: 0.5 when the two bots are as strong. */
export interface WinShare {
  share: number;
  low: number;
  high: number;
}

/**
 * The variant's share of all the wins of the pairs, with a 95% interval from how the pairs
 * spread (a ratio estimate: a pair's two games share a seed and are read as one sample). Pairs
 * whose games nobody won count for nothing.
 */
export function winShare(pairs: readonly PairWins[]): WinShare {
  const n = pairs.length;
  const decided = pairs.reduce((sum, p) => sum + p.variant + p.base, 0);
  if (n === 0 || decided === 0) return { share: Number.NaN, low: Number.NaN, high: Number.NaN };
  const share = pairs.reduce((sum, p) => sum + p.variant, 0) / decided;
  if (n === 1) return { share, low: 0, high: 1 };
  const spread = pairs.reduce((sum, p) => sum + (p.variant - share * (p.variant + p.base)) ** 2, 0) / (n - 1);
  const error = Math.sqrt(spread / n) / (decided / n);
  return { share, low: Math.max(0, share - 1.96 * error), high: Math.min(1, share + 1.96 * error) };
}

/** What the interval says of the variant: weaker or stronger when it leaves out a half share, else no difference the pairs could see. */
export function verdictOf({ low, high }: WinShare): 'weaker' | 'stronger' | 'no difference seen' {
  if (high < 0.5) return 'weaker';
  if (low > 0.5) return 'stronger';
  return 'no difference seen';
}
