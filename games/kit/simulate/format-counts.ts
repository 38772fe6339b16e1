import type { SimulationReport } from './run-simulation.ts';

/** One player count of a run at every count: the figures of its summary line. */
export interface CountRow {
  players: number;
  played: number;
  failed: number;
  /** Mean and p95 of game length, null when no game ended. */
  meanMoves: number | null;
  p95: number | null;
  /** The run stopped at a failed game: the figures count the games before it. */
  stopped: boolean;
}

export function countRows(reports: SimulationReport[]): CountRow[] {
  return reports.map((r) => ({ players: r.players, played: r.gamesPlayed, failed: r.failedGames.count + (r.failure ? 1 : 0), meanMoves: r.length?.mean ?? null, p95: r.length?.p95 ?? null, stopped: Boolean(r.failure) }));
}

/** The last lines of a run at every player count: one line per count, to compare the tables at a glance. */
export function formatCountSummary(reports: SimulationReport[]): string {
  const head = `  ${'players'.padStart(7)}  ${'played'.padStart(6)}  ${'failed'.padStart(6)}  ${'mean moves'.padStart(10)}  ${'p95'.padStart(5)}`;
  const rows = countRows(reports).map((r) => {
    const stopped = r.stopped ? '  (stopped at a failure)' : '';
    return `  ${String(r.players).padStart(7)}  ${String(r.played).padStart(6)}  ${String(r.failed).padStart(6)}  ${(r.meanMoves === null ? '-' : r.meanMoves.toFixed(1)).padStart(10)}  ${String(r.p95 ?? '-').padStart(5)}${stopped}`;
  });
  return ['', `Every count, seed ${reports[0]?.seed}, ${reports[0]?.gamesRequested} games each`, head, ...rows, ''].join('\n');
}
