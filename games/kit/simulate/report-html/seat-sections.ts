import type { ScoreSummary, SeatStatistics, WinRate } from '../seat-statistics.ts';
import { COLORS } from './chart-style.ts';
import { chartFigure, chartKey, escapeHtml, percent, section, table } from './html.ts';
import { scoreBoxOption, winRateOption } from './seat-charts.ts';

const CHART_HEIGHT = 300;
const round = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(2));

function winRateSection(id: string, title: string, column: string, rates: WinRate[], stats: SeatStatistics, intro = ''): string {
  const chart = chartFigure(id, `${title}: bars with 95% intervals`, (width) => winRateOption(rates, stats.evenChance, width), () => CHART_HEIGHT);
  const key = chartKey([
    { mark: 'bar', color: COLORS.bar, label: 'win rate' },
    { mark: 'whisker', color: COLORS.interval, label: '95% interval' },
    { mark: 'dashed', color: COLORS.even, label: `even chance ${percent(stats.evenChance)}` },
  ]);
  const rows = rates.map((r) => [escapeHtml(r.label), String(r.games), String(r.wins), percent(r.rate), `${percent(r.low)} – ${percent(r.high)}`]);
  return section(id, title, `${intro}${key}\n${chart}\n${table([column, 'games', 'wins', 'win rate', '95% interval'], rows)}`);
}

function scoreSection(id: string, title: string, column: string, summaries: ScoreSummary[], scoreTitle: string): string {
  const chart = chartFigure(id, `${title}: box plots`, (width) => scoreBoxOption(summaries, scoreTitle, width), () => CHART_HEIGHT);
  const rows = summaries.map((s) => [escapeHtml(s.label), String(s.count), round(s.min), round(s.q1), round(s.median), round(s.q3), round(s.max), round(s.mean)]);
  const note = '<p class="note">The box spans the middle half of the games (first to third quartile) with the median across it; the whiskers reach the lowest and highest score.</p>';
  const key = chartKey([
    { mark: 'box', color: COLORS.boxBorder, label: 'middle half, median' },
    { mark: 'diamond', color: COLORS.mean, label: 'mean' },
  ]);
  return section(id, title, `${note}\n${key}\n${chart}\n${table([column, 'games', 'min', 'q1', 'median', 'q3', 'max', 'mean'], rows)}`);
}

/** Win rates by seat and by role, and score distributions, where the game reports them. */
export function seatSections(stats: SeatStatistics): string[] {
  const sections = [];
  const explain = `<p class="note">Each bar is how often that seat won; the black whisker is its 95% Wilson interval, the range that the true rate lies in with 95% confidence. The dashed line is the even chance, ${percent(stats.evenChance)}: the share of all seats that won, what every seat would reach if none had an edge. A whisker that misses the line points at a real edge, though about one in twenty misses it by chance alone; one that crosses it does not rule an edge out, and more games narrow it.</p>`;
  sections.push(winRateSection('win-rate-seat', 'Win rate by seat', 'seat', stats.bySeat, stats, explain));
  if (stats.roleTitle && stats.byRole.length) {
    sections.push(winRateSection('win-rate-role', `Win rate by ${stats.roleTitle.toLowerCase()}`, stats.roleTitle, stats.byRole, stats));
  }
  if (stats.scoreTitle && stats.scoresBySeat.length) {
    sections.push(scoreSection('scores-seat', `${stats.scoreTitle} by seat`, 'seat', stats.scoresBySeat, stats.scoreTitle));
    if (stats.roleTitle && stats.scoresByRole.length) {
      sections.push(scoreSection('scores-role', `${stats.scoreTitle} by ${stats.roleTitle.toLowerCase()}`, stats.roleTitle, stats.scoresByRole, stats.scoreTitle));
    }
  }
  return sections;
}
