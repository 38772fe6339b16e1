import { parseArgs } from 'node:util';
import { positiveNumber } from './bench-args.ts';
import { gamesNamed } from './games-option.ts';

export const USAGE = `npm run bench:reports -- [options]: balance reports as a designer runs them, each in a process of its own, timed at every player count
  --game ID      a shipped game (repeat for several; every game unless given)
  --players N    only this player count (default: every count each game seats, as simulate plays them)
  --games N      games a report (default 2000)
  --rounds N     reports a row and side (default 1)
  --goal S       the seconds a report should take at most (default 10)
  --base REV     also run each row on git revision REV (a temporary worktree, removed after), alternating with this tree`;

/** The options of a bench:reports command line; throws what is wrong with one in a line. */
export function readReportsOptions(args: string[]) {
  const { values } = parseArgs({
    args,
    options: { game: { type: 'string', multiple: true }, players: { type: 'string' }, games: { type: 'string' }, rounds: { type: 'string' }, goal: { type: 'string' }, base: { type: 'string' } },
  });
  const games = gamesNamed(values.game);
  return {
    games,
    players: values.players === undefined ? undefined : Math.round(positiveNumber('players', values.players, 0)),
    reportGames: Math.round(positiveNumber('games', values.games, 2000)),
    rounds: Math.round(positiveNumber('rounds', values.rounds, 1)),
    goal: positiveNumber('goal', values.goal, 10),
    base: values.base,
  };
}

export type ReportsOptions = ReturnType<typeof readReportsOptions>;
