import { pathToFileURL } from 'node:url';
import { join, resolve } from 'node:path';
import type { ContentModule } from '../content/load-game-content.ts';
import { readSchemaFiles } from '../content/schema-files.ts';
import { DEFAULT_CONTENT_LIMITS } from '../content/content-limits.ts';
import { readContentFile } from '../content/read-content-file.ts';
import { parseYamlSource } from '../content/yaml-source.ts';
import type { DeckSpec } from './deck-spec.ts';
import { deckShape, listItemSchema, type DeckShape } from './sheet-columns.ts';

export type DeckEntry = Record<string, unknown> & { id: string };

/** One deck's file as it is now: its text, its cards, and the columns of its sheet. */
export interface DeckFile {
  spec: DeckSpec;
  /** The content file's absolute path. */
  path: string;
  text: string;
  entries: DeckEntry[];
  shape: DeckShape;
}

/**
 * Reads a deck's file under `contentRoot` and the columns its schema gives its cards. The
 * file is read as the loader reads it; a file it cannot read is said in one sentence, which
 * `tablewright validate` expands.
 */
export function openDeck(contentRoot: string, schemasRoot: string, module: ContentModule, spec: DeckSpec): DeckFile | { problem: string } {
  const file = module.contentFiles[spec.contentKey];
  const path = resolve(contentRoot, module.id, file.file);
  const read = readContentFile(path, DEFAULT_CONTENT_LIMITS);
  if (!('text' in read)) return { problem: `${file.file} cannot be read (${read.message})` };
  const source = parseYamlSource(read.text);
  if (source.syntaxErrors.length > 0) return { problem: `${file.file} is not valid YAML: run tablewright validate to see where` };
  const list = (source.doc.toJS({ maxAliasCount: -1 }) as Record<string, unknown> | null)?.[spec.list];
  if (!Array.isArray(list) || !list.every((e) => e !== null && typeof e === 'object' && typeof (e as { id?: unknown }).id === 'string')) {
    return { problem: `${file.file} has no list "${spec.list}" of cards with ids: run tablewright validate to see why` };
  }
  const documents = new Map(readSchemaFiles(schemasRoot).documents.map((d) => [d.url, d.schema]));
  const lookup = (url: string) => documents.get(url);
  const item = listItemSchema(lookup, pathToFileURL(join(resolve(schemasRoot), module.id, file.schema)).href, spec.list);
  if (!item) return { problem: `the schema of ${file.file} has no list "${spec.list}"` };
  const entries = list as DeckEntry[];
  return { spec, path, text: read.text, entries, shape: deckShape(lookup, item, entries) };
}
