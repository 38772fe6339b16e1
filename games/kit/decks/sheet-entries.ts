import { closestWord } from '../content/closest-word.ts';
import { cellText, readCell } from './cell-text.ts';
import type { Sheet } from './read-sheet.ts';
import { removeAt, setAt, valueAt } from './field-path.ts';
import { sameValue } from './same-value.ts';
import type { DeckShape, SheetColumn } from './sheet-columns.ts';

type Entry = Record<string, unknown> & { id: string };

/** A mistake at a cell of the sheet: row as the spreadsheet numbers it (header = 1), column from 1. */
export interface CellError {
  row: number;
  col: number;
  message: string;
}

/** Where each card's cells are, to point a later check's finding back at the sheet. */
export interface SheetPlaces {
  rowOf: Map<string, number>;
  colOf: Map<string, number>;
}

export interface SheetEntries {
  entries: Entry[];
  added: string[];
  removed: string[];
  changed: string[];
  places: SheetPlaces;
  errors: CellError[];
}

/**
 * The deck's cards as the sheet has them: each row's cells laid over the card with that id as
 * the YAML holds it, so what no cell holds (scripts, lists of objects) is kept by id; a column
 * the sheet leaves out keeps every card's value. Cards keep the YAML's order; a new row goes
 * after the card of the row above it.
 */
export function sheetEntries(sheet: Sheet, shape: DeckShape, current: readonly Entry[], file: string): SheetEntries {
  const errors: CellError[] = [];
  const used = headerColumns(sheet, shape, file, errors);
  const idCol = used.findIndex((c) => c?.name === 'id');
  if (idCol < 0 && !errors.some((e) => e.row === 1)) errors.push({ row: 1, col: 1, message: `the sheet has no "id" column: name its first column id and give each card's id under it.` });
  const colOf = new Map(used.flatMap((c, i) => (c ? [[c.name, i + 1] as const] : [])));
  const places: SheetPlaces = { rowOf: new Map(), colOf };
  const old = new Map(current.map((e) => [e.id, e]));
  const fromSheet = new Map<string, Entry>();
  const after = new Map<string, string | undefined>();
  let previous: string | undefined;
  if (idCol >= 0) {
    for (const { row, cells } of sheet.rows) {
      if (cells.every((c) => c.trim() === '')) continue;
      const stray = cells.findIndex((c, i) => i >= used.length && c.trim() !== '');
      if (stray >= 0) errors.push({ row, col: stray + 1, message: `this cell is outside the sheet's columns: give its column a header, or clear it.` });
      const id = (cells[idCol] ?? '').trim();
      if (id === '') {
        errors.push({ row, col: idCol + 1, message: `column "id" is empty: write the card's id (lowercase words joined by hyphens), or delete the row.` });
        continue;
      }
      if (places.rowOf.has(id)) {
        errors.push({ row, col: idCol + 1, message: `column "id" says "${id}", already the id on row ${places.rowOf.get(id)}: each card has its own id; rename one of them.` });
        continue;
      }
      places.rowOf.set(id, row);
      fromSheet.set(id, rowEntry(id, row, cells, used, shape, old.get(id), sheet.semicolons, errors));
      if (!old.has(id)) after.set(id, previous);
      previous = id;
    }
  }
  const entries = current.filter((e) => fromSheet.has(e.id)).map((e) => fromSheet.get(e.id)!);
  for (const [id, before] of after) {
    const at = before === undefined ? 0 : entries.findIndex((e) => e.id === before) + 1;
    entries.splice(at, 0, fromSheet.get(id)!);
  }
  const changed = current.filter((e) => fromSheet.has(e.id) && !sameValue(e, fromSheet.get(e.id))).map((e) => e.id);
  return { entries, added: [...after.keys()], removed: current.filter((e) => !fromSheet.has(e.id)).map((e) => e.id), changed, places, errors };
}

/** The column each header names (undefined for an empty trailing one); a header no column has is an error. */
function headerColumns(sheet: Sheet, shape: DeckShape, file: string, errors: CellError[]): (SheetColumn | undefined)[] {
  const names = shape.columns.map((c) => c.name);
  const seen = new Map<string, number>();
  return sheet.header.map((name, i) => {
    const col = i + 1;
    if (name === '') {
      if (sheet.rows.some((r) => (r.cells[i] ?? '').trim() !== '')) errors.push({ row: 1, col, message: `this column has no header: name it (${names.join(', ')}), or delete it.` });
      return undefined;
    }
    if (seen.has(name)) {
      errors.push({ row: 1, col, message: `the column "${name}" is already column ${seen.get(name)}: keep one of them.` });
      return undefined;
    }
    seen.set(name, col);
    const column = shape.columns.find((c) => c.name === name);
    if (column) return column;
    const kept = shape.yamlOnly.find((f) => f.name === name || name.startsWith(`${f.name}.`));
    const near = closestWord(name, names);
    errors.push({
      row: 1,
      col,
      message: kept
        ? `"${name}" cannot be held in a cell: it stays in ${file}, kept for each card by its id. Delete this column.`
        : `no field of these cards is called "${name}": ${near ? `write "${near}"` : `the columns are ${names.join(', ')}`}.`,
    });
    return undefined;
  });
}

function rowEntry(id: string, row: number, cells: string[], used: (SheetColumn | undefined)[], shape: DeckShape, old: Entry | undefined, semicolons: boolean, errors: CellError[]): Entry {
  const entry = structuredClone(old ?? { id }) as Entry;
  const misread = new Set<SheetColumn>();
  used.forEach((column, i) => {
    if (!column || column.name === 'id') return;
    const text = cells[i] ?? '';
    const before = valueAt(old, column.path);
    // A cell as the export wrote it leaves the value as written, whatever its type could be read as.
    if (old && text === cellText(before, column)) return;
    const read = readCell(text, column, semicolons);
    if ('error' in read) {
      misread.add(column);
      errors.push({ row, col: i + 1, message: `column "${column.name}" ${read.error}` });
    }
    else if ('absent' in read) removeAt(entry, column.path);
    else setAt(entry, column.path, read.value);
  });
  for (const column of shape.columns) {
    if (!column.required || misread.has(column) || valueAt(entry, column.path) !== undefined) continue;
    const at = used.indexOf(column);
    errors.push(
      at >= 0
        ? { row, col: at + 1, message: `column "${column.name}" is needed on every card: fill in this cell.` }
        : { row, col: used.findIndex((c) => c?.name === 'id') + 1, message: `the new card "${id}" needs "${column.name}": add a "${column.name}" column and fill it in.` },
    );
  }
  if (!old) {
    for (const field of shape.yamlOnly.filter((f) => f.required)) {
      errors.push({ row, col: used.findIndex((c) => c?.name === 'id') + 1, message: `the new card "${id}" needs "${field.name}", which a cell cannot hold: add the card to the YAML with its ${field.name} first; the sheet can then fill in its other fields.` });
    }
  }
  return entry;
}
