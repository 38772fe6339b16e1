import { formatContentError } from '../../games/kit/content/content-error.ts';
import { loadGameContent } from '../../games/kit/content/load-game-content.ts';
import type { GameModule } from '../../games/kit/game-module.ts';
import { compareReports, type SimulationComparison } from '../../games/kit/simulate/compare-reports.ts';
import { formatComparisonText } from '../../games/kit/simulate/format-compare.ts';
import { formatFailure } from '../../games/kit/simulate/format-report.ts';
import { prepareGame } from '../../games/kit/simulate/play-game.ts';
import { setupsProblem } from '../../games/kit/simulate/player-counts.ts';
import { runSimulationOnWorkers, type SimulationThreads } from '../../games/kit/simulate/run-on-workers.ts';
import type { SimulationReport } from '../../games/kit/simulate/run-simulation.ts';
import { gameSeeds } from '../../games/kit/simulate/seeds.ts';
import { resolveCompareContent } from './compare-content.ts';
import type { RunPlan } from './run-plan.ts';

export interface CompareRun extends RunPlan {
  module: GameModule<any, any>;
  /** The run's own content (--content, or the project's): the version after. */
  content: { dir: string; label: string; loaded: unknown };
  /** --compare: the version before, a folder or a git ref. */
  compare: string;
}

/** A failed game on either side, said in full: its figures count only the games before it. */
function failureText(side: string, report: SimulationReport): string {
  const failed = report.failedGames.count > 0 ? [`${side}: ${report.failedGames.count} failed games were left out`] : [];
  return [...failed, ...(report.failure ? [`${side}: ${formatFailure(report, report.failure)}`] : [])].map((l) => `${l}\n`).join('');
}

/**
 * `simulate --compare`: the same game seeds, setups and bots played on the content before and
 * after, one comparison per player count. Exit 1 when a game failed on either side.
 */
export async function simulateCompare(run: CompareRun, started: SimulationThreads | undefined): Promise<number> {
  const { module } = run;
  const before = resolveCompareContent(run.compare, run.content.dir);
  try {
    const loaded = loadGameContent(before.dir, [module]);
    const entry = loaded.games.find((g) => g.module.id === module.id);
    if (!entry) {
      for (const error of loaded.errors) process.stderr.write(`${formatContentError(error)}\n`);
      process.stderr.write(`tablewright simulate: the content of ${module.id} in --compare ${run.compare} has errors (above)\n`);
      return 1;
    }
    const problem = setupsProblem(module.createGame(entry.content), module.setupOptions(entry.content), run.counts);
    if (problem) {
      process.stderr.write(`tablewright simulate: --compare ${run.compare} cannot play the games of ${run.content.label}: ${problem}. Choose a --players and --option that both versions have.\n`);
      return 1;
    }
    const sides = [
      { label: before.label, prepared: prepareGame(module, entry.content) },
      { label: run.content.label, prepared: prepareGame(module, run.content.loaded) },
    ];
    const comparisons: SimulationComparison[] = [];
    let failed = false;
    for (const { numPlayers, setups } of run.counts) {
      const seeds = gameSeeds(run.runSeed, run.games);
      const reports: SimulationReport[] = [];
      for (const side of sides) {
        const config = { prepared: side.prepared, numPlayers, setups, seeds, runSeed: run.runSeed, maxMoves: run.maxMoves };
        reports.push(await runSimulationOnWorkers(config, { gameId: module.id }, run.workers, started));
      }
      const comparison = compareReports({ label: sides[0].label, report: reports[0] }, { label: sides[1].label, report: reports[1] });
      comparisons.push(comparison);
      failed ||= reports.some((r) => r.failure || r.failedGames.count > 0);
      if (run.format === 'text') {
        process.stdout.write(`${comparisons.length > 1 ? '\n' : ''}${formatComparisonText(comparison)}`);
        process.stdout.write(failureText('before', reports[0]) + failureText('after', reports[1]));
      }
    }
    if (run.format === 'json') process.stdout.write(`${JSON.stringify(comparisons.length === 1 ? comparisons[0] : comparisons, null, 2)}\n`);
    if (run.report !== undefined) {
      const { writeCompareReport } = await import('../report/write-html-report.ts');
      for (const comparison of comparisons) writeCompareReport(run.report, comparison, run.module, comparisons.length > 1);
    }
    return failed ? 1 : 0;
  } finally {
    before.dispose();
  }
}
