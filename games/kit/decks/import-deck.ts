import { relative, resolve } from 'node:path';
import { isMap, isSeq, LineCounter, parse, parseDocument, type Node } from 'yaml';
import { DEFAULT_CONTENT_LIMITS, formatBytes } from '../content/content-limits.ts';
import type { ContentError } from '../content/content-error.ts';
import { decodeUtf8 } from '../content/decode-utf8.ts';
import { loadGameContent, type ContentModule } from '../content/load-game-content.ts';
import type { DeckFile } from './deck-file.ts';
import { readSheet } from './read-sheet.ts';
import { DeckLayoutError, rewriteDeckYaml } from './rewrite-deck-yaml.ts';
import { sameValue } from './same-value.ts';
import { sheetEntries, type SheetPlaces } from './sheet-entries.ts';

export interface ImportInput {
  contentRoot: string;
  schemasRoot: string;
  module: ContentModule;
  deck: DeckFile;
  /** The CSV's name as shown in messages, and its bytes. */
  csvFile: string;
  csvBytes: Uint8Array;
}

/** What an import would do: the new text of the deck's file, or every reason it is refused. */
export type ImportOutcome =
  | { errors: string[] }
  | { text: string; added: string[]; removed: string[]; changed: string[] };

/**
 * Reads the sheet over the deck, writes the cards into the deck's YAML text, and runs the
 * game's own content checks on the result (what `tablewright validate` runs) before anyone
 * writes it. A finding in a field that came from the sheet is said at its cell.
 */
export function importDeck(input: ImportInput): ImportOutcome {
  const { deck, csvFile } = input;
  const at = (row: number, col: number, message: string) => `${csvFile}:${row}:${col}: error: ${message}`;
  if (input.csvBytes.length > DEFAULT_CONTENT_LIMITS.fileBytes) {
    return { errors: [at(1, 1, `the sheet is ${formatBytes(input.csvBytes.length)}, over the ${formatBytes(DEFAULT_CONTENT_LIMITS.fileBytes)} a content file may hold: is this the right file?`)] };
  }
  // Excel's plain "CSV" is Windows-1252: read as UTF-8 it would garble every accented letter without a word.
  const decoded = decodeUtf8(input.csvBytes);
  if (!('text' in decoded)) {
    return { errors: [at(decoded.at.line, 1, `the sheet is not saved as UTF-8 (line ${decoded.at.line}, character ${decoded.at.col}), so its accented letters would be garbled: save it as "CSV UTF-8" (Excel) or with the character set "Unicode (UTF-8)" (LibreOffice).`)] };
  }
  const read = readSheet(decoded.text);
  if ('error' in read) return { errors: [at(read.error.row, read.error.col, read.error.message)] };
  const yamlName = relative(process.cwd(), deck.path);
  const found = sheetEntries(read.sheet, deck.shape, deck.entries, yamlName);
  if (found.errors.length > 0) return { errors: found.errors.sort((a, b) => a.row - b.row || a.col - b.col).map((e) => at(e.row, e.col, e.message)) };
  let text: string;
  try {
    text = rewriteDeckYaml(deck.text, deck.spec.list, found.entries);
  } catch (error) {
    if (error instanceof DeckLayoutError) return { errors: [`${yamlName}:1:1: error: ${error.message}`] };
    throw error;
  }
  // The edit is checked against what was meant before any check reads it: a slip in writing YAML would otherwise pass as the designer's.
  const meant = { ...(parse(deck.text) as Record<string, unknown>), [deck.spec.list]: found.entries };
  if (!sameValue(parse(text), meant)) throw new Error(`cards import: the YAML written for ${yamlName} does not read back as the sheet's cards`);
  const checked = loadGameContent(input.contentRoot, [input.module], { schemasRoot: input.schemasRoot, unsaved: new Map([[deck.path, text]]) });
  if (checked.errors.length > 0) return { errors: checked.errors.map((e) => locateInSheet(e, deck, text, found.places, at)) };
  return { text, added: found.added, removed: found.removed, changed: found.changed };
}

/** A finding of the content checks, at the sheet's cell when it is in the deck's file; else where it is. */
function locateInSheet(error: ContentError, deck: DeckFile, text: string, places: SheetPlaces, at: (row: number, col: number, message: string) => string): string {
  const elsewhere = `${error.file}:${error.line}:${error.col}: error: ${error.message}`;
  if (resolve(error.file) !== deck.path) return elsewhere;
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, uniqueKeys: false });
  const lineStart = lineCounter.lineStarts[error.line - 1] ?? 0;
  const offset = lineStart + error.col - 1;
  const seq = doc.get(deck.spec.list, true);
  const item = isSeq(seq) ? seq.items.find((i) => isMap(i) && within(i as Node, offset)) : undefined;
  const id = isMap(item) ? String(item.get('id')) : undefined;
  const row = id === undefined ? undefined : places.rowOf.get(id);
  if (!isMap(item) || row === undefined) return `${elsewhere} (in the file as the import would write it)`;
  const cell = [...places.colOf.keys()]
    .map((name) => ({ name, node: item.getIn(name.split('.'), true) as Node | undefined }))
    .filter((c) => c.node && within(c.node, offset))
    .sort((a, b) => b.name.split('.').length - a.name.split('.').length)[0];
  if (cell) return at(row, places.colOf.get(cell.name)!, `column "${cell.name}": ${error.message}`);
  return at(row, places.colOf.get('id')!, `card "${id}" (${relative(process.cwd(), deck.path)}:${error.line}:${error.col} once written): ${error.message}`);
}

function within(node: Node, offset: number): boolean {
  return !!node.range && node.range[0] <= offset && offset < Math.max(node.range[1], node.range[0] + 1);
}
