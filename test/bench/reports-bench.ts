// `npm run bench:reports -- [--game ID]... [--players N] [--base REV]`: the balance report as a
// designer runs it (`tablewright simulate G --games 2000 --players P`, a fresh process each, its
// threads as `--workers auto` picks them), timed at every player count of each game, against
// issue 40's goal of 10 s on this 2-core machine. With --base, the same rows of another revision
// run alternately with this tree's, and the two reports are compared but for their speed: a
// change that should only be quicker must leave every figure as it was.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadGames } from '../../games/kit/content/load-content.ts';
import { everyCount } from '../../games/kit/simulate/player-counts.ts';
import { HERE, withBaseWorktree } from './base-worktree.ts';
import { readBenchArgs } from './bench-args.ts';
import { readReportsOptions, USAGE, type ReportsOptions } from './reports-bench-options.ts';

interface Timed {
  wall: number;
  cpu: number;
  threads: number;
  /** The report but for its speed: equal on both sides when the trees play the same games. */
  figures: string;
}

// Loaded with --import into the report's process: its CPU time, every thread's, written as it exits.
const CPU_AT_EXIT = `data:text/javascript,${encodeURIComponent("import { writeFileSync } from 'node:fs'; process.on('exit', () => { const u = process.cpuUsage(); writeFileSync(process.env.TW_CPU_FILE, String((u.user + u.system) / 1e6)); });")}`;

/** One report, run from `root` as a designer would, wall and CPU seconds. */
function report(root: string, game: string, players: number, games: number, scratch: string): Promise<Timed> {
  const cpuFile = join(scratch, 'cpu');
  rmSync(cpuFile, { force: true });
  const args = ['--import', CPU_AT_EXIT, 'bin/tablewright.mjs', 'simulate', game, '--games', String(games), '--players', String(players), '--seed', 'report', '--format', 'json'];
  const started = performance.now();
  const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, TW_CPU_FILE: cpuFile }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
  return new Promise((resolve, reject) => {
    child.on('close', (code) => {
      const wall = (performance.now() - started) / 1000;
      if (code !== 0 || !existsSync(cpuFile)) return reject(new Error(`simulate ${game} --players ${players} in ${root} exited ${code}: ${stderr.trim().split('\n').slice(0, 5).join('\n')}`));
      const { speed, ...figures } = JSON.parse(stdout) as { speed: { threads: { count: number } } };
      resolve({ wall, cpu: Number(readFileSync(cpuFile, 'utf8')), threads: speed.threads.count, figures: JSON.stringify(figures) });
    });
  });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
const seconds = (xs: number[]) => (xs.length === 1 ? xs[0].toFixed(2) : `${median(xs).toFixed(2)} (${Math.min(...xs).toFixed(2)}-${Math.max(...xs).toFixed(2)})`);

/** Each game's player counts, as \`simulate\` without --players plays them (this tree's content). */
function countsOf(games: string[]): Map<string, number[]> {
  const { games: loaded } = loadGames(join(HERE, 'content'));
  const counts = new Map<string, number[]>();
  for (const { module, content } of loaded) {
    if (!games.includes(module.id)) continue;
    const every = everyCount(module.createGame(content), module.setupOptions(content), {});
    counts.set(module.id, 'error' in every ? [] : every.map((c) => c.numPlayers));
  }
  return counts;
}

async function run(options: ReportsOptions, base?: { name: string; root: string }): Promise<void> {
  const scratch = mkdtempSync(join(tmpdir(), 'tablewright-reports-'));
  try {
    // Each tree's first command builds its CLI (bin/cli-build.mjs): --help, untimed, builds it and plays nothing.
    const counts = countsOf(options.games);
    const rows = options.games.flatMap((game) => (options.players ? [options.players] : (counts.get(game) ?? [])).map((players) => ({ game, players })));
    for (const root of [HERE, ...(base ? [base.root] : [])]) execFileSync(process.execPath, ['bin/tablewright.mjs', '--help'], { cwd: root, stdio: 'ignore' });
    const load = () => loadavg()[0].toFixed(1);
    console.log(`bench:reports: ${options.reportGames} games a report, ${options.rounds} a row and side${base ? `, alternating with ${base.name}` : ''}; goal ${options.goal} s; load ${load()} at the start`);
    const line = (cells: string[]) => console.log(`| ${cells.join(' | ')} |`);
    const head = ['game', 'players', 'threads', 'wall s', 'CPU s', 'goal', ...(base ? ['base wall s', 'base CPU s', 'here / base (wall, CPU)', 'reports'] : [])];
    line(head);
    line(head.map(() => '---'));
    for (const { game, players } of rows) {
      const here: Timed[] = [];
      const theirs: Timed[] = [];
      for (let r = 0; r < options.rounds; r++) {
        if (base) theirs.push(await report(base.root, game, players, options.reportGames, scratch));
        here.push(await report(HERE, game, players, options.reportGames, scratch));
      }
      const wall = here.map((t) => t.wall);
      const row = [game, String(players), String(here[0].threads), seconds(wall), seconds(here.map((t) => t.cpu)), median(wall) < options.goal ? 'under' : 'OVER'];
      if (base) {
        const same = [...theirs, ...here].every((t) => t.figures === here[0].figures);
        const ratio = (of: (t: Timed) => number) => (median(here.map(of)) / median(theirs.map(of))).toFixed(2);
        row.push(seconds(theirs.map((t) => t.wall)), seconds(theirs.map((t) => t.cpu)), `${ratio((t) => t.wall)}, ${ratio((t) => t.cpu)}`, same ? 'identical' : 'DIFFERENT');
      }
      line(row);
    }
    console.log(`load ${load()} at the end`);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

const options = readBenchArgs(USAGE, readReportsOptions);
if (options.base === undefined) await run(options);
else await withBaseWorktree(options.base, USAGE, (root, commit) => run(options, { name: `${options.base} (${commit.slice(0, 8)}, checked out in ${root})`, root }));
