import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { readSchemaFiles } from '../../../games/kit/content/schema-files.ts';
import { SchemaSet } from '../../../games/kit/content/schema-set.ts';
import { TOY_SCHEMAS } from '../../fixtures/script/toy-module.ts';

/** The toy's schemas compiled exactly as the content loader compiles them (same Ajv options). */
export function toySchemas(): { schemas: SchemaSet; scriptUrl: string } {
  const root = resolve(TOY_SCHEMAS);
  const schemas = new SchemaSet(readSchemaFiles(root).documents);
  return { schemas, scriptUrl: pathToFileURL(join(root, 'script-toy', 'script.schema.json')).href };
}

/** A shipped game's schemas, compiled as the loader compiles them, for examples written in its words. */
export function gameSchemas(game: string): { schemas: SchemaSet; scriptUrl: string } {
  const root = resolve('schemas');
  const schemas = new SchemaSet(readSchemaFiles(root).documents);
  return { schemas, scriptUrl: pathToFileURL(join(root, game, 'script', 'script.schema.json')).href };
}
