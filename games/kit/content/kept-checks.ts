import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deserialize, serialize } from 'node:v8';
import { keepFile, markUsed, sweepUnused } from '../../../bin/kept-files.mjs';
import type { ContentText } from './check-content-text.ts';
import type { ContentLimits } from './content-limits.ts';
import type { SchemaSet } from './schema-set.ts';

/**
 * A content file's check (check-content-text.ts) is half of every content load, and every CLI
 * command and server start loads the content afresh: parsing YAML on code V8 has not compiled yet
 * cost 0.5 s of Bias Effect's 57 KB where a warm parse takes 0.06. A file found clean keeps its
 * data on disk, by everything its check read: its text and names, the limits, the schemas (their
 * set's key), and the checking code itself (the text of every file of games/kit/content and
 * games/kit/script, and yaml's version), so an edit of any of those checks it afresh. A file with
 * errors is never kept: it is checked each time, and its errors worded as they are now. Kept
 * beside the compiled validators (kept-validators.ts); unused entries go after days.
 */
const CACHE = join(tmpdir(), `tablewright-content-${process.getuid?.() ?? 'user'}`);
const CODE_FOLDERS = ['./', '../script/'].map((folder) => fileURLToPath(new URL(folder, import.meta.url)));

/** A hash of yaml's version and the text of every TypeScript file under `folders`, by their paths there. */
export function codeHash(folders: readonly string[]): string {
  const hash = createHash('sha256').update(createRequire(import.meta.url)('yaml/package.json').version as string);
  for (const folder of folders) {
    for (const file of (readdirSync(folder, { recursive: true }) as string[]).filter((name) => /\.m?tsx?$/.test(name)).sort()) {
      hash.update(file).update(readFileSync(join(folder, file)));
    }
  }
  return hash.digest('hex');
}

let codeVersion: string | undefined;

/** The checking code as it is now, read once a process. */
const checkingCode = (): string => (codeVersion ??= codeHash(CODE_FOLDERS));

/** The key of a file's check: everything it reads, the checking code included. */
export function checkKey(input: ContentText, schemas: SchemaSet, limits: ContentLimits): string {
  return createHash('sha256').update(checkingCode()).update(JSON.stringify([schemas.key, input, limits])).digest('hex');
}

/** The data of a file found clean under `key`, or undefined when none is kept (or it does not read back). */
export function keptCheck(key: string): { data: unknown } | undefined {
  const file = join(CACHE, `${key}.v8`);
  try {
    const data = deserialize(readFileSync(file));
    markUsed(file);
    return { data };
  } catch {
    return undefined;
  }
}

/** Keeps a clean file's data under `key`: V8's serializer, which keeps what JSON would not (Infinity, -0). */
export function keepCheck(key: string, data: unknown): void {
  keepFile(join(CACHE, `${key}.v8`), serialize(data));
  // Some 45 shipped files of 5-60 KB each, and a new entry for each edit.
  sweepUnused(CACHE, { maxBytes: 50e6 });
}
