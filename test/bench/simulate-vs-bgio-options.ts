import { parseArgs } from 'node:util';
import { positiveNumber } from './bench-args.ts';
import { gamesNamed } from './games-option.ts';

export const USAGE = `npm run bench:vs-bgio -- [options]: our simulator against boardgame.io's Simulate, and our engine step against its reducer, by CPU time
  --game ID      a shipped game (repeat for several; every game unless given), at its smallest and largest table
  --rounds N     interleaved rounds a row (default 3); each ratio is their median, with their range
  --seconds S    our side's CPU seconds a round, the games sized to it (default 2)
  --warmup S     at most S of our side's CPU seconds of warm-up games, until its code is warm, played untimed by both game sides (default 30; 0 for none)
  --games N      a fixed number of games a round, in place of --seconds
  --seed S       the games' seed (default bench)
  --no-dev       leave out boardgame.io in development (its column is for reference)`;

/** The options of a bench:vs-bgio command line; throws what is wrong with one in a line. */
export function readVsBgioOptions(args: string[]) {
  const { values: given } = parseArgs({
    args,
    options: {
      rounds: { type: 'string' },
      seconds: { type: 'string' },
      warmup: { type: 'string' },
      games: { type: 'string' },
      seed: { type: 'string' },
      game: { type: 'string', multiple: true },
      'no-dev': { type: 'boolean' },
    },
  });
  gamesNamed(given.game);
  return {
    ...given,
    rounds: Math.round(positiveNumber('rounds', given.rounds, 3)),
    seconds: positiveNumber('seconds', given.seconds, 2),
    // Bias Effect's bots warm in about 8 s of CPU on the usual machine and 15-20 s on one half as
    // fast (2026-12-01): a bound of 10 s timed that machine's games on cold code (2.71x per core
    // after 166 warm-up games, 3.61x after 333). Rows that warm sooner stop sooner.
    warmup: positiveNumber('warmup', given.warmup, 30, { zero: true }),
    games: given.games === undefined ? undefined : Math.round(positiveNumber('games', given.games, 0)),
  };
}
