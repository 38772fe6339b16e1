// The bench's figures as Markdown tables, so a run pastes into docs/server.md as it is.
import { formatHeld, formatHeldRatio, formatRoundRatios, summarize } from './figures.ts';
import { HEAP_MOVES_EACH, perMatch, type HeapFigures } from './heap-phase.ts';
import type { BenchOptions } from './options.ts';
import { p99Of, type RoundFigures, type WindowFigures } from './run-phases.ts';

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : value > 0 ? 'lost' : '-');
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
const cpuPerMatch = (f: HeapFigures) => (f.secondCount > 0 ? f.seatingCpuMs / f.secondCount : NaN);
const kb = (bytes: number) => (Number.isFinite(bytes) ? (bytes / 1024).toFixed(1) : '-');

function table(head: string[], rows: string[][]): string {
  return [`| ${head.join(' | ')} |`, `| ${head.map(() => '---').join(' | ')} |`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n');
}

const movesPerSecond = (w: WindowFigures) => w.tally.latencies.length / w.seconds;
const cpuPerMove = (w: WindowFigures) => w.serverCpuMs / w.tally.latencies.length;
const share = (w: WindowFigures, cpuMs: number) => `${((100 * cpuMs) / (w.seconds * 1000)).toFixed(0)}%`;
const loopCell = (w: WindowFigures) => `${w.serverLoop.max.toFixed(0)} / ${w.loadLoop.max.toFixed(0)}`;
const replaced = (w: WindowFigures) => `${w.tally.finished} / ${w.spares} / ${w.tally.seatedInWindow}`;

function throughputRow(f: RoundFigures, server: string): string[] {
  const w = f.throughput;
  const s = summarize(w.tally.latencies);
  const cpu = [cpuPerMove(w).toFixed(2), share(w, w.serverCpuMs), share(w, w.loadCpuMs)];
  return [f.game, server, movesPerSecond(w).toFixed(0), String(w.tally.lost), `${ms(s.p50)} / ${ms(s.p95)} / ${ms(s.p99)}`, ms(s.max), ...cpu, loopCell(w), replaced(w)];
}

function stepCells(w: WindowFigures): string[] {
  const s = summarize(w.tally.latencies);
  return [String(w.live), movesPerSecond(w).toFixed(0), String(w.tally.lost), `${ms(s.p50)} / ${ms(s.p99)}`, share(w, w.serverCpuMs), share(w, w.loadCpuMs), loopCell(w), replaced(w)];
}

function rampCell(f: RoundFigures): string {
  if (!f.ramp) return '-';
  const p99 = (w: WindowFigures) => `${ms(p99Of(w))}${w.tally.lost ? ` (${w.tally.lost} lost)` : ''}`;
  return f.ramp.steps.map((s) => `${s.live}: ${s.firstTry ? `${p99(s.firstTry)}, again ` : ''}${p99(s)}`).join('; ');
}

export function formatReport(figures: RoundFigures[], options: BenchOptions): string {
  // The server, and its round when the run has several.
  const serverCell = (f: RoundFigures) => (options.rounds > 1 ? `${f.kind}, round ${f.round}` : f.kind);
  const out: string[] = [];
  out.push(
    `### Moves: ${options.matches} matches at once, think ${options.thinkMs} ms, ${options.seconds} s measured after ${options.warmUpSeconds} s of warm-up`,
    '',
    table(
      ['game', 'server', 'moves/s', 'lost', 'p50 / p95 / p99 ms', 'max ms', 'server CPU ms/move', 'server CPU', 'load CPU', 'loop max ms server / load', 'ended / spares / seated in window'],
      figures.map((f) => throughputRow(f, serverCell(f))),
    ),
  );
  if (options.maxLive > 0) {
    out.push(
      '',
      `### Live matches held: about one move a second each, p99 under ${options.p99LimitMs} ms (lost moves count as over), ${options.seconds} s a step, cap ${options.maxLive}`,
      '',
      table(
        ['game', 'server', 'held', 'p99 ms at each step (live: p99; a step over the limit is measured again)'],
        figures.map((f) => [f.game, serverCell(f), f.ramp ? formatHeld(f.ramp.result) : '-', rampCell(f)]),
      ),
      '',
      'Each ramp step:',
      '',
      table(
        ['game', 'server', 'live', 'moves/s', 'lost', 'p50 / p99 ms', 'server CPU', 'load CPU', 'loop max ms server / load', 'ended / spares / seated in window'],
        figures.flatMap((f) =>
          (f.ramp?.steps ?? []).flatMap((w) => [
            ...(w.firstTry ? [[f.game, `${serverCell(f)} (first try)`, ...stepCells(w.firstTry)]] : []),
            [f.game, serverCell(f), ...stepCells(w)],
          ]),
        ),
      ),
    );
  }
  out.push(
    '',
    '### Server memory and log',
    '',
    table(
      ['game', 'server', 'RSS before / peak / after MB', 'heap after GC MB', 'errors logged', 'run s'],
      figures.map((f) => [f.game, serverCell(f), `${mb(f.rss.before)} / ${mb(f.rss.peak)} / ${mb(f.rss.after)}`, mb(f.heapAfter), String(f.errors), f.seconds.toFixed(0)]),
    ),
  );
  const games = pairsByGame(figures);
  if (games.length > 0) {
    const each = (pairs: Pair[], figure: (f: RoundFigures) => number) => formatRoundRatios(pairs.map(([ours, bare]) => ({ ours: figure(ours), bare: figure(bare) })));
    out.push(
      '',
      `### Ratios, ours / bare (goals: moves/s ≥ 1.0x, p99 ≤ 1.2x, live matches held ≥ 1.0x)${options.rounds > 1 ? `: the median of ${options.rounds} rounds, then each round's` : ''}`,
      '',
      table(
        ['game', 'moves/s', 'p99', 'server CPU per move', 'live matches held'],
        games.map((pairs) => [
          pairs[0][0].game,
          each(pairs, (f) => movesPerSecond(f.throughput)),
          each(pairs, (f) => summarize(f.throughput.tally.latencies).p99),
          each(pairs, (f) => cpuPerMove(f.throughput)),
          pairs.every(([ours, bare]) => ours.ramp && bare.ramp) ? pairs.map(([ours, bare]) => formatHeldRatio(ours.ramp!.result, bare.ramp!.result)).join(' / ') : '-',
        ]),
      ),
    );
  }
  const trouble = figures.flatMap((f) => [
    ...f.firstErrors.map((e) => `${f.kind} ${f.game} logged: ${e}`),
    ...windowsOf(f).flatMap((w) => w.tally.failures.slice(0, 3).map((e) => `${f.kind} ${f.game}: ${e}`)),
    ...windowsOf(f).filter((w) => w.tally.abandoned > 0).map((w) => `${f.kind} ${f.game}: ${w.tally.abandoned} matches given up at ${w.live} live`),
  ]);
  if (trouble.length > 0) out.push('', '### Trouble', '', ...trouble.map((t) => `- ${t}`));
  return out.join('\n');
}

/** The heap phase's readings, and its ratio ours / bare (the median of the rounds, then each round's). */
export function formatHeapReport(figures: (HeapFigures & { round: number })[], options: BenchOptions): string {
  const serverCell = (f: HeapFigures & { round: number }) => (options.rounds > 1 ? `${f.kind}, round ${f.round}` : f.kind);
  const mbs = (f: HeapFigures) => [f.none, f.firstLive, f.withLive, f.afterLeaving].map((r) => (r.heapUsed / 1024 / 1024).toFixed(1)).join(' / ');
  const out = [
    `### Heap per live match: ${options.heapMatches} matches seated, every client synced, ${HEAP_MOVES_EACH} moves each, then ${options.heapMatches} more; read after a full GC`,
    '',
    'A live match costs what the second batch added a match; the first batch also paid for the code V8 compiled meanwhile, once.',
    '',
    table(
      ['game', 'server', 'live', 'heap none / first batch / both / after leaving MB', 'heap per live match KB', 'first batch, code included, KB a match', 'heap kept per match after leaving KB', 'external per match KB', 'RSS per match KB', 'server CPU per match seated and played ms'],
      figures.map((f) => [
        f.game,
        serverCell(f),
        `${f.firstCount} + ${f.secondCount}`,
        mbs(f),
        kb(perMatch(f, 'heapUsed')),
        kb(perMatch(f, 'heapUsed', 'firstLive')),
        kb(perMatch(f, 'heapUsed', 'afterLeaving')),
        kb(perMatch(f, 'external')),
        kb(perMatch(f, 'rss')),
        cpuPerMatch(f).toFixed(2),
      ]),
    ),
  ];
  const games = [...new Set(figures.map((f) => f.game))];
  const pairs = games.map((game) =>
    figures.flatMap((ours) => {
      const bare = ours.kind === 'ours' && ours.game === game ? figures.find((f) => f.kind === 'bare' && f.game === game && f.round === ours.round) : undefined;
      return bare ? [[ours, bare] as const] : [];
    }),
  );
  if (pairs.some((p) => p.length > 0)) {
    const ratios = (figure: (f: HeapFigures) => number) => games.map((game, i) => `${game} ${formatRoundRatios(pairs[i].map(([ours, bare]) => ({ ours: figure(ours), bare: figure(bare) })))}`).join('; ');
    out.push('', `Heap per live match, ours / bare (goal ≤ 1.0x): ${ratios((f) => perMatch(f, 'heapUsed'))}.`);
    out.push('', `Server CPU per match seated and played, ours / bare: ${ratios(cpuPerMatch)}.`);
  }
  return out.join('\n');
}

/** Every measured window of one server on one game. */
const windowsOf = (f: RoundFigures): WindowFigures[] => [f.throughput, ...(f.ramp?.steps ?? []).flatMap((w) => (w.firstTry ? [w.firstTry, w] : [w]))];

type Pair = [RoundFigures, RoundFigures];

/** Each game's rounds, ours with the same round's bare, in the order run. */
function pairsByGame(figures: RoundFigures[]): Pair[][] {
  const byGame = new Map<string, Pair[]>();
  for (const ours of figures) {
    const bare = ours.kind === 'ours' ? figures.find((f) => f.kind === 'bare' && f.game === ours.game && f.round === ours.round) : undefined;
    if (!bare) continue;
    const pairs = byGame.get(ours.game) ?? [];
    pairs.push([ours, bare]);
    byGame.set(ours.game, pairs);
  }
  return [...byGame.values()];
}
