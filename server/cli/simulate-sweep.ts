import type { GameModule } from '../../games/kit/game-module.ts';
import { formatFailure } from '../../games/kit/simulate/format-report.ts';
import { formatSweepText } from '../../games/kit/simulate/format-sweep.ts';
import { prepareGame } from '../../games/kit/simulate/play-game.ts';
import { runSimulationOnWorkers, type SimulationThreads } from '../../games/kit/simulate/run-on-workers.ts';
import type { SimulationReport } from '../../games/kit/simulate/run-simulation.ts';
import { gameSeeds } from '../../games/kit/simulate/seeds.ts';
import { sweepFigures, type SimulationSweep, type SweepRun } from '../../games/kit/simulate/sweep-reports.ts';
import { sweepField, type SweepSpec } from '../../games/kit/simulate/sweep-spec.ts';
import type { RunPlan } from './run-plan.ts';
import { sweepContents } from './sweep-content.ts';

export interface SweepCommand extends RunPlan {
  module: GameModule<any, any>;
  /** The run's content folder: each value is checked as if written there. */
  contentRoot: string;
  spec: SweepSpec;
}

/** A value's run in brief; a failed game's replay command needs the content with the value, which the sweep never wrote: it says so. */
function sweepRun(value: SweepRun['value'], report: SimulationReport, field: string): SweepRun {
  const failure = report.failure ?? report.failedGames.first[0];
  const failed = report.failedGames.count + (report.failure ? 1 : 0);
  const lines = failure && formatFailure(report, failure).split('\n').filter((l) => /^(FAILED|  reproduce)/.test(l));
  return { value, gamesPlayed: report.gamesPlayed, failed, ...(lines && { failures: [...lines, `  (on the content with ${field} set to ${JSON.stringify(value)}: set it, or give --content a copy that has it)`] }) };
}

/**
 * `simulate --sweep FILE:PATH=V1,V2,...`: the content played once per value of one field, each
 * on the same game seeds, setups and bots, every figure reported per value (text, JSON, and a page
 * of charts against the value). A value that breaks the content is reported as that value's
 * errors and the others still play. Exit 1 when a value broke the content or a game failed.
 */
export async function simulateSweep(run: SweepCommand, started: SimulationThreads | undefined): Promise<number> {
  const { module, spec } = run;
  const contents = sweepContents(module, run.contentRoot, spec, run.counts);
  const prepared = contents.values.map((c) => ('content' in c ? prepareGame(module, c.content) : null));
  const sweeps: SimulationSweep[] = [];
  let failed = contents.values.some((c) => 'errors' in c);
  for (const { numPlayers, setups } of run.counts) {
    const seeds = gameSeeds(run.runSeed, run.games);
    const reports: (SimulationReport | null)[] = [];
    const runs: SweepRun[] = [];
    for (const [i, value] of spec.values.entries()) {
      const side = contents.values[i];
      const game = prepared[i];
      if ('errors' in side || !game) {
        reports.push(null);
        runs.push({ value, gamesPlayed: 0, failed: 0, errors: 'errors' in side ? side.errors : [] });
        continue;
      }
      const config = { prepared: game, numPlayers, setups, seeds, runSeed: run.runSeed, maxMoves: run.maxMoves };
      const report = await runSimulationOnWorkers(config, { gameId: module.id }, run.workers, started);
      reports.push(report);
      runs.push({ ...sweepRun(value, report, sweepField(spec)), ...('noted' in side && side.noted && { notes: side.noted.map((n) => `how-to-play.yaml, not checked in a sweep: ${n}`) }) });
      failed ||= Boolean(report.failure) || report.failedGames.count > 0;
    }
    const sweep: SimulationSweep = { game: module.id, players: numPlayers, seed: run.runSeed, gamesRequested: run.games, field: sweepField(spec), written: contents.written, current: contents.current, runs, figures: sweepFigures(reports) };
    sweeps.push(sweep);
    if (run.format === 'text') process.stdout.write(`${sweeps.length > 1 ? '\n' : ''}${formatSweepText(sweep)}`);
  }
  if (run.format === 'json') process.stdout.write(`${JSON.stringify(sweeps.length === 1 ? sweeps[0] : sweeps, null, 2)}\n`);
  if (run.report !== undefined) {
    const { writeSweepReport } = await import('../report/write-html-report.ts');
    for (const sweep of sweeps) writeSweepReport(run.report, sweep, module, sweeps.length > 1);
  }
  return failed ? 1 : 0;
}
