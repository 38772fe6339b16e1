import { parseArgs } from 'node:util';
import { positiveNumber } from './bench-args.ts';
import { gamesNamed } from './games-option.ts';

export const USAGE = `npm run bench:render -- [options]: what drawing a table costs the browser at each move, per game
  --game ID      a shipped game (repeat for several; every game unless given)
  --ui DIR       a built UI to serve (npm run build:ui -- --outDir DIR); give two to compare (before, after);
                 the project's own, built for the run, unless given
  --seconds S    the longest window of play measured per game and round (default 15); it ends with the match
  --rounds N     rounds, the --ui folders alternating (default 1, or 3 with two folders)
  --think MS     the bots' pause before each move, in ms (default 60)
A match of bots only at the game's smallest table, watched from a 1280x800 and a 390x844 page. Per move, both
pages together: renderers' CPU, all of Chromium's CPU, and the pages' main threads' script, style and layout time.`;

/** The options of a bench:render command line; throws what is wrong with one in a line. */
export function readRenderOptions(args: string[]) {
  const { values } = parseArgs({ args, options: { game: { type: 'string', multiple: true }, ui: { type: 'string', multiple: true }, seconds: { type: 'string' }, rounds: { type: 'string' }, think: { type: 'string' } } });
  const games = gamesNamed(values.game);
  if ((values.ui?.length ?? 0) > 2) throw new Error('--ui compares two builds at most');
  const uis = values.ui ?? [];
  return {
    games,
    uis,
    seconds: positiveNumber('seconds', values.seconds, 15),
    rounds: Math.round(positiveNumber('rounds', values.rounds, uis.length === 2 ? 3 : 1)),
    think: Math.round(positiveNumber('think', values.think, 60)),
  };
}
