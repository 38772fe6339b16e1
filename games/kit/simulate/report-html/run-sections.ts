import { absentNote, copiesText, PER_COPY_NOTE } from '../format-cards.ts';
import type { SimulationReport } from '../run-simulation.ts';
import { setupLabel } from '../setup-choices.ts';
import { chartFigure, chartKey, escapeHtml, percent, section, table } from './html.ts';
import { formatPerGame, lengthOption, outcomeColor, outcomeHeight, outcomeLabels, outcomeOption, rowsHeight, tallyOption } from './run-charts.ts';

/** Each setup's outcomes as one stacked bar, and every count in a table. */
export function outcomeSection(report: SimulationReport): string {
  const played = report.outcomes.filter((g) => g.games > 0);
  if (played.length === 0) return section('outcomes', 'Outcomes per setup', '<p>No game finished.</p>');
  const labels = outcomeLabels(played);
  const chart = chartFigure('outcomes', 'Outcomes per setup: stacked bars', (width) => outcomeOption(played, width), () => outcomeHeight(played));
  const key = chartKey(labels.map((label, i) => ({ mark: 'bar', color: outcomeColor(i), label })));
  const swatch = (label: string) => `<span class="swatch" style="background:${outcomeColor(labels.indexOf(label))}"></span>`;
  const rows = played.flatMap((group) =>
    group.outcomes.map((o) => [`${swatch(o.label)}${escapeHtml(o.label)}`, escapeHtml(setupLabel(group.setup)), String(o.count), `${o.percent.toFixed(1)}%`]),
  );
  return section('outcomes', 'Outcomes per setup', `${key}\n${chart}\n${table(['outcome', 'setup', 'games', 'share'], rows)}`);
}

export function lengthSection(report: SimulationReport): string {
  const stats = report.length;
  if (!stats || report.lengthHistogram.length === 0) return section('length', 'Game length', '<p>No game finished.</p>');
  const width = report.lengthHistogram[0].to - report.lengthHistogram[0].from + 1;
  const chart = chartFigure('length', 'Game length: histogram of moves per game', () => lengthOption(report.lengthHistogram, stats), () => 280);
  const summary = `<p>Moves per finished game: mean <strong>${stats.mean.toFixed(1)}</strong>, p95 <strong>${stats.p95}</strong> (95% of games are no longer), shortest ${stats.min}, longest ${stats.max}. Each bar counts the games of ${width === 1 ? 'one length' : `${width} lengths in a row (${report.lengthHistogram[0].from} to ${report.lengthHistogram[0].to} moves, and so on)`}.</p>`;
  return section('length', 'Game length', `${summary}\n${chart}`);
}

/** The game's own counters: mean per game as bars; total, per game and games where it happened in the table. */
export function tallySection(report: SimulationReport): string {
  const tally = report.tally;
  if (!tally || tally.rows.length === 0) return '';
  const chart = chartFigure('tally', `${tally.title}: mean per game`, (width) => tallyOption(tally.rows, width), () => rowsHeight(tally.rows.length));
  const never = tally.rows.filter((r) => r.total === 0).map((r) => `<code>${escapeHtml(r.label)}</code>`);
  const neverNote = never.length
    ? `<p><strong>Never happened</strong> in ${report.gamesPlayed} games: ${never.join(', ')}.</p>`
    : `<p>Every counter happened at least once.</p>`;
  const games = report.gamesPlayed;
  const rows = tally.rows.map((r) => [escapeHtml(r.label), String(r.total), formatPerGame(r.perGame), String(r.games), games ? percent(r.games / games) : '–']);
  return section('tally', tally.title, `${neverNote}\n${chart}\n${table(['counter', 'total', 'per game', 'games', 'share of games'], rows)}`);
}

/** The card counters per design: copies, and for each thing a design can do its total, per game and per copy. */
export function cardSection(report: SimulationReport): string {
  const cards = report.cards;
  if (!cards || (cards.rows.length === 0 && cards.absent.length === 0)) return '';
  const rows = cards.rows.flatMap((row) =>
    row.figures.map((f) => [
      escapeHtml(row.id),
      copiesText(row),
      escapeHtml(f.counter),
      String(f.total),
      formatPerGame(f.perGame),
      formatPerGame(f.perCopy),
      f.total === 0 ? `${f.games} (never)` : String(f.games),
    ]),
  );
  const absent = cards.absent.length > 0 ? `\n<p>${escapeHtml(absentNote(cards)[0].toUpperCase() + absentNote(cards).slice(1))}.</p>` : '';
  const note = `<p>${escapeHtml(PER_COPY_NOTE[0].toUpperCase() + PER_COPY_NOTE.slice(1))}.</p>${absent}`;
  return section('cards', cards.title, `${note}\n${table(['card', 'copies', 'counter', 'total', 'per game', 'per copy', 'games'], rows)}`);
}
