// `npm run bench:attack -- [--phase-seconds N] [--only NAME,...] [--cpu-prof DIR]`
//
// Availability under attack. Starts the real server in a child process (127.0.0.1, temporary
// SQLite store), keeps a victim table of six boardgame.io clients playing Are You A Robot?
// (Extended) from 127.0.0.1, one move every 300 ms, and polls /health twice a second. Then,
// after a quiet baseline, runs each attack phase for N seconds (default 15; about 3 minutes in
// all) from 127.0.0.2, in a separate process, with 2 s to settle between phases. The phases,
// for --only: play-again-huge, namespace-repeat, many-headers, binary-attachments, sync-flood,
// chat-flood, create-and-list, chunked-join, long-log-syncs, big-packets (test/bench/attack/phases/).
// --cpu-prof DIR: the server writes a V8 CPU profile there when it stops.
//
// Prints for each phase the victim's move latency (send → every client holds the new state)
// p50/p95/p99/max and moves done (a few dozen a phase: p99 is close to the max), the server's
// peak RSS (sampled every 100 ms) and longest event-loop stall, /health answers ok/failed and
// the slowest, and what the attacker got through; then a summary table and PASS/FAIL per phase
// against: victim p99 < 100 ms with no move lost and every match set up, RSS < 300 MB, /health
// 200 throughout.
// Exits 0 unless the server crashed (1). Every phase is bounded in count and time, and a
// hard stop ends the run (exit 1) if something hangs.
import { parseArgs } from 'node:util';
import { positiveNumber, readBenchArgs } from './bench-args.ts';
import { sleep } from './attack/attack-kit.ts';
import { HealthPoller } from './attack/health-poller.ts';
import { printPhase, printSummary, type PhaseFigures } from './attack/phase-figures.ts';
import { ATTACKS } from './attack/phases/index.ts';
import { runAttack } from './attack/run-attack.ts';
import { ServerChild } from './attack/server-child.ts';
import { VictimTable } from './attack/victim-table.ts';

const USAGE = `npm run bench:attack -- [options]: a victim table's latency and the server's memory under each attack phase
  --phase-seconds N   seconds a phase (1 to 600, default 15)
  --only NAME,...     these phases only: ${Object.keys(ATTACKS).join(', ')}
  --cpu-prof DIR      the server writes a V8 CPU profile there when it stops`;
const { values, attacks, PHASE_SECONDS } = readBenchArgs(USAGE, (args) => {
  const { values: given } = parseArgs({ args, options: { 'phase-seconds': { type: 'string' }, only: { type: 'string' }, 'cpu-prof': { type: 'string' } } });
  const seconds = positiveNumber('phase-seconds', given['phase-seconds'], 15);
  if (seconds > 600) throw new Error('--phase-seconds takes a number of seconds from 1 to 600');
  const listed = given.only?.split(',').map((n) => n.trim());
  const names = listed ? listed.filter(Boolean) : Object.keys(ATTACKS);
  const unknown = names.filter((n) => !Object.hasOwn(ATTACKS, n));
  if (unknown.length) throw new Error(`unknown phase ${unknown.join(', ')}; the phases are ${Object.keys(ATTACKS).join(', ')}`);
  return { values: given, attacks: names, PHASE_SECONDS: seconds };
});
const SETTLE_MS = 2000;
/** The victim's first match is seated and moving before the baseline starts. */
const WARM_UP_MS = 3000;
const BASELINE = 'baseline';
const phases = [BASELINE, ...attacks];
const server = await ServerChild.start(values['cpu-prof']);
const hardStopMs = WARM_UP_MS + phases.length * (PHASE_SECONDS * 1000 + SETTLE_MS + 30_000) + 60_000;
const hardStop = setTimeout(() => {
  console.error(`attack-bench: still running after ${Math.round(hardStopMs / 1000)} s; stopping.`);
  void server.stop().finally(() => process.exit(1));
}, hardStopMs);

console.log(`attack-bench: Node ${process.version}, server ${server.url}, ${PHASE_SECONDS} s a phase: ${phases.join(', ')}`);
const victim = new VictimTable(server.url);
const health = new HealthPoller(server.url);
const all: PhaseFigures[] = [];

async function runPhase(name: string): Promise<PhaseFigures> {
  victim.take();
  health.take();
  server.takePeakRss();
  const errorsBefore = (await server.report())?.logged;
  const deadline = Date.now() + PHASE_SECONDS * 1000;
  const attack = name === BASELINE ? ['no attack'] : await runAttack(name, server.url, deadline);
  await sleep(deadline - Date.now());
  const after = await server.report();
  const errorsAfter = after?.logged;
  return {
    name,
    victim: victim.take(),
    peakRssBytes: server.takePeakRss(),
    health: health.take(),
    errorsLogged: errorsBefore === undefined || errorsAfter === undefined ? undefined : errorsAfter - errorsBefore,
    longestStallMs: after?.longestStallMs,
    attack,
  };
}

try {
  await sleep(WARM_UP_MS);
  for (const name of phases) {
    const figures = await runPhase(name);
    all.push(figures);
    printPhase(figures);
    if (server.crash) break;
    await sleep(SETTLE_MS);
  }
  printSummary(all, server.crash);
  const errors = await server.report();
  if (errors?.firstLines.length) console.log(`\nfirst lines the server logged (${errors.logged} in all):\n  ${errors.firstLines.join('\n  ')}`);
} finally {
  clearTimeout(hardStop);
  await Promise.all([victim.stop(), health.stop()]);
  await server.stop();
}
process.exit(server.crash ? 1 : 0);
