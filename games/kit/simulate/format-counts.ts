import type { SimulationReport } from './run-simulation.ts';

/** The last lines of a run at every player count: one line per count, to compare the tables at a glance. */
export function formatCountSummary(reports: SimulationReport[]): string {
  const head = `  ${'players'.padStart(7)}  ${'played'.padStart(6)}  ${'failed'.padStart(6)}  ${'mean moves'.padStart(10)}  ${'p95'.padStart(5)}`;
  const rows = reports.map((r) => {
    const failed = r.failedGames.count + (r.failure ? 1 : 0);
    const stopped = r.failure ? '  (stopped at a failure)' : '';
    return `  ${String(r.players).padStart(7)}  ${String(r.gamesPlayed).padStart(6)}  ${String(failed).padStart(6)}  ${(r.length ? r.length.mean.toFixed(1) : '-').padStart(10)}  ${String(r.length?.p95 ?? '-').padStart(5)}${stopped}`;
  });
  return ['', `Every count, seed ${reports[0]?.seed}, ${reports[0]?.gamesRequested} games each`, head, ...rows, ''].join('\n');
}
