import { chanceFlags, type Estimate, type FigureComparison, type SimulationComparison } from './compare-reports.ts';

/** A value and its interval in one format: whole numbers once any of them reaches 100, a rate as a percentage. */
function shower(kind: FigureComparison['kind'], e: Estimate): (n: number) => string {
  if (kind === 'rate') return (n) => (n * 100).toFixed(1);
  const digits = Math.max(Math.abs(e.value), Math.abs(e.low), Math.abs(e.high)) >= 100 ? 0 : 2;
  return (n) => n.toFixed(digits);
}

/** A side's figure and its interval, e.g. "46.7% (38.0-55.6)" or "12.40 (11.9-12.9)"; "-" where the run has no such figure. */
export function estimateText(kind: FigureComparison['kind'], e: Estimate | undefined): string {
  if (!e) return '-';
  const show = shower(kind, e);
  return `${show(e.value)}${kind === 'rate' ? '%' : ''} (${show(e.low)} to ${show(e.high)})`;
}

/** The difference, a rate's in percentage points: "+12.5 pts (3.1 to 21.0)". */
export function differenceText(f: FigureComparison): string {
  const d = f.difference;
  if (!d) return '-';
  const show = shower(f.kind, d);
  const sign = d.value > 0 ? '+' : '';
  return `${sign}${show(d.value)}${f.kind === 'rate' ? ' pts' : ''} (${show(d.low)} to ${show(d.high)})`;
}

/** What a flag means and how far to trust many of them, said under the text and the HTML table. */
export function flagNote(comparison: SimulationComparison): string {
  const tested = comparison.figures.filter((f) => f.difference).length;
  const flagged = comparison.figures.filter((f) => f.real).length;
  return (
    `${flagged} of ${tested} figures flagged (*): the 95% interval of the difference excludes 0. ` +
    `Each test is at 5%, with no correction for testing many: about ${chanceFlags(comparison).toFixed(1)} flags could be chance alone, so trust a flag more when it is far from 0 or the figures around it agree.`
  );
}

/** The side-by-side report of `simulate --compare`: every figure before and after, the difference, and a flag where it is real. */
export function formatComparisonText(comparison: SimulationComparison): string {
  const { before, after } = comparison;
  const lines = [
    `${comparison.game}: compared, ${comparison.players} players, the same ${comparison.gamesRequested} game seeds (seed ${comparison.seed}) and bots on both`,
    `  before: ${before.label} (${before.report.gamesPlayed} games played)`,
    `  after:  ${after.label} (${after.report.gamesPlayed} games played)`,
    '  each figure: value (95% interval); rates are Wilson intervals, means ± 1.96 standard errors',
  ];
  const rows = comparison.figures.map((f) => [f.label, estimateText(f.kind, f.before), estimateText(f.kind, f.after), differenceText(f), f.real ? '*' : '']);
  const widths = [0, 1, 2, 3].map((i) => Math.max(['', 'before', 'after', 'difference'][i].length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => `    ${cells.map((c, i) => (i < 4 ? c.padEnd(widths[i]) : c)).join('  ')}`.trimEnd();
  let section = '';
  comparison.figures.forEach((f, i) => {
    if (f.section !== section) {
      section = f.section;
      lines.push('', section, line(['', 'before', 'after', 'difference', '']));
    }
    lines.push(line(rows[i]));
  });
  lines.push('', flagNote(comparison));
  return `${lines.join('\n')}\n`;
}
