import { NARROW, WIDE } from './chart-style.ts';

/**
 * The report's stylesheet. Each chart is drawn twice, at WIDE and NARROW: a phone shows the
 * narrow drawing at its own size instead of the wide one shrunk to unreadable text; print
 * takes the wide one.
 */
export const PAGE_STYLE = `
:root { color-scheme: light; --ink: #1c1f24; --muted: #5b6270; --line: #d8dce3; --paper: #fff; --panel: #f5f7fa; --bad: #b42318; }
* { box-sizing: border-box; }
body { margin: 0; background: var(--paper); color: var(--ink); font: 15px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; }
main { max-width: ${WIDE + 48}px; margin: 0 auto; padding: 24px; }
h1 { font-size: 1.6rem; margin: 0 0 4px; line-height: 1.2; }
h2 { font-size: 1.2rem; margin: 36px 0 8px; padding-top: 12px; border-top: 1px solid var(--line); }
p { margin: 8px 0; }
.lead { color: var(--muted); margin: 0 0 16px; }
dl.facts { display: grid; grid-template-columns: max-content 1fr; gap: 2px 16px; margin: 0 0 16px; }
dl.facts dt { color: var(--muted); }
dl.facts dd { margin: 0; overflow-wrap: anywhere; }
code, .command { font-family: ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace; font-size: 0.85rem; }
.command { display: block; background: var(--panel); border: 1px solid var(--line); border-radius: 6px; padding: 8px 10px; white-space: pre-wrap; overflow-wrap: anywhere; }
.failure { border: 2px solid var(--bad); border-radius: 8px; padding: 12px 14px; margin: 16px 0; }
.failure h2 { color: var(--bad); border: 0; margin: 0 0 6px; padding: 0; }
figure.chart { margin: 8px 0 4px; }
figure.chart svg { display: block; width: 100%; height: auto; }
figure.chart .narrow { display: none; }
.note { color: var(--muted); font-size: 0.9rem; }
.table-wrap { overflow-x: auto; margin: 8px 0; }
table { border-collapse: collapse; font-size: 0.875rem; font-variant-numeric: tabular-nums; }
th, td { padding: 3px 10px 3px 0; text-align: right; border-bottom: 1px solid var(--line); vertical-align: top; }
th:first-child, td:first-child { text-align: left; overflow-wrap: anywhere; min-width: 4.5em; }
th { color: var(--muted); font-weight: 600; }
ul.key { list-style: none; display: flex; flex-wrap: wrap; gap: 2px 16px; margin: 8px 0 0; padding: 0; font-size: 0.85rem; }
ul.key li { display: flex; align-items: center; }
.mark { display: inline-block; width: 14px; height: 12px; margin-right: 6px; flex: none; }
.mark-bar { background: var(--mark); border-radius: 2px; }
.mark-whisker { width: 10px; border-top: 2px solid var(--mark); border-bottom: 2px solid var(--mark); background: linear-gradient(var(--mark), var(--mark)) center / 2px 100% no-repeat; }
.mark-dashed { height: 0; border-top: 2px dashed var(--mark); }
.mark-box { border: 1.5px solid var(--mark); background: linear-gradient(var(--mark), var(--mark)) center / 100% 1.5px no-repeat; }
.mark-diamond { width: 9px; height: 9px; background: var(--mark); transform: rotate(45deg); margin: 0 8px 0 3px; }
.swatch { display: inline-block; width: 10px; height: 10px; border-radius: 2px; margin-right: 6px; }
@media (max-width: ${NARROW + 220}px) {
  main { padding: 16px 12px; }
  figure.chart .wide { display: none; }
  figure.chart .narrow { display: block; }
  table { font-size: 0.8rem; }
  th, td { padding-right: 6px; }
}
@media print {
  body { font-size: 11pt; }
  main { max-width: none; padding: 0; }
  figure.chart .wide { display: block; }
  figure.chart .narrow { display: none; }
  section, figure.chart { break-inside: avoid; }
  /* Browsers leave backgrounds out of print: the keys' colour marks are backgrounds. */
  .mark, .swatch { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
  .command { border: 0; padding: 0; }
}
`;

/** For the pages of compare and sweep: tables of figures with intervals side by side, wider than a chart column, whose cells must not wrap. */
export const WIDE_PAGE_STYLE = `
main { max-width: 1180px; }
td { white-space: nowrap; }
/* The figure's name stays in view, whole words, while a phone scrolls the values sideways. */
th:first-child, td:first-child { white-space: normal; overflow-wrap: break-word; min-width: 9em; position: sticky; left: 0; background: var(--paper); }
`;
