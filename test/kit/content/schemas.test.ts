import { readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gameModules } from '../../../games/registry.ts';
import { KIT_CONTENT_FILES } from '../../../games/kit/kit-content-files.ts';
import { CARD_FORMATS_FILE } from '../../../games/kit/cards/card-formats.ts';
import { CARD_FACES_FILE } from '../../../games/kit/cards/face-template.ts';
import { CARD_TABLE_FILE } from '../../../games/kit/card-game/table-content.ts';

function schemaFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? schemaFiles(join(dir, e.name)) : e.name.endsWith('.schema.json') ? [join(dir, e.name)] : [],
  );
}

/** Every object schema and every property in a schema, with where it is. */
function walk(node: unknown, at: string, visit: (schema: Record<string, any>, at: string, isProperty: boolean) => void, isProperty = false) {
  if (!node || typeof node !== 'object') return;
  const schema = node as Record<string, any>;
  visit(schema, at, isProperty);
  for (const [name, child] of Object.entries(schema.properties ?? {})) walk(child, `${at}/properties/${name}`, visit, true);
  for (const [name, child] of Object.entries(schema.definitions ?? {})) walk(child, `${at}/definitions/${name}`, visit);
  if (schema.items) walk(schema.items, `${at}/items`, visit);
}

describe('content schemas', () => {
  const files = schemaFiles('schemas');

  it('exist for every content file of every game, and the shared definitions', () => {
    const needed = gameModules.flatMap((m) => Object.values(m.contentFiles).map((spec) => join('schemas', m.id, spec.schema)));
    expect(files).toEqual(expect.arrayContaining([...needed, 'schemas/kit/common.schema.json']));
  });

  it.each(files)('%s: every property has a description and every object refuses unknown fields', (file) => {
    const problems: string[] = [];
    walk(JSON.parse(readFileSync(file, 'utf8')), '#', (schema, at, isProperty) => {
      if (isProperty && typeof schema.description !== 'string') problems.push(`${at} has no description`);
      if (schema.type === 'object' && schema.additionalProperties !== false) problems.push(`${at} allows unknown fields`);
    });
    expect(problems).toEqual([]);
  });

  it('every shipped content file names its schema on its first line', () => {
    // The kit's files (how-to-play.yaml...) follow schemas/kit/, a game's own files schemas/<game>/.
    const kitSchemas = new Map<string, string>([...Object.values(KIT_CONTENT_FILES), CARD_FORMATS_FILE, CARD_FACES_FILE, CARD_TABLE_FILE].map((spec) => [spec.file, spec.schema]));
    for (const game of readdirSync('content')) {
      for (const file of readdirSync(join('content', game))) {
        const first = readFileSync(join('content', game, file), 'utf8').split('\n')[0];
        const schema = kitSchemas.get(file) ?? `${file.replace(/\.yaml$/, '')}.schema.json`;
        expect(first).toBe(`# yaml-language-server: $schema=${posix.join('../../schemas', game, schema)}`);
      }
    }
  });
});
