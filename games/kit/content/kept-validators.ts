import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Script } from 'node:vm';
import type Ajv from 'ajv';
import type { ValidateFunction } from 'ajv';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { keepFile, markUsed, sweepUnused } from '../../../bin/kept-files.mjs';

/**
 * Compiling the content schemas is most of a content load's time: 1 to 3 s of every
 * `tablewright serve` start, every simulator worker and every CLI check. The compiled validators
 * are kept on disk as ajv's standalone code, by what they were compiled from (ajv's version,
 * the options, the schemas), as bin/typescript-hooks.mjs keeps compiled TypeScript: a process
 * that finds them there reads them instead of compiling. V8's compiled form of that code is kept
 * beside it (2.9 MB of code took 48 ms to compile at every start, 11 ms from V8's cache). Sets
 * unused for days are swept (bin/kept-files.mjs): every edit of a schema makes a new one.
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
  const file = join(CACHE, `${key}.cjs`);
  let code: string;
  try {
    code = readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  markUsed(file);
  try {
    const module = { exports: {} as Record<string, ValidateFunction> };
    // The code is ajv's own output for our schemas, written by this user: its requires are ajv's runtime helpers.
    const run = compiled(key, `(function (module, exports, require) {${code}\n})`) as (module: object, exports: object, require: NodeJS.Require) => void;
    run(module, module.exports, requireAjv);
    return new Map(Object.entries(module.exports));
  } catch {
    return undefined;
  }
}

/** `wrapped` compiled, from V8's cached form kept under `key` when there is one that fits, which is kept otherwise. */
function compiled(key: string, wrapped: string): unknown {
  const file = join(CACHE, `${key}.v8`);
  let cachedData: Buffer | undefined;
  try {
    cachedData = readFileSync(file);
    markUsed(file);
  } catch {
    // None kept yet.
  }
  const script = new Script(wrapped, { filename: `${key}.cjs`, cachedData });
  // Rejected when this Node's V8 differs from the one that made it: made again.
  if (cachedData === undefined || script.cachedDataRejected) keepFile(file, script.createCachedData());
  return script.runInThisContext();
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
  keepFile(join(CACHE, `${key}.cjs`), code);
  // Some 30 sets of 3.3 MB: a test's or a schema edit's set is seldom used again.
  sweepUnused(CACHE, { maxBytes: 100e6 });
}
