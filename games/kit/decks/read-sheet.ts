import { parse } from 'csv-parse/sync';

/** A CSV as a spreadsheet shows it: row numbers count from 1 at the header, empty rows included. */
export interface Sheet {
  header: string[];
  rows: { row: number; cells: string[] }[];
  /** Semicolon-separated, as European Excel saves: its numbers may have a decimal comma. */
  semicolons: boolean;
}

export type SheetRead = { sheet: Sheet } | { error: { row: number; col: number; message: string } };

/** Reads a CSV saved by Excel, LibreOffice or Google Sheets: a BOM, CRLF, quoted cells, `;` from European Excel. */
export function readSheet(text: string): SheetRead {
  const semicolons = delimiterOf(text) === ';';
  let records: string[][];
  try {
    records = parse(text, { bom: true, delimiter: semicolons ? ';' : ',', relax_column_count: true, skip_empty_lines: false });
  } catch (error) {
    const { lines, message } = error as { lines?: number; message: string };
    const said = message.split(':')[0];
    return { error: { row: lines ?? 1, col: 1, message: `this is not a CSV a spreadsheet saves (${said}): a quote in a cell must be doubled ("") and the cell itself quoted; save the sheet again as CSV.` } };
  }
  // Spreadsheets save the empty columns and rows after the used ones; they mean nothing.
  while (records.length > 0 && records.at(-1)!.every((cell) => cell.trim() === '')) records.pop();
  if (records.length === 0) return { error: { row: 1, col: 1, message: 'the sheet is empty: its first row names the columns, starting with id.' } };
  const [header, ...rest] = records;
  return { sheet: { header: header.map((h) => h.trim()), rows: rest.map((cells, i) => ({ row: i + 2, cells })), semicolons } };
}

/** `;` when the header row has more semicolons than commas outside quotes. */
function delimiterOf(text: string): ',' | ';' {
  let quoted = false;
  let commas = 0;
  let semicolons = 0;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char === ',') commas++;
    else if (!quoted && char === ';') semicolons++;
  }
  return semicolons > commas ? ';' : ',';
}
