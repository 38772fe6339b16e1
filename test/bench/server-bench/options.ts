import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gameModules } from '../../../games/registry.ts';
import { positiveNumber } from '../bench-args.ts';

export type ServerKind = 'ours' | 'bare';
export const SERVER_KINDS: readonly ServerKind[] = ['ours', 'bare'];

export interface BenchOptions {
  games: string[];
  servers: ServerKind[];
  /** Matches played at once in the throughput phase. */
  matches: number;
  /** The measured window of the throughput phase and of each ramp step, in seconds. */
  seconds: number;
  /** Played, not measured, before the throughput window: the matches leave their first moves behind. */
  warmUpSeconds: number;
  /** Think time in the throughput phase: after a move reached every client, before the next. */
  thinkMs: number;
  /** The ramp of live matches stops here (0: no ramp). */
  maxLive: number;
  /** The p99 a ramp step must stay under. */
  p99LimitMs: number;
  /** NODE_ENV of both server processes. */
  nodeEnv: string;
  /** Where each server process writes a V8 CPU profile, if anywhere. */
  cpuProfDir?: string;
  /** Times the whole run is repeated, the servers alternating, to take the median ratio. */
  rounds: number;
  /** Live matches the heap phase seats (0: no heap phase). */
  heapMatches: number;
  /** The heap phase alone, without the moves and live-matches phases. */
  heapOnly: boolean;
  /** Where the heap phase writes each server's heap snapshots (none live, N live, after leaving), if anywhere. */
  heapSnapshotDir?: string;
}

export const USAGE =
  'npm run bench:server -- [--game ID]... [--server ours|bare]... [--matches M] [--seconds S] [--warm-up S] ' +
  '[--think MS] [--max-live N] [--p99-limit MS] [--node-env production|development] [--cpu-prof DIR] [--rounds N] [--heap-matches N] [--heap-only] [--heap-snapshots DIR] [--quick]';

/** The command line, checked; --quick only changes the defaults, so a named option still wins. */
export function parseBenchOptions(args: string[]): BenchOptions {
  const { values } = parseArgs({
    args,
    options: {
      game: { type: 'string', multiple: true },
      server: { type: 'string', multiple: true },
      matches: { type: 'string' },
      seconds: { type: 'string' },
      'warm-up': { type: 'string' },
      think: { type: 'string' },
      'max-live': { type: 'string' },
      'p99-limit': { type: 'string' },
      'node-env': { type: 'string' },
      'cpu-prof': { type: 'string' },
      rounds: { type: 'string' },
      quick: { type: 'boolean' },
      'heap-matches': { type: 'string' },
      'heap-only': { type: 'boolean' },
      'heap-snapshots': { type: 'string' },
    },
  });
  const known = gameModules.map((m) => m.id);
  const games = values.game ?? known;
  const unknown = games.filter((id) => !known.includes(id));
  if (unknown.length) throw new Error(`unknown game ${unknown.join(', ')}; the games: ${known.join(', ')}`);
  const servers = (values.server ?? SERVER_KINDS) as ServerKind[];
  const wrong = servers.filter((s) => !SERVER_KINDS.includes(s));
  if (wrong.length) throw new Error(`--server takes ours or bare, not ${wrong.join(', ')}`);
  const quick = values.quick ?? false;
  if (values['heap-only'] && values['heap-matches'] !== undefined && Number(values['heap-matches']) === 0) throw new Error('--heap-only needs a heap phase, not --heap-matches 0');
  return {
    games: known.filter((id) => games.includes(id)),
    servers: SERVER_KINDS.filter((s) => servers.includes(s)),
    matches: Math.round(positiveNumber('matches', values.matches, quick ? 8 : 20)),
    seconds: positiveNumber('seconds', values.seconds, quick ? 2 : 4),
    warmUpSeconds: positiveNumber('warm-up', values['warm-up'], quick ? 1 : 2, { zero: true }),
    thinkMs: positiveNumber('think', values.think, 0, { zero: true }),
    maxLive: Math.round(positiveNumber('max-live', values['max-live'], quick ? 50 : 400, { zero: true })),
    p99LimitMs: positiveNumber('p99-limit', values['p99-limit'], 100),
    nodeEnv: values['node-env'] ?? 'production',
    cpuProfDir: values['cpu-prof'],
    rounds: Math.round(positiveNumber('rounds', values.rounds, 1)),
    heapMatches: Math.round(positiveNumber('heap-matches', values['heap-matches'], quick ? 25 : 100, { zero: true })),
    heapOnly: values['heap-only'] ?? false,
    heapSnapshotDir: values['heap-snapshots'] && resolve(values['heap-snapshots']),
  };
}
