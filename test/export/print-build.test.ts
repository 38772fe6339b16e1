import { appendFileSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PRINT_PAGE, printBuild } from '../../server/export/print-build.ts';
import { copyRepository } from '../support/repository-copy.ts';

// A copy of the project, whose files the test may edit, and a cache of its own.
const root = copyRepository('tw-print-build-');
const cache = join(root, 'print-cache');
afterAll(() => rmSync(root, { recursive: true, force: true }));

const manifestOf = (dir: string): Record<string, string> => JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')).inputs;

describe('the print page built once and kept (server/export/print-build.ts)', () => {
  let first: string;

  it('builds the page in production, the files it read listed by their stamps', async () => {
    first = (await printBuild({ root, cache })).dir;
    expect(first.startsWith(cache)).toBe(true);
    const html = readFileSync(join(first, PRINT_PAGE), 'utf8');
    const script = html.match(/src="\/(assets\/[^"]+\.js)"/)?.[1];
    expect(script, 'the page loads one bundled script').toBeDefined();
    // A warning only React's development runtime gives, and the JSX calls only it has: the page is built as production runs it, whatever NODE_ENV the exporter runs under.
    expect(process.env.NODE_ENV).toBe('test');
    const bundle = readFileSync(join(first, script!), 'utf8');
    expect(bundle).not.toContain('Each child in a list should have a unique');
    expect(bundle).not.toContain('jsxDEV');
    const inputs = Object.keys(manifestOf(first));
    expect(inputs).toEqual(expect.arrayContaining(['ui/print/print.html', 'ui/print/print-main.tsx', 'ui/print/print-page.tsx', 'package-lock.json']));
    expect(inputs.some((file) => file.startsWith('games/'))).toBe(true);
  });

  it('serves the kept build again while every file it read is as it was', async () => {
    expect((await printBuild({ root, cache })).dir).toBe(first);
  });

  it('builds anew once a file it read has changed', async () => {
    appendFileSync(join(root, 'ui/print/print-page.tsx'), '// An edit.\n');
    const second = (await printBuild({ root, cache })).dir;
    expect(second).not.toBe(first);
    expect(manifestOf(second)['ui/print/print-page.tsx']).not.toBe(manifestOf(first)['ui/print/print-page.tsx']);
    expect((await printBuild({ root, cache })).dir).toBe(second);
  });

  it('builds into a folder of its own for one export where the cache cannot be written, and removes it after', async () => {
    // A file where the cache's folder would be: no user can write under it, root included.
    const blocked = join(cache, 'not-a-folder');
    writeFileSync(blocked, '');
    const own = await printBuild({ root, cache: blocked });
    expect(own.dir.startsWith(root)).toBe(false);
    expect(existsSync(join(own.dir, PRINT_PAGE))).toBe(true);
    own.release();
    expect(existsSync(own.dir)).toBe(false);
  });
});
