// `npx tsx test/bench/simulate-vs-bgio.ts [--seconds S | --games N] [--seed S] [--game ID ...]`:
// boardgame.io's own Simulate and our simulator side by side, in one run, on the same games and
// seeds with the same bots, for every shipped game at its smallest and largest table. Each side
// runs in a fresh process (NODE_ENV is read when boardgame.io and immer load):
//   bgio dev   Simulate as its users run it (NODE_ENV unset: development builds and checks)
//   bgio prod  Simulate with NODE_ENV=production, as our CLI runs
//   ours 1     tablewright simulate --workers 1 (NODE_ENV=production)
//   ours N     tablewright simulate on every core
// Figures for people, not a timed test. Both sides must play the same number of moves.
import { execFile } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs, promisify } from 'node:util';
import { gameModules } from '../../games/registry.ts';
import { loadGames } from '../../games/kit/content/load-content.ts';
import { TYPESCRIPT } from './bench-child-support.ts';

const { values } = parseArgs({ options: { seconds: { type: 'string' }, games: { type: 'string' }, seed: { type: 'string' }, game: { type: 'string', multiple: true } } });
const seed = values.seed ?? 'bench';
const secondsPerSide = Number(values.seconds ?? 10);
const workers = availableParallelism();
const sideScript = fileURLToPath(new URL('./simulate-vs-bgio-side.ts', import.meta.url));
const run = promisify(execFile);

interface SideResult {
  moves: number;
  failed: boolean;
  seconds: number;
}

async function side(args: string[], nodeEnv: string | undefined): Promise<SideResult> {
  const env = { ...process.env };
  if (nodeEnv === undefined) delete env.NODE_ENV;
  else env.NODE_ENV = nodeEnv;
  const { stdout } = await run(process.execPath, ['--import', TYPESCRIPT, sideScript, ...args], { env, maxBuffer: 1 << 26 });
  return JSON.parse(stdout.trim().split('\n').at(-1)!);
}

const MAX_GAMES = 50_000;

/**
 * As many games as our one-core simulator plays in the time budget. Measured on enough games
 * to take a second or more: ten games are mostly a cold start (code not yet optimised), which
 * made the budget's runs last a second or two, and thread start-up weigh on them.
 */
async function gamesForBudget(base: string[]): Promise<number> {
  if (values.games) return Number(values.games);
  let games = 10;
  let probe = await side([...base, '--side', 'ours', '--games', String(games), '--seed', `${seed}-probe`], 'production');
  while (probe.seconds < 1 && games < MAX_GAMES) {
    games = Math.min(MAX_GAMES, Math.ceil((games * 1.5) / Math.max(probe.seconds, 0.05)));
    probe = await side([...base, '--side', 'ours', '--games', String(games), '--seed', `${seed}-probe`], 'production');
  }
  return Math.max(10, Math.min(MAX_GAMES, Math.round((secondsPerSide * games) / probe.seconds)));
}

const { games: loaded } = loadGames(fileURLToPath(new URL('../../content/', import.meta.url)));
const chosen = values.game ?? gameModules.map((m) => m.id);
const rows = [['game', 'players', 'games', 'moves', 'bgio dev', 'bgio prod', 'ours 1', `ours ${workers}`, 'x dev', 'x prod', 'x 1 core']];
let mismatches = 0;
for (const { module, content } of loaded.filter((g) => chosen.includes(g.module.id))) {
  const game = module.createGame(content);
  const tables = [...new Set([game.minPlayers ?? 2, game.maxPlayers ?? 2])];
  for (const players of tables) {
    const base = ['--game', module.id, '--players', String(players)];
    const games = await gamesForBudget(base);
    const same = [...base, '--games', String(games), '--seed', seed];
    const bgioDev = await side([...same, '--side', 'bgio'], undefined);
    const bgioProd = await side([...same, '--side', 'bgio'], 'production');
    const oursOne = await side([...same, '--side', 'ours', '--workers', '1'], 'production');
    const oursAll = await side([...same, '--side', 'ours', '--workers', String(workers)], 'production');
    const sides = [bgioDev, bgioProd, oursOne, oursAll];
    if (new Set(sides.map((s) => s.moves)).size > 1 || sides.some((s) => s.failed)) mismatches++;
    const rate = (s: SideResult) => s.moves / s.seconds;
    rows.push([
      module.id,
      String(players),
      String(games),
      new Set(sides.map((s) => s.moves)).size > 1 ? sides.map((s) => s.moves).join('/') : String(oursOne.moves),
      ...sides.map((s) => rate(s).toFixed(0)),
      `${(rate(oursAll) / rate(bgioDev)).toFixed(2)}x`,
      `${(rate(oursAll) / rate(bgioProd)).toFixed(2)}x`,
      `${(rate(oursOne) / rate(bgioProd)).toFixed(2)}x`,
    ]);
    console.error(rows.at(-1)!.join('  '));
  }
}

const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
for (const row of rows) console.log(row.map((cell, i) => (i < 1 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  '));
console.log(`\nmoves/s; x dev = ours ${workers} / bgio dev, x prod = ours ${workers} / bgio prod, x 1 core = ours 1 / bgio prod`);
console.log(`about ${secondsPerSide} s of one-core play per side, seed ${seed}, Node ${process.version}, ${workers} cores`);
if (mismatches) console.log(`\n${mismatches} row(s) where the sides played different numbers of moves or a game failed`);
process.exitCode = mismatches ? 1 : 0;
