// Module hooks that compile the project's TypeScript with esbuild, in place of tsx's own
// compile: tsx asks esbuild to keep function names (`keepNames`), which wraps every function
// and arrow in `__name(fn, "…")`, an Object.defineProperty each time a closure is made. The
// game rules and bots make closures on every move: that was 8% of a simulated 3 Laws game and
// 10-15% of the simulator's speed. Names need no keeping here, as nothing is minified. tsx
// still resolves every import (tsconfig, extensionless paths, CommonJS interop).
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { keepFile, markUsed, sweepUnused } from './kept-files.mjs';

const TYPESCRIPT = /\.(m?ts|tsx)$/;

/**
 * What esbuild needs of tsconfig.json to compile one file as tsc would check it: React's
 * automatic runtime for .tsx, and class fields as ES2022 defines them.
 */
const TSCONFIG = { compilerOptions: { jsx: 'react-jsx', target: 'ES2022', useDefineForClassFields: true } };

const OPTIONS = { format: 'esm', target: `node${process.versions.node}`, sourcemap: 'inline', tsconfigRaw: TSCONFIG };

/**
 * Compiled files are kept on disk by what they were compiled from (the options, esbuild's
 * version, the path and the source), as tsx keeps its own: a process or worker thread that
 * finds every file there starts in the time it takes to read them and never starts esbuild.
 * Those unused for days are swept (kept-files.mjs).
 */
const CACHE = join(tmpdir(), `tablewright-ts-${process.getuid?.() ?? 'user'}`);
const ESBUILD = createRequire(import.meta.url)('esbuild/package.json').version;

async function compile(path, source) {
  const key = createHash('sha256').update(JSON.stringify([OPTIONS, ESBUILD, path])).update(source).digest('hex');
  const kept = join(CACHE, `${key}.mjs`);
  const cached = await readFile(kept, 'utf8').catch(() => undefined);
  if (cached !== undefined) {
    markUsed(kept);
    return cached;
  }
  const { transform } = await import('esbuild');
  const { code } = await transform(source, { ...OPTIONS, loader: path.endsWith('.tsx') ? 'tsx' : 'ts', sourcefile: path });
  keepFile(kept, code);
  // Some 30 versions of every source file: the CLI's build runs most commands.
  sweepUnused(CACHE, { maxBytes: 200e6 });
  return code;
}

export async function load(url, context, nextLoad) {
  if (!url.startsWith('file:') || !TYPESCRIPT.test(new URL(url).pathname)) return nextLoad(url, context);
  const path = fileURLToPath(url);
  return { format: 'module', source: await compile(path, await readFile(path, 'utf8')), shortCircuit: true };
}
