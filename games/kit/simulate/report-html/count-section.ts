import type { CountRow } from '../format-counts.ts';
import { escapeHtml, section, table } from './html.ts';

/** The pages of one run at every player count, each linked from the others by its file name. */
export interface EveryCount {
  rows: CountRow[];
  /** The page of a count, as a link from its sibling pages (they share a folder). */
  pageOf: (players: number) => string;
}

/**
 * The run at every count, one row per count as the text report ends, on each count's page: the
 * page's own count marked, the others linked, so a designer moves between tables of 2 and 5
 * players without going back to the folder.
 */
export function countSection(every: EveryCount, players: number): string {
  const rows = every.rows.map((r) => [
    r.players === players ? `<strong>${r.players} (this page)</strong>` : `<a href="${escapeHtml(every.pageOf(r.players))}">${r.players}</a>`,
    String(r.played),
    String(r.failed),
    r.meanMoves === null ? '-' : r.meanMoves.toFixed(1),
    r.p95 === null ? '-' : String(r.p95),
  ]);
  const note = every.rows.some((r) => r.stopped) ? '<p class="note">A count with a failed game stopped there: its figures count the games before it.</p>' : '';
  return section('every-count', 'Every player count', `${table(['players', 'played', 'failed', 'mean moves', 'p95'], rows)}${note}`);
}
