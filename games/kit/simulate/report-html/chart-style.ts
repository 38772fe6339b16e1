/**
 * Colours and sizes shared by the report's charts. The test finds bars and interval whiskers
 * in the rendered SVG by these colours, so each mark kind has one of its own.
 */
export const COLORS = {
  bar: '#3b6ea8',
  interval: '#1c1f24',
  even: '#c2410c',
  histogram: '#4f8a6b',
  tally: '#7a5aa6',
  box: '#e8eef7',
  boxBorder: '#3b6ea8',
  mean: '#c2410c',
  text: '#2c3038',
} as const;

/** Outcome colours, most frequent outcome first; past ten they repeat, and the table beneath names each. */
export const OUTCOME_COLORS = ['#3b6ea8', '#e3a33b', '#4f8a6b', '#c2410c', '#7a5aa6', '#8ab6d6', '#b8860b', '#2f4f4f', '#d17a9e', '#6b7280'];

/** The two widths every chart is drawn at: a laptop column and a phone screen (390 px less margins). */
export const WIDE = 720;
export const NARROW = 340;

/**
 * Arial's metrics: ECharts lays out text by a table of Arial-like widths when it draws without
 * a browser, so a font of other widths (DejaVu, system-ui) overruns the room left for labels.
 * Liberation Sans is Arial's metric twin on Linux. Quoted with single quotes: ECharts writes the
 * family into a double-quoted style attribute.
 */
export const CHART_FONT = "Arial, 'Liberation Sans', Helvetica, sans-serif";

export const TEXT_STYLE = { color: COLORS.text, fontFamily: CHART_FONT, fontSize: 12 };

export const percentLabel = (value: number) => `${value.toFixed(0)}%`;
