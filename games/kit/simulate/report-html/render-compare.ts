import type { FigureComparison, SimulationComparison } from '../compare-reports.ts';
import { differenceText, estimateText, flagNote } from '../format-compare.ts';
import { escapeHtml, htmlPage, section, table } from './html.ts';
import { figuresBySection } from '../sweep-reports.ts';
import { PAGE_STYLE, WIDE_PAGE_STYLE } from './page-style.ts';

const COMPARE_STYLE = `
.diff { position: relative; display: inline-block; width: 160px; height: 12px; background: var(--panel); vertical-align: middle; }
.diff .zero { position: absolute; top: -2px; bottom: -2px; left: 50%; border-left: 1px dashed var(--muted); }
.diff .span { position: absolute; top: 3px; height: 6px; background: var(--muted); border-radius: 3px; }
tr.real td { font-weight: 600; }
tr.real .diff .span { background: var(--bad); }
.flag { color: var(--bad); }
`;

/** The difference's interval drawn against 0 on its section's scale: a bar clear of the dashed line is a real difference. */
function intervalBar(f: FigureComparison, scale: number): string {
  const d = f.difference;
  if (!d || scale === 0) return '';
  const at = (n: number) => (50 + (50 * n) / scale).toFixed(1);
  const left = at(d.low);
  const width = (Number(at(d.high)) - Number(left)).toFixed(1);
  return `<span class="diff" aria-hidden="true"><span class="zero"></span><span class="span" style="left:${left}%;width:max(2px,${width}%)"></span></span>`;
}

function sectionHtml(title: string, figures: FigureComparison[], index: number): string {
  const scale = Math.max(0, ...figures.flatMap((f) => (f.difference ? [Math.abs(f.difference.low), Math.abs(f.difference.high)] : [])));
  const rows = figures.map((f) => [
    escapeHtml(f.label),
    escapeHtml(estimateText(f.kind, f.before)),
    escapeHtml(estimateText(f.kind, f.after)),
    escapeHtml(differenceText(f)),
    intervalBar(f, scale),
    f.real ? '<span class="flag">real</span>' : '',
  ]);
  const head = ['figure', 'before (95%)', 'after (95%)', 'difference (95%)', 'difference against 0', 'flag'];
  return section(`compare-${index}`, title, table(head, rows, (i) => (figures[i].real ? 'real' : '')));
}

/** The page of `simulate --compare --report`: every figure before and after, its difference drawn against 0, a flag where it is real. */
export function renderCompareHtml(comparison: SimulationComparison, title: string): string {
  const body = figuresBySection(comparison.figures).map(([name, figures], i) => sectionHtml(name, figures, i)).join('\n');
  const { before, after } = comparison;
  return htmlPage(`${title}: compared`, `${PAGE_STYLE}${WIDE_PAGE_STYLE}${COMPARE_STYLE}`, `<header>
<h1>${escapeHtml(title)}: before and after</h1>
<p class="lead">The same ${comparison.gamesRequested} game seeds (seed <code>${escapeHtml(comparison.seed)}</code>) and bots, ${comparison.players} players, on two versions of the content.</p>
<dl class="facts">
<dt>before</dt><dd>${escapeHtml(before.label)} (${before.report.gamesPlayed} games played)</dd>
<dt>after</dt><dd>${escapeHtml(after.label)} (${after.report.gamesPlayed} games played)</dd>
</dl>
<p class="note">Each figure with its 95% interval: Wilson for rates, ±1.96 standard errors for means. ${escapeHtml(flagNote(comparison))}</p>
</header>
${body}`);
}
