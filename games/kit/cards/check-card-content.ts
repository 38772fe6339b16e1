import { existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { checkContentText } from '../content/check-content-text.ts';
import type { ContentError } from '../content/content-error.ts';
import type { ContentLimits } from '../content/content-limits.ts';
import { readContentFile } from '../content/read-content-file.ts';
import type { UnreachableSchemaLine } from '../content/schema-line.ts';
import type { SchemaSet } from '../content/schema-set.ts';
import { locate, type YamlSource } from '../content/yaml-source.ts';
import { CARD_FORMATS_FILE, CARD_FORMATS_KEY, cardFormatOf, checkCardFormats, type CardFormatsFile } from './card-formats.ts';
import { cardSizeMm } from './card-sizes.ts';
import { checkPieceFormats } from './piece-formats.ts';
import { checkArtPaths, DEFAULT_ART_ROOT } from './check-art.ts';
import { checkCardFaces } from './check-card-faces.ts';
import type { CardRecord } from './card-records.ts';
import { CARD_FACES_FILE, CARD_FACES_KEY, type CardFacesFile } from './face-template.ts';

export interface CardContentInput {
  gameId: string;
  /** content/<game>/ */
  gameDir: string;
  schemasRoot: string;
  schemas: SchemaSet;
  /** The game's clean content files so far, by content key; card-formats.yaml is added here. */
  content: Record<string, unknown>;
  sources: Record<string, { file: string; source: YamlSource }>;
  artRoot?: string;
  limits: ContentLimits;
  onFile?: (path: string) => void;
  /** The game's cards from its content (GameModule.printedCards), for the templates' fields. */
  printedCards?: (content: unknown) => CardRecord[];
  /** Told of a $schema line that names the right schema but leads to no file (schema-line.ts). */
  onUnreachableSchema?: (file: string, line: UnreachableSchemaLine) => void;
}

/**
 * The printed side of a game's content: reads card-formats.yaml and card-faces.yaml when the
 * game has them (their schemas, then every kind of card has one format and one template), and
 * checks that every art path in every clean file names a picture inside the art root. Adds the
 * files to `content`.
 */
export function checkCardContent(input: CardContentInput): { errors: ContentError[]; files: string[] } {
  const errors: ContentError[] = [];
  const files: string[] = [];
  const formats = readCardFile(input, CARD_FORMATS_FILE, CARD_FORMATS_KEY, errors, files);
  if (formats) {
    const file = formats as CardFormatsFile;
    for (const issue of [...checkCardFormats(input.gameId, file), ...checkPieceFormats(input.gameId, file)]) errors.push(at(input.sources[CARD_FORMATS_KEY], issue.path, issue.message));
  }
  const faces = readCardFile(input, CARD_FACES_FILE, CARD_FACES_KEY, errors, files);
  if (faces) {
    for (const issue of checkCardFaces(input.gameId, faces as CardFacesFile, recordsOf(input), (type) => cardSizeMm(cardFormatOf(input.content, type, input.gameId).size), input.artRoot)) errors.push(at(input.sources[CARD_FACES_KEY], issue.path, issue.message));
  }
  for (const [key, where] of Object.entries(input.sources)) {
    for (const problem of checkArtPaths(input.content[key], input.artRoot ?? DEFAULT_ART_ROOT)) errors.push(at(where, problem.path, problem.message));
  }
  return { errors, files };
}

/** The game's cards, whose fields the templates read; none to go by when a file they come from is broken. */
function recordsOf(input: CardContentInput): CardRecord[] {
  try {
    return input.printedCards?.(input.content) ?? [];
  } catch {
    return [];
  }
}

/** Reads one of the kit's card files when the game has it, checked against its schema; adds it to `content`. */
function readCardFile(input: CardContentInput, spec: { file: string; schema: string }, key: string, errors: ContentError[], files: string[]): unknown {
  const path = resolve(input.gameDir, spec.file);
  if (!existsSync(path)) return undefined;
  files.push(path);
  const schemaPath = join(input.schemasRoot, input.gameId, spec.schema);
  input.onFile?.(path);
  const read = readContentFile(path, input.limits);
  const checked =
    'text' in read
      ? checkContentText(
          {
            file: shown(path),
            fileUrl: pathToFileURL(path).href,
            text: read.text,
            schemaUrl: pathToFileURL(schemaPath).href,
            schemaRef: relative(dirname(path), schemaPath).split('\\').join('/'),
            schemaName: shown(schemaPath),
          },
          input.schemas,
          input.limits,
        )
      : { errors: [{ file: shown(path), ...read.at, message: read.message, kind: read.kind }], data: undefined, source: undefined };
  errors.push(...checked.errors);
  if ('unreachableSchema' in checked && checked.unreachableSchema) input.onUnreachableSchema?.(shown(path), checked.unreachableSchema);
  if (checked.errors.length > 0 || checked.data === undefined || !checked.source) return undefined;
  input.content[key] = checked.data;
  input.sources[key] = { file: shown(path), source: checked.source };
  return checked.data;
}

function at(where: { file: string; source: YamlSource }, path: (string | number)[], message: string): ContentError {
  const { line, col } = locate(where.source, path);
  return { file: where.file, line, col, message };
}

function shown(path: string): string {
  return relative(process.cwd(), path) || '.';
}
