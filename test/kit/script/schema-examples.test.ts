import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { readSchemaFiles } from '../../../games/kit/content/schema-files.ts';
import { SchemaSet } from '../../../games/kit/content/schema-set.ts';
import { repoPath, SCRIPT_SCHEMA_TARGETS } from '../../../games/kit/script/schema/schema-targets.ts';

/** Every `examples` list and every hover example in a schema, with the JSON pointer of the schema it belongs to. */
function examplesIn(node: unknown, pointer = ''): { pointer: string; example: unknown; yaml?: string }[] {
  if (typeof node !== 'object' || node === null) return [];
  const found: { pointer: string; example: unknown; yaml?: string }[] = [];
  const here = node as Record<string, unknown>;
  if (Array.isArray(here.examples)) for (const example of here.examples) found.push({ pointer, example });
  const block = typeof here.markdownDescription === 'string' ? /```yaml\n([\s\S]*?)```/.exec(here.markdownDescription) : null;
  if (block) found.push({ pointer, example: undefined, yaml: block[1] });
  for (const [key, value] of Object.entries(here)) {
    if (key === 'examples') continue;
    found.push(...examplesIn(value, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`));
  }
  return found;
}

/**
 * A step's or a condition's example as a designer would paste it: a step alone in a script,
 * a condition inside an `if`. Any other example is checked against the schema it sits in.
 */
function asWritten(pointer: string, example: unknown, yaml: string | undefined): { at: string; value: unknown } {
  const step = /^\/definitions\/step\/properties\/([^/]+)$/.exec(pointer);
  const condition = /^\/definitions\/condition\/properties\/([^/]+)$/.exec(pointer);
  if (step) return { at: '', value: yaml !== undefined ? parse(yaml) : [{ [step[1]]: example }] };
  if (condition) return { at: '', value: [{ if: { condition: yaml !== undefined ? parse(yaml) : { [condition[1]]: example }, then: [] } }] };
  return { at: `#${pointer}`, value: yaml !== undefined ? parse(yaml) : example };
}

describe("the generated script schemas' examples are the game's own", () => {
  it.each(SCRIPT_SCHEMA_TARGETS.map((t) => [t.game, t] as const))('%s: every example (and every example on hover) validates against the schema that offers it', (_game, target) => {
    const root = resolve(repoPath(target.output), '../../..');
    const schemas = new SchemaSet(readSchemaFiles(root).documents);
    const url = pathToFileURL(repoPath(target.output)).href;
    const schema = JSON.parse(readFileSync(repoPath(target.output), 'utf8'));
    const examples = examplesIn(schema);
    expect(examples.length).toBeGreaterThan(20);
    const failing = examples.flatMap(({ pointer, example, yaml }) => {
      const { at, value } = asWritten(pointer, example, yaml);
      const errors = schemas.validate(url + at, value);
      return errors.length === 0 ? [] : [`${pointer}${yaml !== undefined ? ' (hover)' : ''}: ${JSON.stringify(value)}: ${errors.map((e) => `${e.instancePath} ${e.message}`).join('; ')}`];
    });
    expect(failing).toEqual([]);
  });
});
