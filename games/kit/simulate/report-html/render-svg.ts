import * as echarts from 'echarts';
import type { EChartsOption } from 'echarts';

/**
 * One chart drawn to an SVG string by ECharts' server-side renderer. The report carries the
 * drawn SVG rather than ECharts' script: a 1 MB script would run on every open, and a drawn
 * chart prints, needs no JavaScript and looks the same in every browser.
 */
export function renderSvg(option: EChartsOption, width: number, height: number): string {
  const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, width, height });
  try {
    chart.setOption(option);
    return chart.renderToSVGString();
  } finally {
    chart.dispose();
  }
}
