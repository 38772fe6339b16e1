import { execFileSync } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import postgres from 'postgres';
import { startThrowawayPostgres } from '../../support/throwaway-postgres.ts';
import { startThrowawayRedis } from '../../support/throwaway-redis.ts';
import { benchGames, type BenchGame } from '../server-bench/bench-game.ts';
import { median, summarize, type RampResult } from '../server-bench/figures.ts';
import { LiveTable, Tally } from '../server-bench/live-table.ts';
import { killEveryChild, ServerChild } from '../server-bench/server-child.ts';
import { clusterRamp, type ClusterRampStep } from './cluster-ramp.ts';
import { cpuOfProcesses } from '../process-cpu.ts';

interface Setup {
  name: string;
  processes: number;
  store: 'sqlite' | 'postgres' | 'postgres+redis';
}

const SETUPS: Setup[] = [
  { name: 'SQLite, 1 process', processes: 1, store: 'sqlite' },
  { name: 'PostgreSQL, 1 process', processes: 1, store: 'postgres' },
  { name: 'PostgreSQL + Redis, 2 processes', processes: 2, store: 'postgres+redis' },
  { name: 'PostgreSQL + Redis, 3 processes', processes: 3, store: 'postgres+redis' },
];

interface Figures {
  setup: Setup;
  movesPerSecond: number;
  p50: number;
  p99: number;
  lost: number;
  /** CPU a move in the server processes, and in PostgreSQL and Redis together, ms. */
  serverCpu: number;
  dataCpu: number;
  /** The load generator's CPU over the window, share of one core. */
  loadCore: number;
  /** With `--ramp`: the live matches held at about a move a second each. */
  ramp?: RampResult & { top?: ClusterRampStep };
}

const { values } = parseArgs({
  options: {
    game: { type: 'string' },
    matches: { type: 'string' },
    seconds: { type: 'string' },
    'warm-up': { type: 'string' },
    rounds: { type: 'string' },
    ramp: { type: 'string' },
    'p99-limit': { type: 'string' },
  },
});
const game = values.game ?? 'robots';
const matches = Number(values.matches ?? 60);
const seconds = Number(values.seconds ?? 8);
const warmUp = Number(values['warm-up'] ?? 3);
const rounds = Number(values.rounds ?? 1);
const maxLive = Number(values.ramp ?? 0);
const p99LimitMs = Number(values['p99-limit'] ?? 100);

const postgresUid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
// Redis names its process after its address once it runs: "redis-server 127.0.0.1:PORT".
const dataCpu = (redisPort: number) => cpuOfProcesses((uid, cmdline) => uid === postgresUid || (cmdline.includes('redis-server') && cmdline.includes(`:${redisPort}`)));

async function measure(setup: Setup, bench: BenchGame, pgUrl: string, redisUrl: string, redisPort: number): Promise<Figures> {
  const storeArgs = setup.store === 'sqlite' ? undefined : setup.store === 'postgres' ? [pgUrl] : [pgUrl, redisUrl];
  const servers: ServerChild[] = [];
  for (let i = 0; i < setup.processes; i++) servers.push(await ServerChild.start('ours', { nodeEnv: 'production', storeArgs }));
  const table = new LiveTable(
    servers.map((s) => s.url),
    bench,
    { thinkMs: 0, periodMs: 0, staggerMs: 0 },
    `cluster-bench-${bench.id}`,
  );
  try {
    await table.grow(matches);
    await sleep(warmUp * 1000);
    await table.addSpares(Math.ceil(matches / 2));
    const before = await Promise.all(servers.map((s) => s.usage()));
    const data = dataCpu(redisPort);
    const load = process.cpuUsage();
    const started = performance.now();
    const tally = (table.window = new Tally());
    await sleep(seconds * 1000);
    table.window = undefined;
    const elapsed = (performance.now() - started) / 1000;
    const after = await Promise.all(servers.map((s) => s.usage()));
    const dataMs = Math.max(0, dataCpu(redisPort) - data);
    const loadUsage = process.cpuUsage(load);
    const serverMs = after.reduce((sum, a, i) => sum + (a.cpu.user + a.cpu.system - before[i].cpu.user - before[i].cpu.system) / 1000, 0);
    const moves = tally.latencies.length;
    const latency = summarize(tally.latencies, tally.lost);
    await table.stop();
    const ramp = maxLive > 0 ? await rampOn(servers, setup) : undefined;
    return {
      setup,
      movesPerSecond: moves / elapsed,
      p50: latency.p50,
      p99: latency.p99,
      lost: tally.lost,
      serverCpu: serverMs / moves,
      dataCpu: dataMs / moves,
      loadCore: (loadUsage.user + loadUsage.system) / 1000 / (elapsed * 1000),
      ramp,
    };
  } finally {
    await table.stop();
    await Promise.all(servers.map((s) => s.stop()));
  }
}

async function rampOn(servers: ServerChild[], setup: Setup): Promise<Figures['ramp']> {
  const { steps, result } = await clusterRamp(
    servers.map((s) => s.url),
    bench,
    { maxLive, seconds, p99LimitMs },
    (step) => process.stderr.write(`  ${setup.name}: ${step.live} live, ${step.movesPerSecond.toFixed(0)} moves/s, p99 ${ms(step.p99)} ms\n`),
  );
  return { ...result, top: steps.findLast((s) => s.live === result.held) };
}

/** Every setup starts from an empty database and an empty Redis. */
async function emptyStores(pgUrl: string, redisPort: number): Promise<void> {
  const sql = postgres(pgUrl, { onnotice: () => undefined });
  await sql`DROP SCHEMA public CASCADE`;
  await sql`CREATE SCHEMA public`;
  await sql.end();
  execFileSync('redis-cli', ['-p', String(redisPort), 'FLUSHALL']);
}

const row = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(n < 10 ? 1 : 0) : 'lost');

const [bench] = benchGames([game]);
if (!bench) throw new Error(`cluster-bench: no shipped game '${game}'`);
const [pg, redis] = await Promise.all([startThrowawayPostgres(), startThrowawayRedis()]);
const results: Figures[] = [];
try {
  for (let round = 1; round <= rounds; round++) {
    for (const setup of SETUPS) {
      await emptyStores(pg.url, redis.port);
      const figures = await measure(setup, bench, pg.url, redis.url, redis.port);
      results.push(figures);
      process.stderr.write(`round ${round}, ${setup.name}: ${figures.movesPerSecond.toFixed(0)} moves/s, p99 ${ms(figures.p99)} ms\n`);
    }
  }
} finally {
  killEveryChild();
  await Promise.all([pg.stop(), redis.stop()]);
}

const of = (setup: Setup) => results.filter((r) => r.setup === setup);
const mid = (setup: Setup, pick: (f: Figures) => number) => median(of(setup).map(pick));
console.log(`\n${bench.module.title}, ${bench.numPlayers} players, ${matches} matches in a closed loop, seat i on process i; ${seconds} s windows, ${rounds} round(s), medians\n`);
console.log(row(['setup', 'moves/s', 'p50 ms', 'p99 ms', 'lost', 'server CPU ms/move', 'PostgreSQL + Redis CPU ms/move', 'load generator (cores)']));
console.log(row(['---', '---', '---', '---', '---', '---', '---', '---']));
for (const setup of SETUPS) {
  console.log(
    row([
      setup.name,
      mid(setup, (f) => f.movesPerSecond).toFixed(0),
      ms(mid(setup, (f) => f.p50)),
      ms(mid(setup, (f) => f.p99)),
      of(setup).reduce((sum, f) => sum + f.lost, 0),
      mid(setup, (f) => f.serverCpu).toFixed(2),
      mid(setup, (f) => f.dataCpu).toFixed(2),
      mid(setup, (f) => f.loadCore).toFixed(2),
    ]),
  );
}
if (maxLive > 0) {
  console.log(`\nLive ramp, about a move a second a match, held while p99 < ${p99LimitMs} ms, up to ${maxLive}; each round's\n`);
  console.log(row(['setup', 'live matches held', 'moves/s there', 'p99 ms there']));
  console.log(row(['---', '---', '---', '---']));
  for (const setup of SETUPS) {
    const ramps = of(setup).map((f) => f.ramp!);
    const held = ramps.map((r) => `${r.capped ? '≥' : ''}${r.held}`).join(' / ');
    console.log(row([setup.name, held, ramps.map((r) => (r.top ? r.top.movesPerSecond.toFixed(0) : '—')).join(' / '), ramps.map((r) => (r.top ? ms(r.top.p99) : '—')).join(' / ')]));
  }
}
const single = mid(SETUPS[1], (f) => f.movesPerSecond);
console.log(`\nScaling, moves/s over one process on PostgreSQL: 2 processes ${(mid(SETUPS[2], (f) => f.movesPerSecond) / single).toFixed(2)}x, 3 processes ${(mid(SETUPS[3], (f) => f.movesPerSecond) / single).toFixed(2)}x`);
