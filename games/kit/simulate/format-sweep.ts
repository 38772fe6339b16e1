import { estimateText } from './format-compare.ts';
import { figuresBySection, type SimulationSweep, type SweepFigure } from './sweep-reports.ts';
import { valueText } from './sweep-spec.ts';

/** One figure at one value: "48.8% (43.9 to 53.6)", a plain number where it has no interval, "-" where the value has no point. */
export function sweepCell(figure: SweepFigure, index: number): string {
  const point = figure.points[index];
  if (!point) return '-';
  if (figure.kind === 'exact') return String(point.value);
  return estimateText(figure.kind, point);
}

/** "handSize=5": how a value is headed in every table. */
export const valueHeading = (sweep: SimulationSweep, index: number) => `${sweep.field.split(':').pop()!.replace(/^.*\./, '')}=${valueText(sweep.runs[index].value)}`;

/** The head of a sweep's report and each value's games, or why a value was not played. */
export function sweepIntro(sweep: SimulationSweep): string[] {
  const lines = [
    `${sweep.game}: swept ${sweep.field} (written at ${sweep.written}, now ${JSON.stringify(sweep.current)}) over ${sweep.runs.length} values, ${sweep.players} players, the same ${sweep.gamesRequested} game seeds (seed ${sweep.seed}) and bots for each`,
    '  each figure: value (95% interval); rates are Wilson intervals, means ± 1.96 standard errors',
  ];
  sweep.runs.forEach((run, i) => {
    const heading = valueHeading(sweep, i);
    if (run.errors) lines.push(`  ${heading}: not played: ${run.errors[0]}`, ...run.errors.slice(1).map((e) => `    ${e}`));
    else lines.push(`  ${heading}: ${run.gamesPlayed} games played${run.failed ? `, ${run.failed} failed` : ''}`, ...[...(run.failures ?? []), ...(run.notes ?? [])].map((f) => `    ${f}`));
  });
  return lines;
}

/** The text report of `simulate --sweep`: every figure, one column per value. */
export function formatSweepText(sweep: SimulationSweep): string {
  const lines = sweepIntro(sweep);
  const played = sweep.runs.map((run, i) => (run.errors ? -1 : i)).filter((i) => i >= 0);
  const heads = played.map((i) => valueHeading(sweep, i));
  for (const [section, figures] of figuresBySection(sweep.figures)) {
    const rows = figures.map((f) => [f.label, ...played.map((i) => sweepCell(f, i))]);
    const widths = ['', ...heads].map((h, c) => Math.max(h.length, ...rows.map((r) => r[c].length)));
    const line = (cells: string[]) => `    ${cells.map((cell, c) => cell.padEnd(widths[c])).join('  ')}`.trimEnd();
    lines.push('', section, line(['', ...heads]), ...rows.map(line));
  }
  return `${lines.join('\n')}\n`;
}
