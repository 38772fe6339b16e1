// `npm run bench:ab -- --base REV --game ID`: this tree's simulator against the same simulator at
// another git revision, in one process, on the same seeds, the two alternating round after round.
// On the shared 2-core machine a benchmark's figure moves by a fifth from one minute to the next;
// two trees timed side by side in one process share that drift, so a cut of 5-10% shows as a ratio
// steady across rounds where two runs minutes apart could not tell it (docs/simulator.md).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { positiveNumber, readBenchArgs } from './bench-args.ts';
import { gamesDigest, type PlayedGame } from './game-digest.ts';
import { ratioRange } from './ratio-range.ts';

const USAGE = `npm run bench:ab -- --base REV --game ID [options]: whole simulated games (bots, engine, invariants) of this tree against git revision REV, in one process, alternating
  --base REV     the revision to compare with (a commit, a branch, HEAD~1); checked out in a temporary worktree, removed after
  --game ID      a shipped game
  --players N    the player count (default: the game's smallest)
  --games N      games a round (default 200)
  --rounds N     timed rounds a side, alternating (default 8, after one untimed round each)
  --seed S       the games' seed (default ab)`;

interface Options {
  base: string;
  game: string;
  players?: number;
  games: number;
  rounds: number;
  seed: string;
}

function read(args: string[]): Options {
  const values: Record<string, string> = {};
  for (let i = 0; i < args.length; i++) {
    const name = args[i].startsWith('--') ? args[i].slice(2) : undefined;
    if (!name || !['base', 'game', 'players', 'games', 'rounds', 'seed'].includes(name)) throw new Error(`unknown option '${args[i]}'`);
    const value = args[++i];
    if (value === undefined || value.startsWith('--')) throw new Error(`--${name} takes a value`);
    values[name] = value;
  }
  if (values.base === undefined) throw new Error('--base names the revision to compare with');
  if (values.game === undefined) throw new Error('--game names a shipped game');
  return {
    base: values.base,
    game: values.game,
    players: values.players === undefined ? undefined : positiveNumber('players', values.players, 0),
    games: positiveNumber('games', values.games, 200),
    rounds: positiveNumber('rounds', values.rounds, 8),
    seed: values.seed ?? 'ab',
  };
}

/** One tree's simulator: its game module, content and game player, imported from `root`. */
async function simulatorAt(root: string, game: string) {
  const at = (path: string) => import(pathToFileURL(join(root, path)).href);
  const { importShippedGame } = await at('games/shipped-game.ts');
  const { loadGameContent } = await at('games/kit/content/load-game-content.ts');
  const { prepareGame, playGame } = await at('games/kit/simulate/play-game.ts');
  const module = await importShippedGame(game);
  if (!module) throw new Error(`unknown game ${game}`);
  const loaded = loadGameContent(join(root, 'content'), [module]);
  if (loaded.errors.length > 0) throw new Error(`${root}: the content of ${game} has errors`);
  return { module, prepared: prepareGame(module, loaded.games[0].content), playGame };
}

type Simulator = Awaited<ReturnType<typeof simulatorAt>>;

/** Plays the seeds once: µs a move of wall time, and the games' digest. */
function round(sim: Simulator, seeds: readonly string[], numPlayers: number): { us: number; digest: string } {
  const played: PlayedGame[] = [];
  let moves = 0;
  const started = process.hrtime.bigint();
  for (const seed of seeds) {
    const record = sim.playGame(sim.prepared, { numPlayers, setupData: {}, seed, maxMoves: 5000 });
    moves += record.moves.length;
    played.push({ moves: record.moves, gameover: record.gameover ?? record.failure?.kind });
  }
  const us = Number(process.hrtime.bigint() - started) / 1000 / Math.max(1, moves);
  return { us, digest: gamesDigest(played) };
}

async function main(options: Options): Promise<void> {
  const here = resolve(import.meta.dirname, '../..');
  const ours = await simulatorAt(here, options.game).catch((error: Error) => {
    process.stderr.write(`${error.message}\n${USAGE}\n`);
    process.exit(2);
  });
  let commit = '';
  try {
    commit = execFileSync('git', ['rev-parse', '--verify', `${options.base}^{commit}`], { cwd: here, stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
  } catch {
    process.stderr.write(`--base ${options.base} is no revision of this repository\n${USAGE}\n`);
    process.exit(2);
  }
  const dir = mkdtempSync(join(tmpdir(), 'tablewright-ab-'));
  const base = join(dir, 'base');
  const git = (...args: string[]) => execFileSync('git', args, { cwd: here, stdio: ['ignore', 'pipe', 'pipe'] }).toString().trim();
  const stop = () => {
    try {
      git('worktree', 'remove', '--force', base);
    } catch {
      // Not made yet, or gone already: the folder goes below either way.
    }
    rmSync(dir, { recursive: true, force: true });
  };
  process.once('SIGINT', () => {
    stop();
    process.exit(130);
  });
  try {
    git('worktree', 'add', '--detach', base, commit);
    symlinkSync(join(here, 'node_modules'), join(base, 'node_modules'));
    const theirs = await simulatorAt(base, options.game);
    const numPlayers = options.players ?? ours.prepared.game.minPlayers ?? 2;
    const seeds = Array.from({ length: options.games }, (_, i) => `${options.seed}-${i}`);
    const timed = (sim: Simulator) => round(sim, seeds, numPlayers);
    const first = [timed(theirs), timed(ours)];
    const rows: { base: number; here: number }[] = [];
    for (let r = 0; r < options.rounds; r++) rows.push({ base: timed(theirs).us, here: timed(ours).us });
    console.log(`${options.game} at ${numPlayers} players, ${options.games} games a round; base ${options.base} (${commit.slice(0, 8)}) against this tree`);
    console.log(`games: ${first[0].digest === first[1].digest ? `identical (digest ${first[1].digest})` : `DIFFERENT (base ${first[0].digest}, here ${first[1].digest}): the trees play other games, so the times compare other work`}`);
    console.log('round  base µs/move  here µs/move  here / base');
    rows.forEach((row, i) => console.log(`${String(i + 1).padStart(5)}  ${row.base.toFixed(2).padStart(12)}  ${row.here.toFixed(2).padStart(12)}  ${(row.here / row.base).toFixed(3).padStart(11)}`));
    console.log(`here / base: ${ratioRange(rows.map((row) => row.here / row.base)).text}, median of ${options.rounds} interleaved rounds (below 1: this tree is faster)`);
  } finally {
    stop();
  }
}

await main(readBenchArgs(USAGE, read));
