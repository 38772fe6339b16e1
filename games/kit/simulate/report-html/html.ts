import type { EChartsOption } from 'echarts';
import { NARROW, WIDE } from './chart-style.ts';
import { renderSvg } from './render-svg.ts';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe for HTML content and attribute values: labels come from content files. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c]);

export const percent = (fraction: number) => `${(fraction * 100).toFixed(1)}%`;

/** A chart at both widths; `id` names it for the page's tests and links. */
export function chartFigure(id: string, label: string, option: (width: number) => EChartsOption, height: (width: number) => number): string {
  const drawing = (width: number) => renderSvg(option(width), width, height(width));
  return `<figure class="chart" data-chart="${escapeHtml(id)}" role="img" aria-label="${escapeHtml(label)}">
<div class="wide">${drawing(WIDE)}</div>
<div class="narrow">${drawing(NARROW)}</div>
</figure>`;
}

/** A table with a header row; cells are HTML already escaped by the caller; `rowClass` marks a row by its index. */
export function table(head: string[], rows: string[][], rowClass: (index: number) => string = () => ''): string {
  const header = `<tr>${head.map((h) => `<th scope="col">${escapeHtml(h)}</th>`).join('')}</tr>`;
  const open = (i: number) => (rowClass(i) ? `<tr class="${escapeHtml(rowClass(i))}">` : '<tr>');
  const body = rows.map((row, i) => `${open(i)}${row.map((cell) => `<td>${cell}</td>`).join('')}</tr>`).join('\n');
  return `<div class="table-wrap"><table><thead>${header}</thead><tbody>\n${body}\n</tbody></table></div>`;
}

export type KeyMark = 'bar' | 'whisker' | 'dashed' | 'box' | 'diamond';

/** A chart's key as page text, so it wraps on a phone like any text instead of overrunning the drawing. */
export function chartKey(entries: { mark: KeyMark; color: string; label: string }[]): string {
  const items = entries.map((e) => `<li><span class="mark mark-${e.mark}" style="--mark:${e.color}"></span>${escapeHtml(e.label)}</li>`);
  return `<ul class="key">${items.join('')}</ul>`;
}

export function section(id: string, title: string, body: string): string {
  return `<section id="${escapeHtml(id)}">\n<h2>${escapeHtml(title)}</h2>\n${body}\n</section>`;
}

/** A whole page of the report: one file, its style inline, nothing to fetch. `main` is HTML already escaped. */
export function htmlPage(title: string, style: string, main: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${style}</style>
</head>
<body>
<main>
${main}
</main>
</body>
</html>
`;
}
