import type { Estimate } from '../compare-reports.ts';
import type { SweepFigure } from '../sweep-reports.ts';
import { valueText, type SweepValue } from '../sweep-spec.ts';
import { CHART_FONT, COLORS } from './chart-style.ts';
import { escapeHtml } from './html.ts';

/** The drawing's own units: scaled to its column, about 1:1 on a laptop and a phone alike. */
const W = 320;
const H = 200;
const M = { left: 46, right: 14, top: 12, bottom: 40 };
const BAND = '#3b6ea8';
const ERROR = COLORS.even;

/** Round steps of 1, 2 or 5 times a power of ten spanning [low, high], about `count` of them. */
function ticks(low: number, high: number, count = 5): number[] {
  const raw = (high - low) / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? raw;
  const out: number[] = [];
  for (let t = Math.ceil(low / step) * step; t <= high + step * 1e-9; t += step) out.push(Number(t.toPrecision(12)));
  return out;
}

/** The y range of the points and their intervals, padded; a rate's kept within 0 to 100%. */
function yDomain(points: Estimate[], rate: boolean): [number, number] {
  let low = Math.min(...points.map((p) => p.low));
  let high = Math.max(...points.map((p) => p.high));
  const pad = high > low ? (high - low) * 0.08 : Math.max(Math.abs(high) * 0.1, rate ? 0.05 : 1);
  low -= pad;
  high += pad;
  if (rate) [low, high] = [Math.max(0, low), Math.min(1, high)];
  else if (points.every((p) => p.low >= 0)) low = Math.max(0, low);
  return [low, high];
}

/** x of each value: to scale when every value is a number, else evenly spaced in the order given. */
function xPositions(values: SweepValue[]): number[] {
  const span = W - M.left - M.right;
  const inset = values.length > 1 ? span * 0.06 : span / 2;
  if (values.length === 1) return [M.left + inset];
  const numbers = values.every((v) => typeof v === 'number') ? (values as number[]) : values.map((_, i) => i);
  const min = Math.min(...numbers);
  const max = Math.max(...numbers);
  return numbers.map((n) => M.left + inset + ((n - min) / (max - min || 1)) * (span - 2 * inset));
}

const f1 = (n: number) => n.toFixed(1);

const CHAR = 6.2;

/**
 * The values under the axis: level while they fit, else slanted; a label that would run into
 * the one before it (values close together on a numeric scale) is left out, the first and last
 * always kept, since the table beneath names every value.
 */
function valueLabels(values: SweepValue[], xs: number[], plotBottom: number): string[] {
  const texts = values.map((v) => (valueText(v).length > 14 ? `${valueText(v).slice(0, 13)}…` : valueText(v)));
  const slanted = texts.reduce((sum, t) => sum + t.length * CHAR + 8, 0) > W - M.left - M.right;
  const y = plotBottom + 14;
  const out: string[] = [];
  let right = -Infinity;
  texts.forEach((text, i) => {
    const half = slanted ? 5 : (text.length * CHAR) / 2;
    const last = i === texts.length - 1;
    if (xs[i] - half < right + 4 && !last) return;
    if (last && xs[i] - half < right + 4) out.pop();
    out.push(slanted ? `<text x="${f1(xs[i])}" y="${y}" text-anchor="end" transform="rotate(-30 ${f1(xs[i])} ${y})">${escapeHtml(text)}</text>` : `<text x="${f1(xs[i])}" y="${y}" text-anchor="middle">${escapeHtml(text)}</text>`);
    right = xs[i] + half;
  });
  return out;
}

/** Consecutive runs of points a value has, so the line and the band break where a value has none. */
function stretches(points: (Estimate | null)[]): number[][] {
  const out: number[][] = [[]];
  points.forEach((p, i) => (p ? out.at(-1)!.push(i) : out.at(-1)!.length && out.push([])));
  return out.filter((s) => s.length > 0);
}

/**
 * One figure against the swept value, as inline SVG: a point per value joined by a line, its 95%
 * interval as whiskers and a shaded band, and a red cross at a value whose content was broken.
 * A dashed line marks the value the content has now.
 */
export function sweepChart(figure: SweepFigure, values: SweepValue[], broken: boolean[], current: unknown): string {
  const rate = figure.kind === 'rate';
  const present = figure.points.filter((p): p is Estimate => p !== null);
  const [low, high] = present.length ? yDomain(present, rate) : [0, 1];
  const plotBottom = H - M.bottom;
  const y = (v: number) => plotBottom - ((v - low) / (high - low || 1)) * (plotBottom - M.top);
  const xs = xPositions(values);
  const tickText = (t: number) => (rate ? `${Math.round(t * 100)}%` : Math.abs(high) >= 1000 ? t.toExponential(1) : String(t));
  const parts: string[] = [];
  for (const t of ticks(low, high)) {
    parts.push(`<line x1="${M.left}" x2="${W - M.right}" y1="${f1(y(t))}" y2="${f1(y(t))}" stroke="#e3e6eb"/>`);
    parts.push(`<text x="${M.left - 5}" y="${f1(y(t) + 3.5)}" text-anchor="end">${escapeHtml(tickText(t))}</text>`);
  }
  parts.push(...valueLabels(values, xs, plotBottom));
  const now = values.findIndex((v) => JSON.stringify(v) === JSON.stringify(current));
  if (now >= 0) parts.push(`<line x1="${f1(xs[now])}" x2="${f1(xs[now])}" y1="${M.top}" y2="${plotBottom}" stroke="${COLORS.text}" stroke-dasharray="3 3" stroke-opacity="0.6" data-mark="now"/>`);
  const has = (i: number) => figure.points[i]!;
  for (const stretch of stretches(figure.points)) {
    if (figure.kind !== 'exact' && stretch.length > 1) {
      const top = stretch.map((i) => `${f1(xs[i])},${f1(y(has(i).high))}`);
      const bottom = [...stretch].reverse().map((i) => `${f1(xs[i])},${f1(y(has(i).low))}`);
      parts.push(`<polygon points="${[...top, ...bottom].join(' ')}" fill="${BAND}" fill-opacity="0.15" data-mark="band"/>`);
    }
    if (stretch.length > 1) parts.push(`<polyline points="${stretch.map((i) => `${f1(xs[i])},${f1(y(has(i).value))}`).join(' ')}" fill="none" stroke="${COLORS.bar}" stroke-width="2"/>`);
  }
  figure.points.forEach((p, i) => {
    if (!p) return;
    if (figure.kind !== 'exact') {
      const [x, top, bottom] = [f1(xs[i]), f1(y(p.high)), f1(y(p.low))];
      parts.push(`<path d="M${x} ${top}V${bottom}M${f1(xs[i] - 4)} ${top}h8M${f1(xs[i] - 4)} ${bottom}h8" stroke="${COLORS.interval}" stroke-width="1.2" data-mark="whisker"/>`);
    }
    parts.push(`<circle cx="${f1(xs[i])}" cy="${f1(y(p.value))}" r="3.5" fill="${COLORS.bar}" data-mark="point"/>`);
  });
  broken.forEach((b, i) => {
    if (b) parts.push(`<path d="M${f1(xs[i] - 5)} ${plotBottom - 15}l10 10m0 -10l-10 10" stroke="${ERROR}" stroke-width="2.2" data-mark="broken"><title>${escapeHtml(valueText(values[i]))} breaks the content</title></path>`);
  });
  parts.push(`<line x1="${M.left}" x2="${W - M.right}" y1="${plotBottom}" y2="${plotBottom}" stroke="${COLORS.text}"/>`);
  return `<svg viewBox="0 0 ${W} ${H}" xmlns="http://www.w3.org/2000/svg" font-family="${escapeHtml(CHART_FONT)}" font-size="11" fill="${COLORS.text}">${parts.join('')}</svg>`;
}
