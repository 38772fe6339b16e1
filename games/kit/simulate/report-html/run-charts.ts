import type { CustomSeriesRenderItem, EChartsOption } from 'echarts';
import type { LengthBin } from '../seat-statistics.ts';
import type { LengthStats, TallyRow } from '../statistics.ts';
import type { SetupOutcomes } from '../run-simulation.ts';
import { setupLabel } from '../setup-choices.ts';
import { COLORS, OUTCOME_COLORS, TEXT_STYLE, percentLabel } from './chart-style.ts';

/** A bin as a bar spanning its lengths: from its first length to just past its last. */
const binBar: CustomSeriesRenderItem = (_params, api) => {
  const [x0, y0] = api.coord([api.value(0), 0]);
  const [x1, y1] = api.coord([api.value(1), api.value(2)]);
  return { type: 'rect', shape: { x: x0 + 0.5, y: y1, width: Math.max(1, x1 - x0 - 1), height: y0 - y1 }, style: { fill: COLORS.histogram } };
};

/** How many games lasted how many moves, with the mean and the p95 marked. */
export function lengthOption(bins: LengthBin[], stats: LengthStats): EChartsOption {
  const marker = (name: string, value: number) => ({ xAxis: value, label: { formatter: `${name} ${Number.isInteger(value) ? value : value.toFixed(1)}` } });
  return {
    animation: false,
    textStyle: TEXT_STYLE,
    grid: { left: 8, right: 24, top: 36, bottom: 8 },
    xAxis: {
      type: 'value',
      min: bins[0].from,
      max: bins[bins.length - 1].to + 1,
      name: 'moves',
      nameLocation: 'middle',
      nameGap: 26,
      nameTextStyle: TEXT_STYLE,
      // The ends are bin edges, not round numbers: labelled, they crowd the round labels beside them.
      axisLabel: { ...TEXT_STYLE, showMinLabel: false, showMaxLabel: false },
    },
    yAxis: { type: 'value', name: 'games', nameTextStyle: TEXT_STYLE, axisLabel: TEXT_STYLE, minInterval: 1 },
    series: [
      {
        type: 'custom',
        name: 'games',
        data: bins.map((b) => [b.from, b.to + 1, b.count]),
        encode: { x: [0, 1], y: 2 },
        renderItem: binBar,
        markLine: {
          silent: true,
          symbol: 'none',
          lineStyle: { color: COLORS.even, type: 'dashed', width: 1.5 },
          label: { color: COLORS.even, fontSize: 11, position: 'end' },
          data: [marker('mean', stats.mean), marker('p95', stats.p95)],
        },
      },
    ],
  };
}

/** Rows of a horizontal bar chart, one per label: tall enough that each label stays legible. */
export const rowsHeight = (rows: number) => 56 + rows * 22;

/** Each counter's mean per game, one bar per counter, in the order the game lists them. */
export function tallyOption(rows: TallyRow[], width: number): EChartsOption {
  return {
    animation: false,
    textStyle: TEXT_STYLE,
    grid: { left: 8, right: 40, top: 28, bottom: 8 },
    xAxis: { type: 'value', axisLabel: TEXT_STYLE, position: 'top' },
    yAxis: {
      type: 'category',
      inverse: true,
      data: rows.map((r) => r.label),
      axisLabel: { interval: 0, width: Math.round(width * 0.42), overflow: 'truncate', ...TEXT_STYLE },
    },
    series: [
      {
        type: 'bar',
        name: 'per game',
        data: rows.map((r) => r.perGame),
        itemStyle: { color: COLORS.tally },
        barMaxWidth: 16,
        label: { show: true, position: 'right', formatter: ({ value }) => formatPerGame(value as number), fontSize: 11, color: COLORS.text },
      },
    ],
  };
}

export const formatPerGame = (n: number) => (n === 0 ? '0' : n < 0.01 ? '<0.01' : n < 10 ? n.toFixed(2) : n.toFixed(1));

/** The outcome labels of every setup, most frequent overall first: one series (one colour) each. */
export function outcomeLabels(groups: SetupOutcomes[]): string[] {
  const totals = new Map<string, number>();
  for (const group of groups) for (const o of group.outcomes) totals.set(o.label, (totals.get(o.label) ?? 0) + o.count);
  return [...totals].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([label]) => label);
}

export const outcomeColor = (index: number) => OUTCOME_COLORS[index % OUTCOME_COLORS.length];

/** Each setup's outcomes as one bar of 100%, stacked; the page gives the legend, which wraps as text does. */
export function outcomeOption(groups: SetupOutcomes[], width: number): EChartsOption {
  const labels = outcomeLabels(groups);
  const played = groups.filter((g) => g.games > 0);
  return {
    animation: false,
    textStyle: TEXT_STYLE,
    grid: { left: 8, right: 16, top: 12, bottom: 8 },
    xAxis: { type: 'value', max: 100, axisLabel: { formatter: percentLabel, ...TEXT_STYLE } },
    yAxis: { type: 'category', inverse: true, data: played.map((g) => setupLabel(g.setup)), axisLabel: { width: Math.round(width * 0.3), overflow: 'truncate', ...TEXT_STYLE } },
    series: labels.map((label, i) => ({
      type: 'bar' as const,
      name: label,
      stack: 'outcomes',
      barMaxWidth: 36,
      itemStyle: { color: outcomeColor(i) },
      data: played.map((g) => g.outcomes.find((o) => o.label === label)?.percent ?? 0),
    })),
  };
}

export const outcomeHeight = (groups: SetupOutcomes[]) => 44 + groups.filter((g) => g.games > 0).length * 44;
