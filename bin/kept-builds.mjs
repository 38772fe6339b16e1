// A build kept by the files it was made from: the CLI's (cli-build.mjs) and the print page's
// (server/export/print-build.ts). Each build is a folder named by a hash of its inputs, with a
// manifest of those inputs, each stamped; `current-<key>.json` names the newest for a key (what
// the build depends on besides its inputs: the toolchain, the project's folder).
import { createHash } from 'node:crypto';
import { readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { keepFile, markUsed, sweepUnused } from './kept-files.mjs';

/** A file's identity for a kept build: a file edited, replaced or touched reads as changed. */
export const stamp = (file) => {
  const s = statSync(file);
  return `${s.size}:${s.mtimeMs}:${s.ctimeMs}`;
};

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** The folder of the kept build of `key` in `cache`, marked used, if every file it was made from (paths from `root`) is as it was. */
export function keptBuild(cache, key, root) {
  const current = readJson(join(cache, `current-${key}.json`));
  if (typeof current?.id !== 'string') return undefined;
  const dir = join(cache, current.id);
  const manifest = readJson(join(dir, 'manifest.json'));
  if (!manifest?.inputs) return undefined;
  try {
    for (const [file, was] of Object.entries(manifest.inputs)) if (stamp(join(root, file)) !== was) return undefined;
  } catch {
    return undefined;
  }
  markUsed(dir);
  return dir;
}

/**
 * Keeps the build made in `aside` (a folder in `cache`) from `inputs` (stamps by paths from the
 * root) as the current one of `key`, and answers its folder. Builds unused for days go, and the
 * least used past `maxBytes`.
 */
export function keepBuild(cache, key, aside, inputs, maxBytes) {
  const id = createHash('sha256').update(JSON.stringify([key, inputs])).digest('hex').slice(0, 16);
  writeFileSync(join(aside, 'manifest.json'), JSON.stringify({ inputs }));
  try {
    renameSync(aside, join(cache, id));
  } catch {
    // The same build made by another process at the same time: theirs serves.
    rmSync(aside, { recursive: true, force: true });
  }
  keepFile(join(cache, `current-${key}.json`), JSON.stringify({ id }));
  sweepUnused(cache, { maxBytes, keep: (name) => name === id || name.startsWith('current-') });
  return join(cache, id);
}
