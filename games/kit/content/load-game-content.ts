import { existsSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ContentIssue, GameModule } from '../game-module.ts';
import type { ContentError } from './content-error.ts';
import { checkCardContent } from '../cards/check-card-content.ts';
import { checkContentText } from './check-content-text.ts';
import { contentLimits, type ContentLimits } from './content-limits.ts';
import { deepFreeze } from './deep-freeze.ts';
import { partialContent, skipIfBroken } from './partial-content.ts';
import { readContentFile } from './read-content-file.ts';
import { readSchemaFiles } from './schema-files.ts';
import { unreachableSchemaWarnings, type UnreachableAt } from './unreachable-schema.ts';
import { SchemaSet, type SchemaDocument } from './schema-set.ts';
import { locate, locateWords, type YamlSource } from './yaml-source.ts';

/** What the loader needs of a game: where its content is and how to check it beyond the schemas. */
export type ContentModule = Pick<GameModule<any, any>, 'id' | 'contentFiles' | 'checkContent' | 'printedCards'>;

export const DEFAULT_SCHEMAS_ROOT = fileURLToPath(new URL('../../../schemas/', import.meta.url));

export interface LoadOptions {
  schemasRoot?: string;
  /** Where content's art paths lead (ui/public by default). */
  artRoot?: string;
  /** Any limit of content-limits.ts other than its default. */
  limits?: Partial<ContentLimits>;
  /** Told before each file is read: `serve --watch` names the file a reload overran its time on. */
  onFile?: (path: string) => void;
  /** Texts to check in place of files on disk, by absolute path: `cards import` checks what it would write before writing it. */
  unsaved?: ReadonlyMap<string, string>;
}

/** One game's clean content, and where each file's values were written (keyed as the content is). */
export interface LoadedContent<M> {
  module: M;
  content: unknown;
  sources: ContentSources;
}

export type ContentSources = Record<string, { file: string; source: YamlSource }>;

/**
 * Reads, validates and checks every content file of `modules` under `contentRoot`
 * (`<contentRoot>/<game id>/<file>`). A game is returned only when all its content is clean;
 * its content is then deeply frozen.
 */
export function loadGameContent<M extends ContentModule>(
  contentRoot: string,
  modules: readonly M[],
  options: LoadOptions = {},
): { games: LoadedContent<M>[]; errors: ContentError[]; files: string[]; warnings: ContentError[] } {
  const schemasRoot = resolve(options.schemasRoot ?? DEFAULT_SCHEMAS_ROOT);
  const schemaFiles = readSchemaFiles(schemasRoot);
  const errors: ContentError[] = [...schemaFiles.errors];
  const schemas = compiledSchemas(schemaFiles.documents);
  const limits = contentLimits(options.limits);
  const games: LoadedContent<M>[] = [];
  const files: string[] = [];
  const unreachable: UnreachableAt[] = [];
  const warnings: ContentError[] = [];
  const onUnreachableSchema = (file: string, line: UnreachableAt['line']) => unreachable.push({ file, line });

  if (!existsSync(contentRoot) || !statSync(contentRoot).isDirectory()) {
    errors.push({ file: shown(contentRoot), line: 1, col: 1, message: 'the content folder does not exist: give the folder that holds one folder per game, e.g. --content content.' });
    return { games, errors, files, warnings: [] };
  }

  for (const module of modules) {
    const content: Record<string, unknown> = {};
    const sources: ContentSources = {};
    let clean = true;
    for (const [key, spec] of Object.entries(module.contentFiles)) {
      const path = resolve(contentRoot, module.id, spec.file);
      const schemaPath = join(schemasRoot, module.id, spec.schema);
      const schemaRef = relative(dirname(path), schemaPath).split('\\').join('/');
      const file = shown(path);
      files.push(path);
      if (!existsSync(path)) {
        errors.push({ file, line: 1, col: 1, message: `file not found: the game ${module.id} needs it. Create it with "# yaml-language-server: $schema=${schemaRef}" as its first line.` });
        clean = false;
        continue;
      }
      const schemaUrl = pathToFileURL(schemaPath).href;
      if (!schemas.has(schemaUrl)) {
        errors.push({ file, line: 1, col: 1, message: `the schema for this file, ${shown(schemaPath)}, does not exist.` });
        clean = false;
        continue;
      }
      options.onFile?.(path);
      const checked = failureAsError(file, () => {
        const unsaved = options.unsaved?.get(path);
        const read = unsaved === undefined ? readContentFile(path, limits) : { text: unsaved };
        if (!('text' in read)) return { errors: [{ file, ...read.at, message: read.message, kind: read.kind }] };
        return checkContentText({ file, fileUrl: pathToFileURL(path).href, text: read.text, schemaUrl, schemaRef, schemaName: shown(schemaPath) }, schemas, limits);
      });
      errors.push(...checked.errors);
      if ('unreachableSchema' in checked && checked.unreachableSchema) onUnreachableSchema(file, checked.unreachableSchema);
      if (checked.errors.length > 0) clean = false;
      // Data of the schema's shape is what the game's checks assume; a file without it is broken for them.
      if (checked.data !== undefined && checked.source) {
        content[key] = checked.data;
        sources[key] = { file, source: checked.source };
      }
    }
    // Card formats and art files (games/kit/cards/): on the files that parsed.
    const gameDir = resolve(contentRoot, module.id);
    const cards = failureAsError(shown(gameDir), () => checkCardContent({ gameId: module.id, gameDir, schemasRoot, schemas, content, sources, artRoot: options.artRoot, limits, onFile: options.onFile, printedCards: module.printedCards, onUnreachableSchema }));
    errors.push(...cards.errors);
    files.push(...(cards.files ?? []));
    const broken = new Set(Object.keys(module.contentFiles).filter((key) => !(key in content)));
    // The game's checks run on the files that parsed; a check that reads a broken one is skipped.
    const checked = failureAsError(shown(gameDir), () => {
      const issues = skipIfBroken(() => module.checkContent(broken.size > 0 ? partialContent(content, broken) : content));
      const located = (issue: ContentIssue): ContentError => {
        const where = sources[issue.file];
        const at = !where ? { line: 1, col: 1 } : issue.find ? locateWords(where.source, issue.path, issue.find) : locate(where.source, issue.path);
        const elsewhere = (path: (string | number)[]) => {
          const place = where && locate(where.source, path);
          return place ? `${basename(where.file)}:${place.line}:${place.col}` : issue.file;
        };
        return { file: where?.file ?? issue.file, line: at.line, col: at.col, message: issue.placed ? issue.placed(elsewhere) : issue.message, kind: 'game check' };
      };
      return { errors: issues.filter((issue) => !issue.warning).map(located), warnings: issues.filter((issue) => issue.warning).map(located) };
    });
    errors.push(...checked.errors);
    if ('warnings' in checked && checked.warnings) warnings.push(...checked.warnings);
    if (clean && checked.errors.length === 0 && cards.errors.length === 0) games.push({ module, content: deepFreeze(content), sources });
  }
  return { games, errors, files, warnings: [...warnings, ...unreachableSchemaWarnings(unreachable, schemasRoot)] };
}

/**
 * A check that throws on some content (a case no check foresaw) is a mistake in that content
 * as far as the designer can tell: it is reported at the file, in place of a stack trace.
 */
function failureAsError<T extends { errors: ContentError[] }>(file: string, check: () => T): T | { errors: ContentError[]; data?: undefined; files?: undefined } {
  try {
    return check();
  } catch (error) {
    const said = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    return { errors: [{ file, line: 1, col: 1, kind: 'unreadable', message: `this content could not be checked (${said.slice(0, 300)}): please report it with the file attached; until then, undo the last edit.` }] };
  }
}

function shown(path: string): string {
  return relative(process.cwd(), path) || '.';
}

let lastCompiled: { key: string; set: SchemaSet } | undefined;

/**
 * Compiling the schemas is about a third of a load; `serve --watch` reloads on every YAML save,
 * so the set is reused until a schema file itself changes.
 */
function compiledSchemas(documents: SchemaDocument[]): SchemaSet {
  const key = JSON.stringify(documents);
  if (lastCompiled?.key !== key) lastCompiled = { key, set: new SchemaSet(documents) };
  return lastCompiled.set;
}
