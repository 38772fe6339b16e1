import { createHash, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { isAbsolute, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Rolldown } from 'vite';
import { keepBuild, keptBuild, stamp } from '../../bin/kept-builds.mjs';
import { productionBuild } from '../../ui/build/production-build.ts';

const PROJECT_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The page a built folder serves: its path under the folder, and the address it is opened at. */
export const PRINT_PAGE = 'print/print.html';

/** What the build depends on besides its inputs: the toolchain and this file, which holds its config. */
function buildKey(root: string): string {
  const vite = createRequire(join(root, 'package.json'))('vite/package.json').version as string;
  return createHash('sha256')
    .update(JSON.stringify([root, process.versions.node, vite]))
    .update(readFileSync(fileURLToPath(import.meta.url)))
    .digest('hex')
    .slice(0, 16);
}

/**
 * The files a build read, by their paths from the project (the project's own and its packages'),
 * each stamped: the modules of every chunk, the page itself and the lockfile (an install may
 * change a package's fonts, which are assets, not modules). Undefined when one changed after
 * `startedMs`: the build may hold its text from before, so it is not kept.
 */
function inputsOf(root: string, output: Rolldown.RolldownOutput, startedMs: number): Record<string, string> | undefined {
  const files = new Set([join(root, 'ui', PRINT_PAGE), join(root, 'package-lock.json')]);
  for (const item of output.output) {
    if (item.type !== 'chunk') continue;
    // Virtual modules (Vite's helpers) are no file.
    for (const id of Object.keys(item.modules)) if (isAbsolute(id)) files.add(id.split('?')[0]);
  }
  const inputs: Record<string, string> = {};
  for (const file of [...files].sort()) {
    if (!existsSync(file)) continue;
    const s = statSync(file);
    if (s.mtimeMs >= startedMs || s.ctimeMs >= startedMs) return undefined;
    inputs[relative(root, file)] = stamp(file);
  }
  return inputs;
}

/** The print page built into `outDir` in production, its own art left out (the exporter serves that folder beside the build). */
async function buildInto(root: string, outDir: string): Promise<Record<string, string> | undefined> {
  const startedMs = Date.now();
  const output = await productionBuild({
    configFile: false,
    root: join(root, 'ui'),
    publicDir: false,
    plugins: [react()],
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true, reportCompressedSize: false, chunkSizeWarningLimit: Infinity, rolldownOptions: { input: join(root, 'ui', PRINT_PAGE) } },
  });
  return inputsOf(root, (Array.isArray(output) ? output[0] : output) as Rolldown.RolldownOutput, startedMs);
}

export interface PrintBuild {
  dir: string;
  /** Removes a build made for this process alone (none kept); a kept one stays. */
  release(): void;
}

async function ownBuild(root: string): Promise<PrintBuild> {
  const own = mkdtempSync(join(tmpdir(), 'tablewright-print-'));
  await buildInto(root, own);
  return { dir: own, release: () => rmSync(own, { recursive: true, force: true }) };
}

/**
 * The print page (ui/print/print.html) built by Vite, the same card components the table and
 * Storybook draw, kept in node_modules/.cache/tablewright-print until a file it was built from
 * changes (bin/kept-builds.mjs, as the CLI's own build: bin/cli-build.mjs). Served from a dev server
 * instead, every export compiled the page's 250 modules again and Chromium fetched each apart:
 * 3.4-3.6 s and 2 s of CPU to open, against 1.3-1.8 s and 0.15 s from a build. Where the cache
 * cannot be written (a read-only project), the build is made in a folder of its own for the one
 * export and removed after it. `root` and `cache` name another project's (the tests').
 */
export async function printBuild({ root = PROJECT_ROOT, cache = join(root, 'node_modules', '.cache', 'tablewright-print') } = {}): Promise<PrintBuild> {
  const key = buildKey(root);
  const kept = keptBuild(cache, key, root);
  if (kept) return { dir: kept, release: () => {} };
  const aside = join(cache, `${randomUUID()}.tmp`);
  try {
    mkdirSync(aside, { recursive: true });
  } catch {
    return ownBuild(root);
  }
  let inputs: Record<string, string> | undefined;
  try {
    inputs = await buildInto(root, aside);
  } catch (error) {
    rmSync(aside, { recursive: true, force: true });
    throw error;
  }
  if (!inputs) return { dir: aside, release: () => rmSync(aside, { recursive: true, force: true }) };
  // Builds no export used for days go, and the least used past 50 MB (some 30 builds of 1.6 MB).
  return { dir: keepBuild(cache, key, aside, inputs, 50e6), release: () => {} };
}
