import { median } from './server-bench/figures.ts';

/**
 * When a process's code is warm: its games are weighed in blocks of BLOCK_SECONDS of CPU, and
 * the code is warm once the median rate (moves a second) of the last WINDOW blocks is less
 * than STEADY times the median of the WINDOW blocks before them.
 *
 * One block against the one before, as this bench first judged it, called Bias Effect warm
 * after 7 s on a machine half as fast as the usual one (2026-12-01): a single block's rate moves
 * by a fifth with the games' mix and the machine, so one slow block after a fast one read as
 * steady while V8 was still compiling the bots (4,444 moves/s then, about 4,900 from 12 s on),
 * and the timed games ran on colder code on one machine than on another. Medians of three blocks
 * put that run's stop at 11 s, by which the rate had settled.
 */
const BLOCK_SECONDS = 1;
const WINDOW = 3;
const STEADY = 1.1;

export class WarmDetector {
  private readonly rates: number[] = [];
  private moves = 0;
  private blockStart: number;

  constructor(start: number) {
    this.blockStart = start;
  }

  /** The rates of the blocks weighed so far, oldest first. */
  get blockRates(): readonly number[] {
    return this.rates;
  }

  /** A game of `moves` ended at CPU time `now` (seconds): whether the code is warm now. */
  played(moves: number, now: number): boolean {
    this.moves += moves;
    const spent = now - this.blockStart;
    if (spent < BLOCK_SECONDS) return false;
    this.rates.push(this.moves / spent);
    this.moves = 0;
    this.blockStart = now;
    if (this.rates.length < 2 * WINDOW) return false;
    return median(this.rates.slice(-WINDOW)) < STEADY * median(this.rates.slice(-2 * WINDOW, -WINDOW));
  }
}
