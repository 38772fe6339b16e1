// `npm run bench:move-costs -- [--moves N] [--seed S] [--game ID ...] [--players N] [--clock wall|cpu]`: where a simulated
// move's time goes, for every shipped game at its smallest and largest table, one core,
// production: the bots picking it (their views included), the engine playing it (the game's
// own move code included), the invariants checking it. Each row plays whole games until it has
// played N moves (20,000 unless told), in a process of its own, as `tablewright simulate` plays
// one game per run: in one process the later games would run on code the earlier ones left
// unoptimised. Figures for people, not a timed test; the clock reads add about a microsecond.
// The budget of a bot's pick is the engine step it asks for: bots that choose a move should cost
// less than the rules that play it. `pick / step` over 1 is marked `over`; a second table holds
// each decision to the same budget: every move the bots chose, its pick against its step
// (decision-costs.ts), so a row over its budget names the decision that is. The last column is a
// digest of the games played (game-digest.ts): a cut to a bot or the engine that must not change
// what is played leaves it as it was. `--clock cpu` times each part by the process's CPU time
// (user + system) rather than the wall clock: on a machine busy with other work the wall clock
// counts the time other programs held the core; each CPU clock read costs about 1.8 µs here, so
// the views inside a pick are not timed apart then.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs, promisify } from 'node:util';
import type { State } from 'boardgame.io';
import { InitializeGame } from 'boardgame.io/internal';
import { gameModules } from '../../games/registry.ts';
import { loadGames } from '../../games/kit/content/load-content.ts';
import { actionOf, nextAction, prepareGame, type MoveRecord } from '../../games/kit/simulate/play-game.ts';
import { DEFAULT_MAX_MOVES, gameOptions } from '../../games/kit/simulate/run-simulation.ts';
import { botRng, gameSeed } from '../../games/kit/simulate/seeds.ts';
import { resolveSetups } from '../../games/kit/simulate/setup-choices.ts';
import { TYPESCRIPT } from './bench-child-support.ts';
import { DecisionCosts, tableLines } from './decision-costs.ts';
import { gamesDigest, type PlayedGame } from './game-digest.ts';
import { positiveNumber, readBenchArgs } from './bench-args.ts';

const USAGE = `npm run bench:move-costs -- [options]: where a simulated move's time goes, per game and table size
  --game ID        a shipped game (repeat for several; every game unless given), at its smallest and largest table
  --players N      one row, printed as JSON: the first --game at N seats (each row of the table runs so, in a process of its own)
  --moves N        moves per row, whole games until reached (default 20000)
  --seed S         the games' seed (default bench)
  --clock cpu      time by the process's CPU time, for a machine busy with other work (default wall)
Columns: pick (the bots choosing, views included), step (the engine, the game's move code included),
invariants, pick / step (over 1 marks a bot costing more than the rules it plays), a digest of the games played.
Then per decision: each move the bots chose, how many a game, the pick of one against its step.`;
const values = readBenchArgs(USAGE, (args) => {
  const { values: given } = parseArgs({
    args,
    options: { moves: { type: 'string' }, seed: { type: 'string' }, game: { type: 'string', multiple: true }, players: { type: 'string' }, clock: { type: 'string' } },
  });
  if (given.clock !== undefined && given.clock !== 'wall' && given.clock !== 'cpu') throw new Error(`--clock is wall or cpu, not '${given.clock}'`);
  const known = gameModules.map((m) => m.id);
  const unknown = (given.game ?? []).filter((id) => !known.includes(id));
  if (unknown.length > 0) throw new Error(`unknown game ${unknown.join(', ')}; the games: ${known.join(', ')}`);
  if (given.players !== undefined && given.game === undefined) throw new Error('--players measures one row: name its --game');
  return { ...given, moves: Math.round(positiveNumber('moves', given.moves, 20_000)), players: given.players === undefined ? undefined : Math.round(positiveNumber('players', given.players, 0)) };
});
const seed = values.seed ?? 'bench';
const targetMoves = values.moves;
const clock = values.clock ?? 'wall';
const cpuNow = (): bigint => {
  const { user, system } = process.cpuUsage();
  return BigInt(user + system) * 1000n;
};
const now = clock === 'cpu' ? cpuNow : process.hrtime.bigint;
const HEADER = ['game', 'players', 'games', 'moves', 'views/move', 'pick µs', 'of which views', 'step µs', 'invariants µs', 'pick / step', 'digest'];
const DECISIONS_HEADER = ['game', 'players', 'decision', 'a game', 'pick µs', 'step µs', 'pick / step'];

interface Measured {
  row: string[];
  /** DecisionCosts.rows of the row's games. */
  decisions: string[][];
}

/** One row, in this process: games of one game at one table until `targetMoves` moves are played. */
function measureRow(id: string, numPlayers: number): Measured {
  const { games: loaded } = loadGames(fileURLToPath(new URL('../../content/', import.meta.url)), gameModules.filter((m) => m.id === id));
  const { module, content } = loaded[0];
  const prepared = prepareGame(module, content);
  const ownView = prepared.game.playerView!;
  const spent = { pick: 0n, view: 0n, step: 0n, invariants: 0n };
  /** What the last timed part took. */
  let took = 0n;
  const timed = <T>(part: keyof typeof spent, work: () => T): T => {
    const started = now();
    const result = work();
    took = now() - started;
    spent[part] += took;
    return result;
  };
  const decisions = new DecisionCosts();
  let views = 0;
  // A CPU clock read inside the pick for every view would count as the bots' time: the views are only counted then.
  prepared.game.playerView = (args) => {
    views++;
    return clock === 'cpu' ? ownView(args) : timed('view', () => ownView(args));
  };
  const resolved = resolveSetups(module.setupOptions(content), {}, numPlayers);
  if ('error' in resolved) throw new Error(resolved.error);
  const run = { numPlayers, setups: resolved.setups, maxMoves: DEFAULT_MAX_MOVES };
  let moves = 0;
  let games = 0;
  const played: PlayedGame[] = [];
  for (; moves < targetMoves; games++) {
    const options = gameOptions(run, games, gameSeed(seed, games));
    const rng = botRng(options.seed);
    let state: State = InitializeGame({ game: { ...prepared.game, seed: options.seed }, numPlayers, setupData: options.setupData });
    const game: PlayedGame & { moves: MoveRecord[] } = { moves: [] };
    for (; state.ctx.gameover === undefined; moves++) {
      if (game.moves.length === options.maxMoves) throw new Error(`${id}: game ${games} passed the move cap`);
      const action = timed('pick', () => nextAction(prepared, state, rng));
      if (!action) throw new Error(`${id}: no legal move in game ${games}`);
      const picked = took;
      game.moves.push(action);
      const result = timed('step', () => prepared.step(state, actionOf(action)));
      decisions.add(action.move, picked, took);
      if ('rejected' in result) throw new Error(`${id}: ${action.move} rejected (${result.rejected})`);
      state = result.state;
      timed('invariants', () => module.invariants(state.G, state.ctx, content));
    }
    played.push({ moves: game.moves, gameover: state.ctx.gameover });
  }
  const perMove = (ns: bigint) => (Number(ns) / 1000 / moves).toFixed(1);
  const budget = Number(spent.pick) / Number(spent.step);
  const overBudget = `${budget.toFixed(2)}${budget > 1 ? ' over' : ''}`;
  const row = [id, String(numPlayers), String(games), String(moves), (views / moves).toFixed(1), perMove(spent.pick), clock === 'cpu' ? '-' : perMove(spent.view), perMove(spent.step), perMove(spent.invariants), overBudget, gamesDigest(played)];
  return { row, decisions: decisions.rows(games) };
}

if (values.players) {
  process.stdout.write(`${JSON.stringify(measureRow(values.game![0], values.players))}\n`);
} else {
  const run = promisify(execFile);
  const rows = [HEADER];
  const decisionRows = [DECISIONS_HEADER];
  for (const module of gameModules.filter((m) => !values.game || values.game.includes(m.id))) {
    const { games: loaded } = loadGames(fileURLToPath(new URL('../../content/', import.meta.url)), [module]);
    const game = module.createGame(loaded[0].content);
    for (const players of new Set([game.minPlayers ?? 2, game.maxPlayers ?? 2])) {
      const args = ['--import', TYPESCRIPT, fileURLToPath(import.meta.url), '--game', module.id, '--players', String(players), '--moves', String(targetMoves), '--seed', seed, '--clock', clock];
      const { stdout } = await run(process.execPath, args, { env: { ...process.env, NODE_ENV: 'production' } });
      const measured = JSON.parse(stdout.trim().split('\n').at(-1)!) as Measured;
      rows.push(measured.row);
      decisionRows.push(...measured.decisions.map((decision) => [module.id, String(players), ...decision]));
    }
  }
  for (const line of tableLines(rows)) console.log(line);
  console.log('\nper decision: the move the bots chose, how many a game, the bots picking one against the engine playing it');
  for (const line of tableLines(decisionRows)) console.log(line);
  console.log(`\nmicroseconds per move (${clock === 'cpu' ? 'CPU time' : 'wall clock'}), one core, production, seed ${seed}, about ${targetMoves} moves a row, Node ${process.version}`);
  console.log('budget: a pick should cost no more than the step it asks for (pick / step at most 1; over marks a row, or a decision, past it)');
}
