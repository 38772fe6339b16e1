import type { HealthSample } from './health-probe.ts';
import type { MoveSample } from './playing-table.ts';

/** What the server did from one save until its error was reported (and a little after). */
export interface SaveFigures {
  name: string;
  /** Save → the watch's report, ms; undefined if it never came within the deadline. */
  reportedMs: number | undefined;
  /** The file's first error at /tablewright/content-errors, or why there is none. */
  error: string;
  /** Whether that error is there: what the lobby's banner shows. */
  errorShown: boolean;
  /** The window: from the save (performance.now()) for this long. */
  from: number;
  windowMs: number;
  moves: MoveSample[];
  health: HealthSample[];
  /** The longest the server's event loop was held up in the window (its own measure). */
  loopMaxMs: number | undefined;
}

export const GOALS = { p99Ms: 50, stallMs: 100 };

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const ms = (value: number | undefined) => (value !== undefined && Number.isFinite(value) ? `${value.toFixed(0)} ms` : 'n/a');

function summary(f: SaveFigures) {
  const seen = f.moves.flatMap((m) => (m.ms === undefined ? [] : [m.ms])).sort((a, b) => a - b);
  const lost = f.moves.length - seen.length;
  const answered = f.health.filter((h) => h.status === 200);
  return {
    moves: seen.length,
    lost,
    p50: percentile(seen, 50),
    p99: percentile(seen, 99),
    max: seen.at(-1) ?? NaN,
    healthAsked: f.health.length,
    healthFailed: f.health.length - answered.length,
    healthMax: f.health.length ? Math.max(...f.health.map((h) => h.ms)) : NaN,
    healthGap: longestWithoutAnswer(f),
  };
}

/** The longest the window went without a /health answer: a server that stops answering shows here, whatever the probe's timeout. */
function longestWithoutAnswer(f: SaveFigures): number {
  const answers = f.health.filter((h) => h.status === 200).map((h) => h.at + h.ms);
  const times = [f.from, ...answers.sort((a, b) => a - b), f.from + f.windowMs];
  return Math.max(...times.slice(1).map((t, i) => t - times[i]));
}

/** Why the save missed the goal; empty when it met it. */
export function misses(f: SaveFigures, crash: string | undefined): string[] {
  const s = summary(f);
  const why: string[] = [];
  if (crash) why.push(crash);
  if (f.reportedMs === undefined) why.push('the save was never reported');
  if (!f.errorShown) why.push('its error never reached /tablewright/content-errors');
  if (!(s.p99 < GOALS.p99Ms)) why.push(Number.isFinite(s.p99) ? `move p99 ${ms(s.p99)} ≥ ${GOALS.p99Ms} ms` : 'no move was made');
  if (s.lost > 0) why.push(`${s.lost} moves never reached every client`);
  const stall = Math.max(s.max, s.healthMax, s.healthGap, f.loopMaxMs ?? 0);
  if (!(stall <= GOALS.stallMs)) why.push(`a stall of ${ms(stall)} > ${GOALS.stallMs} ms (move max ${ms(s.max)}, /health max ${ms(s.healthMax)}, longest without a /health answer ${ms(s.healthGap)}, event loop ${ms(f.loopMaxMs)})`);
  if (s.healthFailed > 0 || s.healthAsked === 0) why.push(`/health failed ${s.healthFailed} of ${s.healthAsked} times`);
  return why;
}

export function printSave(f: SaveFigures): void {
  const s = summary(f);
  console.log(`\n── ${f.name} ──`);
  console.log(`  reported  ${f.reportedMs === undefined ? 'never' : `after ${ms(f.reportedMs)}`}; window ${ms(f.windowMs)}`);
  console.log(`  error     ${f.error.slice(0, 220)}`);
  console.log(`  moves     ${s.moves} (lost ${s.lost}); latency p50 ${ms(s.p50)}, p99 ${ms(s.p99)}, max ${ms(s.max)}`);
  console.log(`  /health   ${s.healthAsked - s.healthFailed} of ${s.healthAsked} answered 200; max ${ms(s.healthMax)}; longest without an answer ${ms(s.healthGap)}`);
  console.log(`  server    longest event-loop delay ${ms(f.loopMaxMs)}`);
}

const COLUMNS = ['save', 'reported', 'moves', 'p50', 'p99', 'max', '/health max', 'no /health', 'loop max'];

export function printSummary(all: SaveFigures[], crash: string | undefined): void {
  const rows = all.map((f) => {
    const s = summary(f);
    return [f.name, f.reportedMs === undefined ? 'never' : ms(f.reportedMs), String(s.moves), ms(s.p50), ms(s.p99), ms(s.max), ms(s.healthMax), ms(s.healthGap), ms(f.loopMaxMs)];
  });
  const widths = COLUMNS.map((c, i) => Math.max(c.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(`\n${line(COLUMNS)}\n${widths.map((w) => '─'.repeat(w)).join('  ')}`);
  for (const row of rows) console.log(line(row));
  console.log(`\ngoal: move p99 < ${GOALS.p99Ms} ms, no stall over ${GOALS.stallMs} ms (move, /health or the server's event loop), every save reported, no move lost`);
  all.forEach((f, i) => {
    const why = misses(f, i === all.length - 1 ? crash : undefined);
    console.log(`${why.length ? 'FAIL' : 'PASS'}  ${f.name}${why.length ? `: ${why.join('; ')}` : ''}`);
  });
}
