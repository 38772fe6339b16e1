import seedrandom from 'seedrandom';
import type { Rng } from '../bots/random-bot.ts';

/** The seed of game `index` in a run: the match seed, and the root of its bots' choices. */
export function gameSeed(runSeed: string, index: number): string {
  return `${runSeed}-${index}`;
}

export function gameSeeds(runSeed: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => gameSeed(runSeed, index));
}

/** The bots' PRNG for one game, separate from the match's own `random` stream. */
export function botRng(seed: string): Rng {
  return seedrandom(`${seed}/bots`);
}
