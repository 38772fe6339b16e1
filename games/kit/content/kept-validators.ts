import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type Ajv from 'ajv';
import type { ValidateFunction } from 'ajv';
import standaloneCode from 'ajv/dist/standalone/index.js';

/**
 * Compiling the content schemas is most of a content load's time: 1 to 3 s of every
 * `tablewright serve` start, every simulator worker and every CLI check. The compiled validators
 * are kept on disk as ajv's standalone code, by what they were compiled from (ajv's version,
 * the options, the schemas), as bin/typescript-hooks.mjs keeps compiled TypeScript: a process
 * that finds them there reads them instead of compiling.
 */
const requireAjv = createRequire(createRequire(import.meta.url).resolve('ajv'));
const AJV_VERSION: string = requireAjv('../package.json').version;
const CACHE = join(tmpdir(), `tablewright-ajv-${process.getuid?.() ?? 'user'}`);

/** The key of a compiled set: what it was compiled from, `options` naming everything that shapes the code. */
export function validatorsKey(options: unknown, documents: unknown): string {
  return createHash('sha256').update(JSON.stringify([AJV_VERSION, options, documents])).digest('hex');
}

/** The validators kept under `key`, by schema URL, or undefined when none are (or they do not load). */
export function keptValidators(key: string): Map<string, ValidateFunction> | undefined {
  let code: string;
  try {
    code = readFileSync(join(CACHE, `${key}.cjs`), 'utf8');
  } catch {
    return undefined;
  }
  try {
    const module = { exports: {} as Record<string, ValidateFunction> };
    // The code is ajv's own output for our schemas, written by this user: its requires are ajv's runtime helpers.
    new Function('module', 'exports', 'require', code)(module, module.exports, requireAjv);
    return new Map(Object.entries(module.exports));
  } catch {
    return undefined;
  }
}

/**
 * Writes every schema's validator, compiled by `ajv` (made with `code.source`), under `key`;
 * `process` is the ajv option of that name, applied again as standalone code is built from the
 * unprocessed source. A schema that does not compile keeps nothing: its error shows where it is used.
 */
export function keepValidators(key: string, ajv: Ajv, urls: readonly string[], process: (code: string) => string): void {
  let code: string;
  try {
    code = process(standaloneCode(ajv, Object.fromEntries(urls.map((url) => [url, url]))));
  } catch {
    return;
  }
  // Written aside and renamed, so a process reading the cache never sees half a file.
  const aside = join(CACHE, `${key}.${randomUUID()}`);
  try {
    mkdirSync(CACHE, { recursive: true, mode: 0o700 });
    writeFileSync(aside, code);
    renameSync(aside, join(CACHE, `${key}.cjs`));
  } catch {
    // A cache that cannot be written costs only time.
  }
}
