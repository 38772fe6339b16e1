// The heap phase of the server bench (`--heap-matches N`): what one live match costs a server's
// memory. In a fresh server process: a few matches seated, played and left, so caches and pools
// are warm; the heap after a full GC with none live; then N matches seated, every seat's client
// connected and synced, each a few moves in and idle, and the heap after a full GC; then N more
// the same way, and the heap again. A live match's cost is what the second N added: V8 was still
// compiling the server's code while the first N were seated (on ROBOTS!, 3,400 new code objects
// and bytecode arrays, 8-10 KB a match on either server), which is a cost paid once, not per
// match. Then every client gone, and the heap once more (what the server keeps of a match nobody
// plays). The server's CPU time for seating and playing the second N is measured too.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { waitFor } from '../../support/wait-for.ts';
import type { BenchGame } from './bench-game.ts';
import { LiveTable, MOVE_TIMEOUT_MS } from './live-table.ts';
import type { BenchOptions, ServerKind } from './options.ts';
import { ServerChild } from './server-child.ts';

/** Moves each live match makes before it idles: past its deal, with a log and a few states behind it. */
export const HEAP_MOVES_EACH = 3;
/** Matches seated, played and left before the empty heap is read. */
const WARM_MATCHES = 8;
/**
 * Connections closing, presence settling (50 ms) and socket.io's clean-up: the heap has settled
 * when two full-GC readings this far apart differ by at most SETTLED_SHARE of it. Past
 * SETTLE_DEADLINE_MS what is still moving is measured as it stands.
 */
const SETTLE_EVERY_MS = 100;
const SETTLED_SHARE = 0.005;
const SETTLE_DEADLINE_MS = 10_000;
/** Seating and playing a match's few moves: the lobby's and the sync's timeouts, and each move's. */
const seatingDeadlineMs = (matches: number) => 30_000 + Math.ceil(matches / 8) * 2_000 + HEAP_MOVES_EACH * MOVE_TIMEOUT_MS;

/** The server's memory at one point of the phase, after a full GC, bytes. */
export interface HeapReading {
  heapUsed: number;
  /** Outside V8's heap: buffers, and for ours SQLite's own pages are in rss only. */
  external: number;
  rss: number;
}

export interface HeapFigures {
  kind: ServerKind;
  game: string;
  /** Matches live in the first batch, seated while V8 was still compiling the server's code. */
  firstCount: number;
  /** Matches live in the second batch, the one measured (seated, synced and idle). */
  secondCount: number;
  /**
   * The server's CPU time (user + system) while the second batch's matches were created, joined,
   * synced and played their few moves, ms: a fixed amount of work, so a busy machine moves it less
   * than it moves a rate.
   */
  seatingCpuMs: number;
  none: HeapReading;
  /** With the first batch live. */
  firstLive: HeapReading;
  /** With both batches live. */
  withLive: HeapReading;
  afterLeaving: HeapReading;
}

/**
 * Bytes a match adds: at `withLive` what each match of the second batch added to the first's
 * reading; at `firstLive` what each of the first batch added to the empty heap, the code compiled
 * meanwhile included; at `afterLeaving` what each match of both left behind. NaN with no match.
 */
export function perMatch(figures: HeapFigures, field: keyof HeapReading, at: 'withLive' | 'firstLive' | 'afterLeaving' = 'withLive'): number {
  if (at === 'withLive') return figures.secondCount > 0 ? (figures.withLive[field] - figures.firstLive[field]) / figures.secondCount : NaN;
  const count = at === 'firstLive' ? figures.firstCount : figures.firstCount + figures.secondCount;
  return count > 0 ? (figures[at][field] - figures.none[field]) / count : NaN;
}

/** The server's memory after a full GC. */
async function gcReading(server: ServerChild): Promise<HeapReading> {
  // A second full GC: the first can leave what only its finalizers let go of.
  await server.usage(true);
  const { memory } = await server.usage(true);
  return { heapUsed: memory.heapUsed, external: memory.external, rss: server.rss() };
}

/** The reading once the heap has settled; with `snapshot`, a V8 heap snapshot of the server too (V8 collects before it writes). */
async function reading(server: ServerChild, snapshot: string | undefined): Promise<HeapReading> {
  const deadline = performance.now() + SETTLE_DEADLINE_MS;
  let last = await gcReading(server);
  await waitFor(
    async () => {
      const next = await gcReading(server);
      const settled = Math.abs(next.heapUsed - last.heapUsed) <= last.heapUsed * SETTLED_SHARE;
      last = next;
      return settled || performance.now() > deadline;
    },
    'the heap to settle',
    SETTLE_DEADLINE_MS * 2,
    SETTLE_EVERY_MS,
  );
  if (snapshot) await server.heapSnapshot(snapshot);
  return last;
}

/** `count` matches seated on a table of their own, each its few moves in; resolves once all idle, or at the deadline. */
async function seatIdle(server: ServerChild, bench: BenchGame, count: number, seedRoot: string): Promise<LiveTable> {
  const table = new LiveTable(server.url, bench, { thinkMs: 0, periodMs: 0, staggerMs: 0, movesEach: HEAP_MOVES_EACH }, seedRoot);
  await table.grow(count);
  await table.allIdle(seatingDeadlineMs(count));
  return table;
}

/** The heap phase of one game against one server, in a server process of its own. */
export async function heapPhase(kind: ServerKind, bench: BenchGame, options: BenchOptions): Promise<HeapFigures> {
  if (options.heapSnapshotDir) mkdirSync(options.heapSnapshotDir, { recursive: true });
  const server = await ServerChild.start(kind, { nodeEnv: options.nodeEnv });
  try {
    const snapshot = (at: string) => options.heapSnapshotDir && join(options.heapSnapshotDir, `${kind}-${bench.id}-${at}.heapsnapshot`);
    await (await seatIdle(server, bench, WARM_MATCHES, `server-bench-${bench.id}-heap-warm`)).stop();
    const none = await reading(server, snapshot('none'));
    const first = await seatIdle(server, bench, options.heapMatches, `server-bench-${bench.id}-heap`);
    const firstLive = await reading(server, snapshot('first'));
    const cpuBefore = (await server.usage()).cpu;
    const second = await seatIdle(server, bench, options.heapMatches, `server-bench-${bench.id}-heap-more`);
    const { cpu } = await server.usage();
    const seatingCpuMs = (cpu.user - cpuBefore.user + cpu.system - cpuBefore.system) / 1000;
    const withLive = await reading(server, snapshot('live'));
    await Promise.all([first.stop(), second.stop()]);
    const afterLeaving = await reading(server, snapshot('left'));
    return { kind, game: bench.id, firstCount: first.idleCount, secondCount: second.idleCount, seatingCpuMs, none, firstLive, withLive, afterLeaving };
  } finally {
    await server.stop();
  }
}
