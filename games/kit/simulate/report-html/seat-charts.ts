import type { CustomSeriesRenderItem, EChartsOption } from 'echarts';
import type { ScoreSummary, WinRate } from '../seat-statistics.ts';
import { COLORS, TEXT_STYLE, percentLabel } from './chart-style.ts';

/** A whisker from the interval's low to its high end, with caps, centred on the category. */
const intervalWhisker: CustomSeriesRenderItem = (_params, api) => {
  const low = api.coord([api.value(0), api.value(1)]);
  const high = api.coord([api.value(0), api.value(2)]);
  const cap = Math.min(8, (api.size!([1, 0]) as number[])[0] * 0.15);
  const style = { stroke: COLORS.interval, lineWidth: 1.5 };
  const line = (x1: number, y1: number, x2: number, y2: number) => ({ type: 'line' as const, shape: { x1, y1, x2, y2 }, style });
  return {
    type: 'group',
    children: [line(low[0], low[1], high[0], high[1]), line(low[0] - cap, low[1], low[0] + cap, low[1]), line(high[0] - cap, high[1], high[0] + cap, high[1])],
  };
};

/** Long category labels (roles, identities) tilt on a narrow chart so none is dropped. */
function categoryAxis(labels: string[], width: number) {
  const crowded = labels.reduce((sum, label) => sum + label.length * 7 + 12, 0) > width - 60;
  return { type: 'category' as const, data: labels, axisLabel: { interval: 0, rotate: crowded ? 35 : 0, ...TEXT_STYLE }, axisTick: { alignWithLabel: true } };
}

/** Win rate per category as bars, its 95% Wilson interval as whiskers, and the even-chance line. */
export function winRateOption(rates: WinRate[], evenChance: number, width: number): EChartsOption {
  const top = Math.max(evenChance, ...rates.map((r) => r.high));
  return {
    animation: false,
    textStyle: TEXT_STYLE,
    grid: { left: 8, right: 12, top: 32, bottom: 8 },
    xAxis: categoryAxis(rates.map((r) => r.label), width),
    yAxis: { type: 'value', min: 0, max: Math.min(100, Math.ceil((top * 100 + 5) / 10) * 10), axisLabel: { formatter: percentLabel, ...TEXT_STYLE }, name: 'win rate', nameTextStyle: TEXT_STYLE },
    series: [
      {
        type: 'bar',
        name: 'win rate',
        data: rates.map((r) => r.rate * 100),
        itemStyle: { color: COLORS.bar },
        barMaxWidth: 56,
        markLine: {
          silent: true,
          symbol: 'none',
          lineStyle: { color: COLORS.even, type: 'dashed', width: 1.5 },
          label: { show: false },
          data: [{ yAxis: evenChance * 100 }],
        },
      },
      {
        type: 'custom',
        name: '95% interval',
        data: rates.map((r, i) => [i, r.low * 100, r.high * 100]),
        encode: { x: 0, y: [1, 2] },
        renderItem: intervalWhisker,
        z: 10,
      },
    ],
  };
}

/** Each group's scores as a box (quartiles, whiskers to min and max) with its mean as a dot. */
export function scoreBoxOption(summaries: ScoreSummary[], scoreTitle: string, width: number): EChartsOption {
  return {
    animation: false,
    textStyle: TEXT_STYLE,
    grid: { left: 8, right: 12, top: 32, bottom: 8 },
    xAxis: categoryAxis(summaries.map((s) => s.label), width),
    yAxis: { type: 'value', scale: true, name: scoreTitle, nameTextStyle: TEXT_STYLE, axisLabel: TEXT_STYLE },
    series: [
      {
        type: 'boxplot',
        name: scoreTitle,
        data: summaries.map((s) => [s.min, s.q1, s.median, s.q3, s.max]),
        itemStyle: { color: COLORS.box, borderColor: COLORS.boxBorder, borderWidth: 1.5 },
        boxWidth: [8, 48],
      },
      {
        type: 'scatter',
        name: 'mean',
        data: summaries.map((s, i) => [i, s.mean]),
        itemStyle: { color: COLORS.mean },
        symbol: 'diamond',
        symbolSize: 9,
      },
    ],
  };
}
