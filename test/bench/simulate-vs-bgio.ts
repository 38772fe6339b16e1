// `npm run bench:vs-bgio -- [--rounds N] [--seconds S | --games N] [--seed S] [--game ID ...] [--no-dev]`:
// our simulator and boardgame.io 0.50.2 side by side, for every shipped game at its smallest and
// largest table, on the same games (same seeds, same bots: boardgame.io's Simulate asks our
// picker with the same PRNG). Timed by CPU, not wall clock, so a busy machine slows the clock of
// neither side, and in interleaved rounds (ours, bgio, then bgio, ours...) so both meet the same
// load. Every side runs in a fresh process, in production unless said:
// Both game sides first play the same warm-up games (on other seeds, untimed), as many as our
// side plays until its code is warm (at most --warmup seconds): a balance report of thousands
// of games runs on warm code, and a few seconds of cold code timed mostly V8 compiling the bots.
//   ours       our simulator on one thread, bots and invariants included (simulate-vs-bgio-side.ts)
//   bgio       boardgame.io's Simulate, NODE_ENV=production
//   bgio dev   the same in development, as its users run it by default: once per row, for reference
//   lean step  our engine alone replaying the row's recorded games (engine-vs-reducer-side.ts)
//   reducer    boardgame.io's CreateGameReducer alone on the same actions from InitializeGame's states
// Every side reports a digest of every game's moves and end: a row whose sides differ is a bug,
// and the bench exits 1. Figures for people, not a timed test.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gameModules } from '../../games/registry.ts';
import { loadGames } from '../../games/kit/content/load-content.ts';
import { TYPESCRIPT } from './bench-child-support.ts';
import { ratioRange } from './ratio-range.ts';
import { readBenchArgs } from './bench-args.ts';
import { readVsBgioOptions, USAGE } from './simulate-vs-bgio-options.ts';

const values = readBenchArgs(USAGE, readVsBgioOptions);
const seed = values.seed ?? 'bench';
const { rounds, seconds, warmup } = values;
const GAME_SIDE = fileURLToPath(new URL('./simulate-vs-bgio-side.ts', import.meta.url));
const STEP_SIDE = fileURLToPath(new URL('./engine-vs-reducer-side.ts', import.meta.url));
const MAX_GAMES = 50_000;
const STEP_GOAL = 10;
const CORE_GOAL = 3;
const run = promisify(execFile);

interface SideResult {
  moves: number;
  cpuSeconds: number;
  digest: string;
  nodeEnv: string | null;
  games?: number;
  warmGames?: number;
  failed?: boolean;
  refused?: number;
}

async function side(script: string, args: string[], nodeEnv: string | undefined): Promise<SideResult> {
  const env = { ...process.env };
  if (nodeEnv === undefined) delete env.NODE_ENV;
  else env.NODE_ENV = nodeEnv;
  const { stdout } = await run(process.execPath, ['--import', TYPESCRIPT, script, ...args], { env, maxBuffer: 1 << 26 });
  return JSON.parse(stdout.trim().split('\n').at(-1)!);
}

function loadLine(): string {
  return `load ${loadavg().map((l) => l.toFixed(2)).join(' ')} (1, 5, 15 min), ${availableParallelism()} cores, Node ${process.version}`;
}

/**
 * The row's warm-up games (as many as our side plays until its code is warm, in `warmup` seconds
 * at most) and its timed games (as many as our side, warm, plays in `seconds`), from a probe on other seeds.
 */
async function rowSize(base: string[]): Promise<{ warmGames: number; games: number }> {
  const warming = warmup > 0 ? ['--warmup-until', String(warmup)] : [];
  const until = values.games ? [] : ['--until', String(Math.min(1, seconds / 2))];
  const probe = await side(GAME_SIDE, [...base, ...warming, '--side', 'ours', '--games', values.games ? '0' : String(MAX_GAMES), '--seed', `${seed}-probe`, ...until], 'production');
  const games = values.games ?? Math.max(10, Math.min(MAX_GAMES, Math.round((seconds * probe.games!) / probe.cpuSeconds)));
  return { warmGames: probe.warmGames ?? 0, games };
}

const rate = (s: SideResult) => s.moves / s.cpuSeconds;
const median = (xs: number[]) => ratioRange(xs).median;
const environments = new Map<string, Set<string>>();

/** Both comparisons of one row, in interleaved rounds; the row's cells and whether every side played the same games. */
async function measureRow(id: string, players: number): Promise<{ cells: string[]; identical: boolean }> {
  const base = ['--game', id, '--players', String(players)];
  const { warmGames, games } = await rowSize(base);
  const same = [...base, '--games', String(games), '--warmup', String(warmGames), '--seed', seed];
  const dir = mkdtempSync(join(tmpdir(), 'vs-bgio-'));
  const record = join(dir, 'games.json');
  const results: Record<string, SideResult[]> = { ours: [], bgio: [], lean: [], reducer: [], dev: [] };
  const note = (name: string, result: SideResult) => {
    results[name].push(result);
    environments.set(name, (environments.get(name) ?? new Set()).add(result.nodeEnv ?? 'unset'));
  };
  try {
    for (let round = 0; round < rounds; round++) {
      const flip = round % 2 === 1;
      for (const name of flip ? ['bgio', 'ours'] : ['ours', 'bgio']) {
        note(name, await side(GAME_SIDE, [...same, '--side', name, ...(round === 0 && name === 'ours' ? ['--record', record] : [])], 'production'));
      }
      for (const name of flip ? ['reducer', 'lean'] : ['lean', 'reducer']) {
        const engine = name === 'lean' ? 'lean' : 'bgio';
        note(name, await side(STEP_SIDE, ['--engine', engine, '--game', id, '--record', record, '--seconds', String(seconds / 2), '--warmup', String(Math.min(1, warmup))], 'production'));
      }
    }
    if (!values['no-dev']) note('dev', await side(GAME_SIDE, [...same, '--side', 'bgio'], undefined));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const all = Object.values(results).flat();
  const gameSides = [...results.ours, ...results.bgio, ...results.dev];
  const identical =
    new Set(all.map((r) => r.digest)).size === 1 && new Set(gameSides.map((r) => r.moves)).size === 1 && !all.some((r) => r.failed || r.refused);
  const perRound = (a: SideResult[], b: SideResult[]) => a.map((r, i) => rate(r) / rate(b[i]));
  const core = ratioRange(perRound(results.ours, results.bgio));
  const step = ratioRange(perRound(results.lean, results.reducer));
  const speed = (name: string) => (results[name].length ? median(results[name].map(rate)).toFixed(0) : '-');
  const met = (ratio: number, goal: number) => (ratio >= goal ? 'met' : 'not met');
  const moves = identical ? String(results.ours[0].moves) : [...new Set(all.map((r) => `${r.moves}:${r.digest}`))].join(' / ');
  const cells = [id, String(players), String(warmGames), String(games), moves, identical ? 'identical' : 'DIFFER', speed('ours'), speed('bgio'), speed('dev'), core.text, met(core.median, CORE_GOAL)];
  cells.push(speed('lean'), speed('reducer'), step.text, met(step.median, STEP_GOAL));
  return { cells, identical };
}

const startLine = `started ${new Date().toISOString()}, ${loadLine()}`;
console.log(startLine);
const { games: loaded } = loadGames(fileURLToPath(new URL('../../content/', import.meta.url)));
const chosen = values.game ?? gameModules.map((m) => m.id);
const header = ['game', 'players', 'warm-up', 'games', 'moves', 'results', 'ours mv/s', 'bgio mv/s', 'dev mv/s', 'x per core', `>=${CORE_GOAL}x`, 'step mv/s', 'reducer mv/s', 'x step', `>=${STEP_GOAL}x`];
const rows = [header];
let differing = 0;
for (const { module, content } of loaded.filter((g) => chosen.includes(g.module.id))) {
  const game = module.createGame(content);
  for (const players of new Set([game.minPlayers ?? 2, game.maxPlayers ?? 2])) {
    const { cells, identical } = await measureRow(module.id, players);
    if (!identical) differing++;
    rows.push(cells);
    console.error(`${cells.join('  ')}  [${loadLine()}]`);
  }
}

const widths = header.map((_, i) => Math.max(...rows.map((row) => row[i].length)));
for (const row of rows) console.log(row.map((cell, i) => (i < 1 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  '));
console.log(`\nmoves per CPU second, medians of ${rounds} interleaved rounds; x per core = ours / bgio (production) per round, median (range); x step = lean step / reducer`);
console.log(`NODE_ENV: ${[...environments].map(([name, envs]) => `${name} ${[...envs].join('/')}`).join(', ')}; seed ${seed}, about ${seconds} s of our CPU per side after warm-up games (until warm, ${warmup} s at most)`);
console.log(startLine);
console.log(`ended ${new Date().toISOString()}, ${loadLine()}`);
if (differing) console.log(`\n${differing} row(s) where the sides did not play the same games to the same ends: a bug`);
process.exitCode = differing ? 1 : 0;
