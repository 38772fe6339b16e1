import type { HealthFigures } from './health-poller.ts';
import type { VictimFigures } from './victim-table.ts';

/** What one phase did to the server and the victim, and what the attacker reported. */
export interface PhaseFigures {
  name: string;
  victim: VictimFigures;
  peakRssBytes: number;
  health: HealthFigures;
  /** Lines the server logged during the phase, or undefined if it did not say. */
  errorsLogged: number | undefined;
  /** The server's longest event-loop stall during the phase, or undefined if it did not say. */
  longestStallMs: number | undefined;
  attack: string[];
}

const GOALS = { victimP99Ms: 100, rssMb: 300 };

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(0)} ms` : 'n/a');
const mb = (bytes: number) => bytes / 1024 / 1024;

function latency(figures: PhaseFigures) {
  const sorted = [...figures.victim.latencies].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), max: sorted.at(-1) ?? NaN };
}

/** Why the phase missed the goal; empty when it met it. */
export function misses(figures: PhaseFigures, crash: string | undefined): string[] {
  const { p99 } = latency(figures);
  const why: string[] = [];
  if (crash) why.push(crash);
  if (!(p99 < GOALS.victimP99Ms)) why.push(Number.isFinite(p99) ? `victim p99 ${ms(p99)} ≥ ${GOALS.victimP99Ms} ms` : 'the victim made no move');
  // A move never seen, or a match that could not be set up, is the victim denied service outright.
  if (figures.victim.lost > 0) why.push(`${figures.victim.lost} victim moves lost`);
  if (figures.victim.failures.length > 0) why.push(`${figures.victim.failures.length} victim matches could not be set up`);
  if (!(mb(figures.peakRssBytes) < GOALS.rssMb)) why.push(`server RSS ${mb(figures.peakRssBytes).toFixed(0)} MB ≥ ${GOALS.rssMb} MB`);
  if (figures.health.failed > 0 || figures.health.ok === 0) {
    why.push(`/health failed ${figures.health.failed} of ${figures.health.ok + figures.health.failed} times`);
  }
  return why;
}

export function printPhase(figures: PhaseFigures): void {
  const { p50, p95, p99, max } = latency(figures);
  const { victim, health } = figures;
  const failures = victim.failures.length ? `; table failures ${victim.failures.length}, first: ${victim.failures[0]}` : '';
  console.log(`\n── ${figures.name} ──`);
  console.log(`  victim    moves ${victim.latencies.length} (lost ${victim.lost}, matches ${victim.matches}${failures})`);
  console.log(`            latency p50 ${ms(p50)}, p95 ${ms(p95)}, p99 ${ms(p99)}, max ${ms(max)}`);
  console.log(
    `  server    peak RSS ${mb(figures.peakRssBytes).toFixed(1)} MB; lines logged ${figures.errorsLogged ?? 'n/a (the server did not say)'}; longest event-loop stall ${ms(figures.longestStallMs ?? NaN)}`,
  );
  console.log(`  /health   ok ${health.ok}, failed ${health.failed}, slowest ${ms(health.slowestMs)}`);
  figures.attack.forEach((line, i) => console.log(`  ${i === 0 ? 'attacker ' : '         '} ${line}`));
}

const COLUMNS = ['phase', 'moves', 'p50', 'p95', 'p99', 'max', 'longest stall', 'peak RSS', 'health ok/failed', 'slowest health'];

export function printSummary(all: PhaseFigures[], crash: string | undefined): void {
  const rows = all.map((f) => {
    const { p50, p95, p99, max } = latency(f);
    return [
      f.name,
      String(f.victim.latencies.length),
      ms(p50),
      ms(p95),
      ms(p99),
      ms(max),
      ms(f.longestStallMs ?? NaN),
      `${mb(f.peakRssBytes).toFixed(0)} MB`,
      `${f.health.ok}/${f.health.failed}`,
      ms(f.health.slowestMs),
    ];
  });
  const widths = COLUMNS.map((c, i) => Math.max(c.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(`\n${line(COLUMNS)}\n${widths.map((w) => '─'.repeat(w)).join('  ')}`);
  for (const row of rows) console.log(line(row));
  console.log(`\ngoal: victim p99 < ${GOALS.victimP99Ms} ms (no move lost, every match set up), server RSS < ${GOALS.rssMb} MB, /health 200 throughout`);
  all.forEach((f, i) => {
    const why = misses(f, i === all.length - 1 ? crash : undefined);
    console.log(`${why.length ? 'FAIL' : 'PASS'}  ${f.name}${why.length ? `: ${why.join('; ')}` : ''}`);
  });
}
