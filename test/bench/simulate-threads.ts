// `--workers 1`, `--workers 2` and `--workers auto` of `tablewright simulate`, interleaved round
// by round, with and without a busy loop on another core: wall and CPU time of each command
// (start-up included), as ranges over the rounds, and the threads auto chose.
//
//   node --import ./bin/typescript.mjs test/bench/simulate-threads.ts [--rounds R] [--load] ROW...
//   ROW = game:players:games, e.g. robots:2:400 three-laws:4:300
import { spawn, spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({ options: { rounds: { type: 'string' }, load: { type: 'boolean' } }, allowPositionals: true });
const rounds = Number(values.rounds ?? 2);
const MODES = ['1', '2', 'auto'];

interface Timing {
  wall: number;
  cpu: number;
  threads: string;
}

function timed(game: string, players: string, games: string, workers: string): Timing {
  const args = ['-f', '%e %U %S', 'node', 'bin/tablewright.mjs', 'simulate', game, '--players', players, '--games', games, '--seed', 'threads', '--workers', workers, '--format', 'json'];
  const run = spawnSync('/usr/bin/time', args, { encoding: 'utf8', maxBuffer: 1 << 28 });
  const [wall, user, system] = run.stderr.trim().split('\n').at(-1)!.split(' ').map(Number);
  const threads = JSON.parse(run.stdout).speed.threads;
  return { wall, cpu: user + system, threads: `${threads.count} (${threads.why})` };
}

const range = (xs: number[]) => `${Math.min(...xs).toFixed(2)}-${Math.max(...xs).toFixed(2)}`;

// A loop of arithmetic holds one core for as long as the bench runs; it is ended by its own pid.
const load = values.load ? spawn('node', ['-e', 'for(;;){}'], { stdio: 'ignore' }) : undefined;
try {
  console.log(`simulate-threads: ${rounds} rounds, ${load ? 'a busy loop on one core' : 'no added load'}, load average ${loadavg().map((n) => n.toFixed(2)).join(' ')} at the start`);
  for (const row of positionals) {
    const [game, players, games] = row.split(':');
    const seen = new Map<string, Timing[]>(MODES.map((m) => [m, []]));
    for (let round = 0; round < rounds; round++) for (const mode of MODES) seen.get(mode)!.push(timed(game, players, games, mode));
    for (const [mode, timings] of seen) {
      const wall = range(timings.map((t) => t.wall));
      const cpu = range(timings.map((t) => t.cpu));
      console.log(`${game} ${players}p ${games} games, --workers ${mode.padEnd(4)}  wall ${wall} s  cpu ${cpu} s  threads: ${[...new Set(timings.map((t) => t.threads))].join('; ')}`);
    }
  }
  console.log(`load average ${loadavg().map((n) => n.toFixed(2)).join(' ')} at the end`);
} finally {
  load?.kill();
}
