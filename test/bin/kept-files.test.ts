import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { markUsed, sweepUnused, UNUSED_MS } from '../../bin/kept-files.mjs';

const HOUR = 3600_000;
const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A cache folder holding `entries`, each last used `ago` milliseconds before now (a folder when its name has no dot). */
function cache(entries: Record<string, number>): string {
  const dir = mkdtempSync(join(tmpdir(), 'tw-kept-files-'));
  dirs.push(dir);
  for (const [name, ago] of Object.entries(entries)) {
    const path = join(dir, name);
    if (name.includes('.')) writeFileSync(path, name);
    else mkdirSync(path);
    const at = (Date.now() - ago) / 1000;
    utimesSync(path, at, at);
  }
  return dir;
}

describe('bin/kept-files.mjs: what the caches keep, and for how long', () => {
  it('sweeps the entries unused for longer than allowed, files and folders, and keeps the rest and those named', () => {
    const dir = cache({ 'old.cjs': UNUSED_MS + HOUR, 'old-build': UNUSED_MS + HOUR, 'current-1.json': UNUSED_MS * 2, 'fresh.cjs': HOUR });
    sweepUnused(dir, { keep: (name) => name.startsWith('current-') });
    expect(existsSync(join(dir, 'old.cjs'))).toBe(false);
    expect(existsSync(join(dir, 'old-build'))).toBe(false);
    expect(existsSync(join(dir, 'current-1.json'))).toBe(true);
    expect(existsSync(join(dir, 'fresh.cjs'))).toBe(true);
  });

  it('sweeps a folder at most once in a few hours: the next sweep soon after reads nothing', () => {
    const dir = cache({ 'a.cjs': UNUSED_MS + HOUR });
    sweepUnused(dir);
    writeFileSync(join(dir, 'b.cjs'), 'b');
    const at = (Date.now() - UNUSED_MS - HOUR) / 1000;
    utimesSync(join(dir, 'b.cjs'), at, at);
    sweepUnused(dir);
    expect(existsSync(join(dir, 'b.cjs'))).toBe(true);
    sweepUnused(dir, { now: Date.now() + 7 * HOUR });
    expect(existsSync(join(dir, 'b.cjs'))).toBe(false);
  });

  it('past its size, removes the least recently used entries first, a folder counting all its files', () => {
    const dir = cache({ 'oldest.cjs': 5 * HOUR, 'older-build': 4 * HOUR, 'old.cjs': 3 * HOUR, 'kept.cjs': 6 * HOUR, 'new.cjs': HOUR });
    writeFileSync(join(dir, 'older-build', 'chunk.mjs'), 'x'.repeat(100));
    const at = (Date.now() - 4 * HOUR) / 1000;
    utimesSync(join(dir, 'older-build'), at, at);
    // Each file holds its own name (7-10 bytes), the folder 100 bytes: 124 in all.
    sweepUnused(dir, { maxBytes: 25, keep: (name) => name === 'kept.cjs' });
    expect(existsSync(join(dir, 'oldest.cjs'))).toBe(false);
    expect(existsSync(join(dir, 'older-build'))).toBe(false);
    expect(existsSync(join(dir, 'old.cjs'))).toBe(true);
    expect(existsSync(join(dir, 'new.cjs'))).toBe(true);
    expect(existsSync(join(dir, 'kept.cjs'))).toBe(true);
  });

  it('marks an entry used by its time, at most once an hour', () => {
    const dir = cache({ 'stale.cjs': 2 * HOUR, 'recent.cjs': HOUR / 2 });
    const recentAt = statSync(join(dir, 'recent.cjs')).mtimeMs;
    markUsed(join(dir, 'stale.cjs'));
    markUsed(join(dir, 'recent.cjs'));
    expect(Date.now() - statSync(join(dir, 'stale.cjs')).mtimeMs).toBeLessThan(HOUR / 2);
    expect(statSync(join(dir, 'recent.cjs')).mtimeMs).toBe(recentAt);
    // An entry marked is one a sweep keeps.
    sweepUnused(dir, { unusedMs: HOUR });
    expect(existsSync(join(dir, 'stale.cjs'))).toBe(true);
  });

  it('never throws on an entry or a folder that is not there', () => {
    expect(() => markUsed(join(tmpdir(), 'tw-no-such-entry'))).not.toThrow();
    expect(() => sweepUnused(join(tmpdir(), 'tw-no-such-folder'))).not.toThrow();
  });
});
