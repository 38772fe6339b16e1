// What the project keeps on disk to start faster (compiled TypeScript, compiled validators, the
// CLI's build) is kept by what it was made from, so every edit adds entries and none goes by
// itself: a day of work and test runs left 300 validator sets of 2.9 MB and 58,000 compiled
// files. Each cache marks the entries it uses and removes those unused for long.
import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const HOUR_MS = 3600_000;
/** An entry unused this long is removed: a day of work on another branch comes back to its entries. */
export const UNUSED_MS = 3 * 24 * HOUR_MS;
/** A cache's folder is swept at most this often: a sweep reads every entry's time. */
const SWEEP_EVERY_MS = 6 * HOUR_MS;
const SWEPT = '.swept';

/**
 * Marks `path` (a file or a folder) as used now, by its modification time: at most one write an
 * hour, so a process that reads hundreds of entries mostly only stats them. Never throws: a
 * cache that cannot be written costs only time.
 */
export function markUsed(path, now = Date.now()) {
  try {
    if (now - statSync(path).mtimeMs > HOUR_MS) utimesSync(path, now / 1000, now / 1000);
  } catch {
    // Removed meanwhile, or a read-only cache.
  }
}

/**
 * Writes a kept file aside and renames it into place, so a process reading the cache never sees
 * half a file; its folder is made, this user's own. Never throws: a cache that cannot be written
 * costs only time.
 */
export function keepFile(file, data) {
  const aside = `${file}.${randomUUID()}.tmp`;
  try {
    mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
    writeFileSync(aside, data);
    renameSync(aside, file);
  } catch {
    rmSync(aside, { force: true });
  }
}

/** An entry's bytes: a file's size, or a folder's files' sizes added up. */
function bytesOf(path, stats) {
  if (!stats.isDirectory()) return stats.size;
  let total = 0;
  for (const name of readdirSync(path, { recursive: true })) total += statSync(join(path, name)).size;
  return total;
}

/**
 * Removes the entries of `dir` unused (markUsed) for longer than `unusedMs`, then the least
 * recently used while the rest hold more than `maxBytes`, but never those `keep` names; at most
 * once every few hours (a `.swept` file's time). A process still reading an entry removed under
 * it finds it missing and makes it again, as after any miss.
 */
export function sweepUnused(dir, { unusedMs = UNUSED_MS, maxBytes = Infinity, keep = () => false, now = Date.now() } = {}) {
  try {
    const marker = join(dir, SWEPT);
    let sweptAt = 0;
    try {
      sweptAt = statSync(marker).mtimeMs;
    } catch {
      // Never swept.
    }
    if (now - sweptAt < SWEEP_EVERY_MS) return;
    writeFileSync(marker, '');
    utimesSync(marker, now / 1000, now / 1000);
    const left = [];
    let total = 0;
    for (const name of readdirSync(dir)) {
      if (name === SWEPT || keep(name)) continue;
      const path = join(dir, name);
      try {
        const stats = statSync(path);
        if (now - stats.mtimeMs > unusedMs) rmSync(path, { recursive: true, force: true });
        else if (maxBytes !== Infinity) {
          const bytes = bytesOf(path, stats);
          left.push({ path, usedAt: stats.mtimeMs, bytes });
          total += bytes;
        }
      } catch {
        // Another process removed it first.
      }
    }
    left.sort((a, b) => a.usedAt - b.usedAt);
    for (const entry of left) {
      if (total <= maxBytes) break;
      rmSync(entry.path, { recursive: true, force: true });
      total -= entry.bytes;
    }
  } catch {
    // A cache that cannot be listed or written is left as it is.
  }
}
