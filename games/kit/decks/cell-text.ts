import { closestWord } from '../content/closest-word.ts';
import type { Scalar, SheetColumn } from './sheet-columns.ts';

/** What a cell says: a value, nothing (the field is left out), or a mistake worded for the designer. */
export type CellValue = { value: Scalar | Scalar[] } | { absent: true } | { error: string };

// A comma is what a designer types between words in a cell; the spreadsheet quotes the cell for the CSV.
const LIST_SEPARATOR = ',';

/** The cell a card's value is written as; undefined when a cell cannot hold it (a list item with a comma). */
export function cellText(value: unknown, column: SheetColumn): string | undefined {
  if (value === undefined || value === null) return '';
  if (column.list) {
    if (!Array.isArray(value)) return undefined;
    const items = value.map(String);
    return items.some((item) => item.includes(LIST_SEPARATOR) || item.trim() !== item || item === '') ? undefined : items.join(`${LIST_SEPARATOR} `);
  }
  return typeof value === 'object' ? undefined : String(value);
}

/** The value a cell holds for `column`, read by the column's type in the schema. */
export function readCell(text: string, column: SheetColumn, decimalComma: boolean): CellValue {
  const cell = text.replace(/\r\n?/g, '\n').trim();
  if (cell === '') return { absent: true };
  if (!column.list) return readScalar(cell, column, decimalComma);
  const values: Scalar[] = [];
  for (const item of cell.split(LIST_SEPARATOR).map((s) => s.trim()).filter((s) => s !== '')) {
    const read = readScalar(item, column, decimalComma);
    if ('error' in read) return read;
    if ('value' in read) values.push(read.value as Scalar);
  }
  return values.length === 0 ? { absent: true } : { value: values };
}

// Each mistake reads after the column's name: `column "copies" takes a whole number, ...`.
function readScalar(cell: string, column: SheetColumn, decimalComma: boolean): CellValue {
  if (column.allowed) {
    const found = column.allowed.find((v) => String(v) === cell);
    if (found !== undefined) return { value: found };
    const words = column.allowed.map(String);
    const near = closestWord(cell, words);
    const between = column.list ? ', a comma between words' : '';
    return { error: `takes ${words.join(', ')}${column.list ? ' (any of them)' : ''}, not "${cell}": write ${near ? `"${near}"` : 'one of those words'}${between}.` };
  }
  switch (column.kind) {
    case 'integer':
      return /^[+-]?\d+$/.test(cell) ? { value: Number(cell) } : { error: `takes a whole number, not "${cell}": write digits only, e.g. 2.` };
    case 'number': {
      const written = decimalComma ? cell.replace(',', '.') : cell;
      return /^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(written) ? { value: Number(written) } : { error: `takes a number, not "${cell}": write digits, e.g. 2 or 1.5.` };
    }
    case 'boolean':
      if (/^true$/i.test(cell)) return { value: true };
      if (/^false$/i.test(cell)) return { value: false };
      return { error: `takes true or false, not "${cell}": write true or false.` };
    case 'text-or-number':
      return { value: /^[+-]?\d+(\.\d+)?$/.test(cell) ? Number(cell) : cell };
    default:
      return { value: cell };
  }
}
