import type { CardRow, CardTable } from './card-tally.ts';

/** "3", or "2-4" where setups deal different copies. */
export const copiesText = (row: CardRow) => row.copies.join('-');

/** What the per-copy column means, said once above the table in the text and the HTML report. */
export const PER_COPY_NOTE = 'per copy = per game divided by the copies in the game, to compare designs of 1 and 3 copies; each card lists only what it can do';

const figure = (n: number) => n.toFixed(2);

/** The designs no finished game dealt, said rather than listed at 0. */
export const absentNote = (cards: CardTable) => `not in play in these games (no copy in their setups): ${cards.absent.join(', ')}`;

/** The text report's per-card table: one line per design and counter it can move. */
export function formatCardLines(cards: CardTable): string[] {
  if (cards.rows.length === 0 && cards.absent.length === 0) return [];
  const idWidth = Math.max(4, ...cards.rows.map((r) => r.id.length));
  const counterWidth = Math.max(7, ...cards.counters.map((c) => c.length));
  const head = `    ${'card'.padEnd(idWidth)}  ${'copies'.padStart(6)}  ${'counter'.padEnd(counterWidth)}  ${'total'.padStart(7)}  ${'per game'.padStart(8)}  ${'per copy'.padStart(8)}  ${'games'.padStart(6)}`;
  const body = cards.rows.flatMap((row) =>
    row.figures.map((f, i) => {
      const card = i === 0 ? `${row.id.padEnd(idWidth)}  ${copiesText(row).padStart(6)}` : ''.padEnd(idWidth + 8);
      const never = f.total === 0 ? '  never' : '';
      return `    ${card}  ${f.counter.padEnd(counterWidth)}  ${String(f.total).padStart(7)}  ${figure(f.perGame).padStart(8)}  ${figure(f.perCopy).padStart(8)}  ${String(f.games).padStart(6)}${never}`;
    }),
  );
  const absent = cards.absent.length > 0 ? [`    ${absentNote(cards)}`] : [];
  return ['', `${cards.title} (${PER_COPY_NOTE})`, head, ...body, ...absent];
}
