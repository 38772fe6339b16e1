import { stringify } from 'csv-stringify/sync';
import { cellText } from './cell-text.ts';
import type { DeckFile } from './deck-file.ts';
import { valueAt } from './field-path.ts';

/**
 * The deck as CSV: a header of column names, one row per card. Undefined cells are the ones a
 * cell cannot hold (a list item with a comma in it): those are named in `unheld` instead.
 */
export function deckCsv(deck: DeckFile): { csv: string; unheld: string[] } {
  const unheld: string[] = [];
  const rows = deck.entries.map((entry) =>
    deck.shape.columns.map((column) => {
      const text = cellText(valueAt(entry, column.path), column);
      if (text === undefined) unheld.push(`${entry.id}: ${column.name}`);
      return text ?? '';
    }),
  );
  return { csv: stringify([deck.shape.columns.map((c) => c.name), ...rows]), unheld };
}
