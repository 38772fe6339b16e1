import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ContentError } from './content-error.ts';
import type { SchemaDocument } from './schema-set.ts';

/** Every `*.schema.json` under `schemasRoot`, keyed by file URL so relative `$ref`s resolve as in an editor. */
export function readSchemaFiles(schemasRoot: string): { documents: SchemaDocument[]; errors: ContentError[] } {
  const documents: SchemaDocument[] = [];
  const errors: ContentError[] = [];
  for (const file of listSchemaFiles(schemasRoot)) {
    try {
      documents.push({ url: pathToFileURL(file).href, schema: JSON.parse(readFileSync(file, 'utf8')) });
    } catch (error) {
      errors.push({ file: relative(process.cwd(), file), line: 1, col: 1, message: `this schema cannot be read: ${(error as Error).message}` });
    }
  }
  return { documents, errors };
}

function listSchemaFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return listSchemaFiles(path);
      return entry.name.endsWith('.schema.json') ? [path] : [];
    });
}
