// `npm run bench [-- --games N | --seconds S] [--seed S]`: how fast the simulator plays each mode of each
// game at its smallest and largest table. Figures for people, not a timed test.
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { formatContentError, loadGames } from '../../games/kit/content/load-content.ts';
import { formatFailure } from '../../games/kit/simulate/format-report.ts';
import { prepareGame } from '../../games/kit/simulate/play-game.ts';
import { runSimulation, type SimulationReport } from '../../games/kit/simulate/run-simulation.ts';
import { gameSeeds } from '../../games/kit/simulate/seeds.ts';
import { resolveSetups, setupLabel } from '../../games/kit/simulate/setup-choices.ts';
import { positiveNumber, readBenchArgs } from './bench-args.ts';

const USAGE = `npm run bench -- [options]: how fast the simulator plays each mode of each game at its smallest and largest table
  --games N      games a row (default: as many as fit --seconds, at least 10, at most 2000)
  --seconds S    time a row (default 5)
  --seed S       the games' seed (default bench)`;
const values = readBenchArgs(USAGE, (args) => {
  const { values: given } = parseArgs({ args, options: { games: { type: 'string' }, seconds: { type: 'string' }, seed: { type: 'string' } } });
  return { ...given, games: given.games === undefined ? undefined : Math.round(positiveNumber('games', given.games, 0)), seconds: positiveNumber('seconds', given.seconds, 5) };
});
const fixedGames = values.games;
// A ROBOTS! game is hundreds of moves, an Are You A Robot? game a handful: without --games,
// each row plays as many games as fit its time budget (at least 10, at most 2000).
const secondsPerRow = values.seconds;
const seed = values.seed ?? 'bench';
const contentRoot = fileURLToPath(new URL('../../content/', import.meta.url));

const { games: loaded, errors } = loadGames(contentRoot);
for (const error of errors) console.error(formatContentError(error));

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const rows: string[][] = [['game', 'setup', 'players', 'games', 'games/s', 'moves/s', 'mean moves', 'p95', 'peak heap', 'peak RSS']];
const failed: SimulationReport[] = [];

function gamesForBudget(probe: (games: number) => SimulationReport): number {
  const started = performance.now();
  probe(10);
  const perGame = (performance.now() - started) / 10 / 1000;
  return Math.max(10, Math.min(2000, Math.round(secondsPerRow / perGame)));
}

function tablesOf(minPlayers: number, maxPlayers: number): number[] {
  return minPlayers === maxPlayers ? [minPlayers] : [minPlayers, maxPlayers];
}

for (const { module, content } of loaded) {
  const prepared = prepareGame(module, content);
  const options = module.setupOptions(content);
  const configs = options.length
    ? options.flatMap((option) => option.choices.flatMap((c) => tablesOf(c.minPlayers, c.maxPlayers).map((p) => ({ chosen: { [option.key]: c.value }, players: p }))))
    : tablesOf(prepared.game.minPlayers ?? 2, prepared.game.maxPlayers ?? 2).map((p) => ({ chosen: {}, players: p }));
  // Warm the JIT so the first row is not slower than the rest.
  runSimulation({ prepared, numPlayers: configs[0].players, setups: [configs[0].chosen], seeds: gameSeeds('warm-up', 300), runSeed: 'warm-up' });

  for (const { chosen, players } of configs) {
    const resolved = resolveSetups(options, chosen, players);
    if ('error' in resolved) throw new Error(resolved.error);
    const games = fixedGames ?? gamesForBudget((n) => runSimulation({ prepared, numPlayers: players, setups: resolved.setups, seeds: gameSeeds(`${seed}-probe`, n), runSeed: seed }));
    const report = runSimulation({ prepared, numPlayers: players, setups: resolved.setups, seeds: gameSeeds(seed, games), runSeed: seed });
    if (report.failure) failed.push(report);
    rows.push([
      module.id,
      setupLabel(resolved.setups[0]),
      String(players),
      `${report.gamesPlayed}${report.failure ? ' (failed)' : ''}`,
      report.speed.gamesPerSecond.toFixed(0),
      report.speed.movesPerSecond.toFixed(0),
      report.length ? report.length.mean.toFixed(1) : '-',
      report.length ? String(report.length.p95) : '-',
      mb(report.speed.peakHeapBytes),
      mb(process.resourceUsage().maxRSS * 1024),
    ]);
  }
}

const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
for (const row of rows) console.log(row.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  '));
console.log(`\n${fixedGames === undefined ? `about ${secondsPerRow} s` : `${fixedGames} games`} per row, seed ${seed}, Node ${process.version}`);
for (const report of failed) console.log(`\n${formatFailure(report, report.failure!)}`);
process.exitCode = failed.length || errors.length ? 1 : 0;
