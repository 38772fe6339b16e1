import { availableParallelism, loadavg } from 'node:os';
import { benchGames } from './bench-game.ts';
import { ErrorCount } from './child-ipc.ts';
import { rampLevels } from './figures.ts';
import { parseBenchOptions, USAGE } from './options.ts';
import { readBenchArgs } from '../bench-args.ts';
import { heapPhase, perMatch, type HeapFigures } from './heap-phase.ts';
import { formatHeapReport, formatReport } from './report.ts';
import { benchServerOnGame, type RoundFigures } from './run-phases.ts';
import { killEveryChild } from './server-child.ts';

const options = readBenchArgs(USAGE, parseBenchOptions);
const started = performance.now();
const progress = (line: string) => process.stderr.write(`server-bench ${((performance.now() - started) / 1000).toFixed(0)} s: ${line}\n`);

// The clients' own reducers report a move they cannot apply to a seat's view on
// console.error; the server decides, so these are counted, not printed.
const clientErrors = new ErrorCount();
const consoleError = console.error;
console.error = (...parts: unknown[]) => (parts[0] === 'ERROR:' ? clientErrors.add(parts.map(String).join(' ')) : consoleError(...parts));

// Every phase is bounded; this bounds the whole run if something hangs all the same.
const heapSeconds = options.heapMatches > 0 ? 120 + options.heapMatches : 0;
const perPair = heapSeconds + (options.heapOnly ? 0 : 60 + 3 * (options.seconds + options.warmUpSeconds) + rampLevels(options.maxLive).length * (2 * options.seconds + 20));
const hardStopSeconds = Math.ceil(perPair * options.games.length * options.servers.length * options.rounds + 120);
const hardStop = setTimeout(() => {
  consoleError(`server-bench: still running after ${hardStopSeconds} s; stopping every server.`);
  killEveryChild();
  process.exit(1);
}, hardStopSeconds * 1000);
hardStop.unref();
process.on('exit', killEveryChild);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    killEveryChild();
    process.exit(130);
  });
}

const header = [
  `server-bench: Node ${process.version}, ${availableParallelism()} CPUs, load average ${loadavg().map((n) => n.toFixed(2)).join(' ')} at the start`,
  `servers: ${options.servers.join(' and ')}, NODE_ENV=${options.nodeEnv}, each in its own process on 127.0.0.1; load generator NODE_ENV=${process.env.NODE_ENV}`,
];
console.log(header.join('\n'));
const benches = benchGames(options.games);
for (const bench of benches) {
  progress(`${bench.id}: ${bench.numPlayers} seats, ${bench.setups.length} setup(s), about ${bench.meanMoves.toFixed(0)} moves a game (simulated)`);
}

const figures: RoundFigures[] = [];
const heapFigures: (HeapFigures & { round: number })[] = [];
try {
  // Servers alternate game by game, and rounds repeat the whole run, so whatever else the
  // machine does falls on both alike and one slow minute moves one round's ratio, not the median.
  for (let round = 1; round <= options.rounds; round++) {
    for (const bench of benches) {
      for (const kind of options.servers) {
        const roundProgress = options.rounds > 1 ? (line: string) => progress(`round ${round}: ${line}`) : progress;
        if (options.heapMatches > 0) {
          const heap = await heapPhase(kind, bench, options);
          heapFigures.push({ ...heap, round });
          roundProgress(`${kind} ${bench.id}: heap ${heap.firstCount} + ${heap.secondCount} live matches, ${(perMatch(heap, 'heapUsed') / 1024).toFixed(1)} KB each of the second batch`);
        }
        if (!options.heapOnly) figures.push({ ...(await benchServerOnGame(kind, bench, options, roundProgress)), round });
      }
    }
  }
} finally {
  killEveryChild();
  clearTimeout(hardStop);
}

if (!options.heapOnly) console.log(`\n${formatReport(figures, options)}`);
if (heapFigures.length > 0) console.log(`\n${formatHeapReport(heapFigures, options)}`);
console.log('');
console.log(`Seats per match: ${benches.map((b) => `${b.id} ${b.numPlayers}`).join(', ')}. Client-side boardgame.io errors counted: ${clientErrors.count}.`);
console.log(`The whole run took ${((performance.now() - started) / 1000).toFixed(0)} s.`);
