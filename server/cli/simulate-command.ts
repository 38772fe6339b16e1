import { randomBytes } from 'node:crypto';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importShippedGame } from '../../games/shipped-game.ts';
// Not load-content.ts: its default of every game imports the registry, and a run plays one game.
import { formatContentError } from '../../games/kit/content/content-error.ts';
import { loadGameContent } from '../../games/kit/content/load-game-content.ts';
import type { GameModule } from '../../games/kit/game-module.ts';
import { prepareGame } from '../../games/kit/simulate/play-game.ts';
import { DEFAULT_MAX_MOVES } from '../../games/kit/simulate/run-simulation.ts';
import { runSimulationOnWorkers, startSimulationThreads, type SimulationThreads } from '../../games/kit/simulate/run-on-workers.ts';
import { coreLikelyFree, type WorkerCount } from '../../games/kit/simulate/thread-plan.ts';
import { gameSeeds } from '../../games/kit/simulate/seeds.ts';
import { resolveSetups, setupLabel } from '../../games/kit/simulate/setup-choices.ts';
import { everyCount, listCounts, type CountSetups } from '../../games/kit/simulate/player-counts.ts';
import type { SimulationReport } from '../../games/kit/simulate/run-simulation.ts';
import { formatReportJson, formatReportText } from '../../games/kit/simulate/format-report.ts';
import { locateRunaways } from '../../games/kit/simulate/locate-script.ts';
import { countRows, formatCountSummary } from '../../games/kit/simulate/format-counts.ts';
import { checkReportPath, perCountFile } from '../report/report-path.ts';
import { simulateCompare } from './simulate-compare.ts';
import { simulateSweep } from './simulate-sweep.ts';
import { parseSweep, type SweepSpec } from '../../games/kit/simulate/sweep-spec.ts';
import { parseCommandLine } from './command-flags.ts';
import { oneOf, wholeNumber, wholeNumberOr } from './flag-values.ts';
import { SIMULATE } from './usage/simulate-usage.ts';
import { UsageError } from './usage-error.ts';

const DEFAULT_CONTENT_ROOT = fileURLToPath(new URL('../../content/', import.meta.url));

const parse = (args: string[]) => parseCommandLine(SIMULATE, args);

/** The --option pairs as own keys: `constructor` or `__proto__` is a key like any other, and then an unknown option. */
function parseOptions(pairs: string[] = []): Record<string, string> {
  const chosen = new Map<string, string>();
  for (const pair of pairs) {
    const match = /^([^=\s]+)=(.+)$/.exec(pair);
    if (!match) throw new UsageError(`--option takes key=value, e.g. --option mode=basic, not '${pair}'`);
    const [, key, value] = match;
    if (chosen.has(key)) throw new UsageError(`--option ${key} is given twice`);
    chosen.set(key, value);
  }
  return Object.fromEntries(chosen);
}

async function findGame(name: string | undefined, extra: string[]): Promise<GameModule<any, any>> {
  // Only a message needs every game: the registry imports them all.
  const known = async () => (await import('../../games/registry.ts')).gameModules.map((m) => m.id).join(', ');
  if (!name) throw new UsageError(`name a game: tablewright simulate <game> --games N [--players P]; games: ${await known()}`);
  if (extra.length) throw new UsageError(`unexpected argument '${extra[0]}'; options take the form --name value`);
  const module = await importShippedGame(name);
  if (!module) throw new UsageError(`unknown game '${name}'; games: ${await known()}`);
  return module;
}

/** The player counts and setups to play: the one given, or every count the game seats (player-counts.ts). */
function countsToPlay(module: GameModule<any, any>, content: unknown, numPlayers: number | undefined, chosen: Record<string, string>): CountSetups[] {
  const game = module.createGame(content);
  const options = module.setupOptions(content);
  if (numPlayers === undefined) {
    const counts = everyCount(game, options, chosen);
    if ('error' in counts) throw new UsageError(counts.error);
    return counts;
  }
  const resolved = resolveSetups(options, chosen, numPlayers);
  if ('error' in resolved) throw new UsageError(resolved.error);
  const min = game.minPlayers ?? 1;
  const max = game.maxPlayers ?? Infinity;
  if (numPlayers < min || numPlayers > max) {
    throw new UsageError(`${module.id} seats ${min} to ${max} players, not ${numPlayers}`);
  }
  for (const setup of resolved.setups) {
    const problem = game.validateSetupData?.(setup, numPlayers);
    if (problem) throw new UsageError(`${setupLabel(setup)} with ${numPlayers} players: ${problem}`);
  }
  return [{ numPlayers, setups: resolved.setups }];
}

/**
 * `tablewright simulate <game> --games N [--players P] [--seed S] [--option key=value ...]
 * [--game-seed S] [--max-moves M] [--format text|json] [--content DIR] [--workers auto|N] [--report FILE.html]
 * [--compare DIR|REF]`. Without --players, N games at every player count the game seats. Exit 0
 * when every game ended soundly, 1 on a failed game or bad content. --compare plays the same
 * seeds on that content too and reports the two side by side (simulate-compare.ts).
 */
interface RunChoices {
  numPlayers: number | undefined;
  games: number;
  maxMoves: number;
  workers: WorkerCount;
  chosen: Record<string, string>;
  format: string;
  replaying: string | undefined;
  sweep: SweepSpec | undefined;
}

/** The run once the command line is read: the threads, if any, were started meanwhile. */
async function simulateLoaded(module: GameModule<any, any>, values: ReturnType<typeof parse>['values'], run: RunChoices, started: SimulationThreads | undefined): Promise<number> {
  const { games, maxMoves, chosen, format, replaying } = run;
  const loaded = loadGameContent(values.content ?? DEFAULT_CONTENT_ROOT, [module]);
  // Read once the content is: the load average above still counts a run of ours that just ended.
  if (games > 1) started?.loadIfFree();
  const entry = loaded.games.find((g) => g.module.id === module.id);
  if (!entry) {
    for (const error of loaded.errors) process.stderr.write(`${formatContentError(error)}\n`);
    process.stderr.write(`tablewright simulate: the content of ${module.id} has errors (above); fix them first\n`);
    return 1;
  }

  const counts = countsToPlay(module, entry.content, run.numPlayers, chosen);
  if (replaying !== undefined && counts[0].setups.length > 1) {
    throw new UsageError(`--game-seed replays one game: choose its setup, e.g. --option ${setupLabel(counts[0].setups[0])}`);
  }
  const runSeed = replaying ?? values.seed ?? randomBytes(4).toString('hex');
  if (run.sweep) {
    const contentRoot = values.content ?? DEFAULT_CONTENT_ROOT;
    return simulateSweep({ module, contentRoot, spec: run.sweep, counts, games, runSeed, maxMoves, workers: run.workers, format, report: values.report }, started);
  }
  if (values.compare !== undefined) {
    const dir = values.content ?? DEFAULT_CONTENT_ROOT;
    const content = { dir, label: values.content ?? 'content', loaded: entry.content };
    return simulateCompare({ module, content, compare: values.compare, counts, games, runSeed, maxMoves: run.maxMoves, workers: run.workers, format, report: values.report }, started);
  }
  const prepared = prepareGame(module, entry.content);
  const reports: SimulationReport[] = [];
  if (run.numPlayers === undefined && format === 'text') {
    process.stdout.write(`No --players given: every count ${module.id} seats, ${listCounts(counts)} players, ${games} games each, seed ${runSeed}.\n\n`);
  }
  for (const { numPlayers, setups } of counts) {
    const config = { prepared, numPlayers, setups, seeds: replaying === undefined ? gameSeeds(runSeed, games) : [replaying], runSeed, maxMoves };
    const report = { ...(await runSimulationOnWorkers(config, { gameId: module.id }, run.workers, started)), ...(values.content === undefined ? {} : { content: values.content }) };
    locateRunaways([report.failure, ...report.failedGames.first], entry.content, entry.sources);
    reports.push(report);
    if (format === 'text') process.stdout.write(`${reports.length > 1 ? '\n' : ''}${formatReportText(report)}`);
  }
  if (run.numPlayers === undefined && format === 'text') process.stdout.write(formatCountSummary(reports));
  if (format === 'json') process.stdout.write(run.numPlayers === undefined ? `[\n${reports.map((r) => formatReportJson(r).trimEnd()).join(',\n')}\n]\n` : formatReportJson(reports[0]));
  if (values.report !== undefined) {
    // Loaded only for a report: ECharts takes seconds to import.
    const { writeHtmlReport } = await import('../report/write-html-report.ts');
    const reportFile = values.report;
    const everyCount = reports.length > 1 ? { rows: countRows(reports), pageOf: (players: number) => basename(perCountFile(reportFile, players)) } : undefined;
    for (const report of reports) {
      const file = everyCount ? perCountFile(reportFile, report.players) : reportFile;
      writeHtmlReport(file, report, { module, content: values.content, replaying: replaying !== undefined, everyCount });
    }
  }
  return reports.some((r) => r.failure || r.failedGames.count > 0) ? 1 : 0;
}

/** The one --sweep given, read; two would be a grid, which is not played. */
function readSweep(given: string[] | undefined, compare: string | undefined, replaying: string | undefined): SweepSpec | undefined {
  if (!given) return undefined;
  if (given.length > 1) throw new UsageError('give one --sweep: two would play every pair of values (a grid), which simulate does not do; sweep one field, then the other');
  if (compare !== undefined) throw new UsageError('--sweep and --compare each play the content more than once: give one of them');
  if (replaying !== undefined) throw new UsageError('--sweep plays a run per value: leave out --game-seed');
  try {
    return parseSweep(given[0]);
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

export async function runSimulate(args: string[]): Promise<number> {
  const { values, positionals } = parse(args);
  const [name, ...extra] = positionals;
  const module = await findGame(name, extra);
  const format = oneOf('format', values.format, ['text', 'json'], 'text');
  if (values.report !== undefined) checkReportPath(values.report);
  const replaying = values['game-seed'];
  if (replaying !== undefined && (values.games !== undefined || values.seed !== undefined)) {
    throw new UsageError('--game-seed replays one game: leave out --games and --seed');
  }
  if (replaying !== undefined && values.compare !== undefined) throw new UsageError('--compare plays a run on two contents: leave out --game-seed');
  if (replaying !== undefined && values.players === undefined) throw new UsageError('--game-seed replays one game: give its --players, as its reproduce line does');
  const sweep = readSweep(values.sweep, values.compare, replaying);
  const numPlayers = values.players === undefined ? undefined : wholeNumber('players', values.players, { min: 1 });
  const games = wholeNumber('games', values.games, { min: 1, fallback: replaying === undefined ? undefined : 1 });
  const maxMoves = wholeNumber('max-moves', values['max-moves'], { min: 1, fallback: DEFAULT_MAX_MOVES });
  const workers = wholeNumberOr('workers', values.workers, 'auto', { min: 1 });
  const chosen = parseOptions(values.option);
  // Loaded while the content is read, when a core is likely free: a run of one game needs none.
  const threads = startSimulationThreads(workers === 'auto' ? workers : Math.min(workers, games), { gameId: module.id }, { early: games > 1 && coreLikelyFree() });
  try {
    return await simulateLoaded(module, values, { numPlayers, games, maxMoves, workers, chosen, format, replaying, sweep }, threads);
  } finally {
    await threads.destroy();
  }
}
