import { sweepCell, valueHeading } from '../format-sweep.ts';
import { figuresBySection, type SimulationSweep, type SweepFigure } from '../sweep-reports.ts';
import { escapeHtml, htmlPage, section, table } from './html.ts';
import { PAGE_STYLE, WIDE_PAGE_STYLE } from './page-style.ts';
import { sweepChart } from './sweep-chart.ts';

const SWEEP_STYLE = `
.charts { display: grid; grid-template-columns: repeat(auto-fill, minmax(320px, 1fr)); gap: 12px 20px; margin: 8px 0; }
.charts figure { margin: 0; }
.charts figcaption { font-size: 0.875rem; font-weight: 600; overflow-wrap: anywhere; }
.charts svg { display: block; width: 100%; height: auto; }
.broken { border: 2px solid var(--bad); border-radius: 8px; padding: 8px 14px; margin: 16px 0; }
.broken h2 { color: var(--bad); border: 0; margin: 0 0 6px; padding: 0; }
ul.values { margin: 0; padding: 0; list-style: none; }
.broken pre { white-space: pre-wrap; overflow-wrap: anywhere; font-size: 0.8rem; margin: 4px 0; }
`;

function sectionHtml(sweep: SimulationSweep, title: string, figures: SweepFigure[], index: number): string {
  const values = sweep.runs.map((r) => r.value);
  const broken = sweep.runs.map((r) => Boolean(r.errors));
  const flat = (f: SweepFigure) => f.points.every((p) => !p || (p.value === 0 && p.high === 0));
  const never = figures.filter(flat).map((f) => escapeHtml(f.label));
  const charts = figures.filter((f) => !flat(f)).map((f) => {
    const label = `${f.label} against ${sweep.field}`;
    return `<figure data-figure="${escapeHtml(f.label)}" role="img" aria-label="${escapeHtml(label)}"><figcaption>${escapeHtml(f.label)}</figcaption>${sweepChart(f, values, broken, sweep.current)}</figure>`;
  });
  const played = sweep.runs.map((r, i) => (r.errors ? -1 : i)).filter((i) => i >= 0);
  const rows = figures.map((f) => [escapeHtml(f.label), ...played.map((i) => escapeHtml(sweepCell(f, i)))]);
  const head = ['figure', ...played.map((i) => valueHeading(sweep, i))];
  const zero = never.length > 0 ? `<p class="note">At 0 for every value, so not drawn: ${never.join(', ')}.</p>` : '';
  return section(`sweep-${index}`, title, `<div class="charts">${charts.join('\n')}</div>\n${zero}${table(head, rows)}`);
}

function brokenBox(sweep: SimulationSweep): string {
  const broken = sweep.runs.filter((r) => r.errors || r.failures);
  if (broken.length === 0) return '';
  const items = broken.map((r) => `<pre>${escapeHtml([...(r.errors ?? []), ...(r.failures ?? [])].join('\n'))}</pre>`);
  return `<section class="broken" id="broken"><h2>Values not played, or with failed games</h2>\n${items.join('\n')}\n</section>`;
}

/**
 * The page of `simulate --sweep --report`: for each figure, a chart of it against the swept
 * value (points, a line, the 95% interval as whiskers and a band), and each section's figures
 * in a table with a column per value, as the text report gives them. Made from the sweep alone,
 * so its `--format json` makes the same page.
 */
export function renderSweepHtml(sweep: SimulationSweep, title: string): string {
  const body = figuresBySection(sweep.figures).map(([name, figures], i) => sectionHtml(sweep, name, figures, i)).join('\n');
  const runs = sweep.runs.map((r, i) => {
    const said = r.errors ? 'not played: the content breaks (below)' : `${r.gamesPlayed} games played${r.failed ? `, ${r.failed} failed (below)` : ''}`;
    const notes = (r.notes ?? []).map((n) => `<br><span class="note">${escapeHtml(n)}</span>`).join('');
    return `<li><code>${escapeHtml(valueHeading(sweep, i))}</code>: ${escapeHtml(said)}${notes}</li>`;
  });
  const facts: [string, string][] = [
    ['field', `<code>${escapeHtml(sweep.field)}</code>, written at <code>${escapeHtml(sweep.written)}</code>, now <code>${escapeHtml(JSON.stringify(sweep.current))}</code>`],
    ['values', `<ul class="values">${runs.join('')}</ul>`],
    ['players', String(sweep.players)],
    ['seed', `<code>${escapeHtml(sweep.seed)}</code>: the same ${sweep.gamesRequested} game seeds, setups and bots for every value`],
  ];
  return htmlPage(`${title}: ${sweep.field} swept`, `${PAGE_STYLE}${WIDE_PAGE_STYLE}${SWEEP_STYLE}`, `<header>
<h1>${escapeHtml(title)}: one field swept</h1>
<dl class="facts">
${facts.map(([term, value]) => `<dt>${term}</dt><dd>${value}</dd>`).join('\n')}
</dl>
<p class="note">A point is the figure at that value, with its 95% interval as whiskers and a shaded band: Wilson's for rates, ±1.96 standard errors for means. Two values whose intervals do not overlap differ for certain; overlapping intervals do not rule a difference out. A dashed line marks the value the content has now, a red cross a value that broke the content.</p>
</header>
${brokenBox(sweep)}
${body}`);
}
