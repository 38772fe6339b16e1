import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import { DEFAULT_SCHEMAS_ROOT } from '../../../games/kit/content/load-game-content.ts';
import { readSchemaFiles } from '../../../games/kit/content/schema-files.ts';
import { SchemaSet } from '../../../games/kit/content/schema-set.ts';

const FIXTURES = join(import.meta.dirname, '../../fixtures');
const TYPESCRIPT = pathToFileURL(join(import.meta.dirname, '../../../bin/typescript.mjs')).href;
const SCHEMA_FILES = pathToFileURL(join(import.meta.dirname, '../../../games/kit/content/schema-files.ts')).href;
const SCHEMA_SET = pathToFileURL(join(import.meta.dirname, '../../../games/kit/content/schema-set.ts')).href;

/** The shipped schemas, each marked so that no earlier run's validators are on disk for them. */
function unseenSchemas() {
  const mark = randomUUID();
  return readSchemaFiles(DEFAULT_SCHEMAS_ROOT).documents.map(({ url, schema }) => ({ url, schema: { $comment: mark, ...schema } }));
}

/** Each distinct fixture that parses, with its game (the folder it is in). */
const fixtures = [
  ...new Map(
    (readdirSync(FIXTURES, { recursive: true }) as string[])
      .filter((file) => file.endsWith('.yaml'))
      .flatMap((file) => {
        // Some fixtures are broken YAML on purpose: only the ones that parse are data to check.
        try {
          const data = parse(readFileSync(join(FIXTURES, file), 'utf8')) as unknown;
          return [[JSON.stringify(data), { game: basename(dirname(file)), data }] as const];
        } catch {
          return [];
        }
      }),
  ).values(),
];

/** Values every schema must refuse in its own words: wrong types, unknown fields, missing ones. */
const JUNK: unknown[] = [null, 'x', 7, [], [1, 'a'], {}, { unknown: 1 }, { name: 3, id: [], cards: 'none' }];

/** A fixture with its first text value made a number and an unknown field added, at every depth. */
function spoiled(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(spoiled);
  if (typeof value === 'string') return 42;
  if (!value || typeof value !== 'object') return value;
  return { ...Object.fromEntries(Object.entries(value).map(([k, v]) => [k, spoiled(v)])), surplus: true };
}

describe('compiled validators kept on disk', () => {
  const documents = unseenSchemas();
  const compiled = new SchemaSet(documents);
  const kept = new SchemaSet(documents);
  // The second set compiled the kept code and kept V8's form of it; the third reads that form.
  const fromV8 = new SchemaSet(documents);

  it('a second set on the same schemas reads the validators the first compiled', () => {
    expect(compiled.kept).toBe(false);
    expect(kept.kept).toBe(true);
    expect(fromV8.kept).toBe(true);
  });

  it('the kept validators pass and refuse exactly what compiled ones do, with the same errors, for every schema', () => {
    expect(fixtures.length).toBeGreaterThan(40);
    let checks = 0;
    let refusals = 0;
    for (const { url } of documents) {
      const game = /\/schemas\/([^/]+)\//.exec(url)![1];
      const own = fixtures.filter((f) => game === 'kit' || f.game === game).flatMap(({ data }) => [data, spoiled(data)]);
      for (const data of [...JUNK, ...own]) {
        const errors = compiled.validate(url, data);
        expect(kept.validate(url, data), url).toEqual(errors);
        expect(fromV8.validate(url, data), url).toEqual(errors);
        checks += 1;
        refusals += errors.length ? 1 : 0;
      }
    }
    // Each fixture passes its own schema, so some checks pass and most refuse.
    expect(checks - refusals).toBeGreaterThanOrEqual(fixtures.length / 2);
    expect(refusals).toBeGreaterThan(checks - refusals);
  });

  it("the kept validators gather a list's errors in place, as the compiled ones do (copied once per entry, 80,000 took minutes)", () => {
    const url = pathToFileURL(join(DEFAULT_SCHEMAS_ROOT, 'robots', 'constructs.schema.json')).href;
    const concat = vi.spyOn(Array.prototype, 'concat');
    const errors = kept.validate(url, { robots: Array(1000).fill(1) });
    expect(errors).toHaveLength(1000);
    expect(errors[999]).toMatchObject({ instancePath: '/robots/999', keyword: 'type' });
    expect(concat.mock.calls.length, 'copies of the error list').toBeLessThan(10);
  });

  it('a process that finds every validator kept never loads ajv', () => {
    const script = `import { createRequire } from 'node:module';
const { readSchemaFiles } = await import(${JSON.stringify(SCHEMA_FILES)});
const { SchemaSet } = await import(${JSON.stringify(SCHEMA_SET)});
const set = new SchemaSet(readSchemaFiles(${JSON.stringify(DEFAULT_SCHEMAS_ROOT)}).documents);
const loaded = Object.keys(createRequire(import.meta.url).cache).some((file) => file.endsWith('/ajv/dist/ajv.js'));
console.log(JSON.stringify({ kept: set.kept, loaded }));`;
    const run = () => JSON.parse(execFileSync(process.execPath, ['--import', TYPESCRIPT, '--input-type=module', '-e', script], { encoding: 'utf8' }));
    // The first process may compile the shipped schemas' validators (and load ajv); the second finds them kept.
    run();
    expect(run()).toEqual({ kept: true, loaded: false });
  });
});
