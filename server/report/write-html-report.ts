import { writeFileSync } from 'node:fs';
import type { GameModule } from '../../games/kit/game-module.ts';
import type { SimulationReport } from '../../games/kit/simulate/run-simulation.ts';
import { maxMovesFlag, renderReportHtml, repeatCommand } from '../../games/kit/simulate/report-html/render-report.ts';
import type { SimulationComparison } from '../../games/kit/simulate/compare-reports.ts';
import { renderCompareHtml } from '../../games/kit/simulate/report-html/render-compare.ts';
import type { SimulationSweep } from '../../games/kit/simulate/sweep-reports.ts';
import { renderSweepHtml } from '../../games/kit/simulate/report-html/render-sweep.ts';
import type { EveryCount } from '../../games/kit/simulate/report-html/count-section.ts';
import { UsageError } from '../cli/usage-error.ts';
import { perCountFile } from './report-path.ts';

export interface HtmlReportRun {
  module: GameModule<any, any>;
  /** The --content folder the run read, if not the project's own. */
  content?: string;
  /** The run replayed one game (--game-seed). */
  replaying: boolean;
  /** Every count's summary, when the run played every count (a page per count). */
  everyCount?: EveryCount;
}

/** The command line that gives this run again, as the user would type it. */
function runCommand(report: SimulationReport, run: HtmlReportRun): string {
  const content = run.content === undefined ? '' : ` --content ${JSON.stringify(run.content)}`;
  if (!run.replaying) return `${repeatCommand(report)}${content}`;
  const options = Object.entries(report.outcomes[0]?.setup ?? {}).map(([key, value]) => ` --option ${key}=${value}`).join('');
  return `tablewright simulate ${report.game} --players ${report.players}${options}${maxMovesFlag(report)} --game-seed ${report.seed}${content}`;
}

/** Writes the balance report page of a finished run to `file`, and says where on stderr (stdout carries the report itself). */
export function writeHtmlReport(file: string, report: SimulationReport, run: HtmlReportRun): void {
  writePage(file, renderReportHtml(report, { title: run.module.title, command: runCommand(report, run), everyCount: run.everyCount }));
}

/** Writes the page of a `--compare` run, one per player count when it played several. */
export function writeCompareReport(file: string, comparison: SimulationComparison, module: GameModule<any, any>, perCount: boolean): void {
  writePage(perCount ? perCountFile(file, comparison.players) : file, renderCompareHtml(comparison, module.title));
}

function writePage(file: string, html: string): void {
  try {
    writeFileSync(file, html);
  } catch (error) {
    throw new UsageError(`--report: cannot write ${file} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}); give a path in a folder that exists`);
  }
  process.stderr.write(`balance report: ${file}\n`);
}

/** Writes the page of a `--sweep` run, one per player count when it played several. */
export function writeSweepReport(file: string, sweep: SimulationSweep, module: GameModule<any, any>, perCount: boolean): void {
  writePage(perCount ? perCountFile(file, sweep.players) : file, renderSweepHtml(sweep, module.title));
}
