import type { SeatStatistics, WinRate } from './seat-statistics.ts';

const percent = (fraction: number) => `${(fraction * 100).toFixed(1)}%`;

function rateLines(title: string, rates: WinRate[]): string[] {
  const width = Math.max(0, ...rates.map((r) => r.label.length));
  return [
    title,
    ...rates.map((r) => `    ${r.label.padEnd(width)}  ${percent(r.rate).padStart(6)}  95% ${percent(r.low)}-${percent(r.high)}  (${r.wins} of ${r.games})`),
  ];
}

/** The text report's win rates by seat and by role, each with its 95% interval; the HTML report adds the plots and scores. */
export function formatSeatLines(stats: SeatStatistics): string[] {
  if (stats.seatGames === 0) return [];
  const lines = rateLines(`Win rate by seat (even chance ${percent(stats.evenChance)})`, stats.bySeat);
  if (stats.roleTitle && stats.byRole.length) lines.push(...rateLines(`Win rate by ${stats.roleTitle.toLowerCase()}`, stats.byRole));
  return ['', ...lines];
}
