import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error: plain JavaScript, without types
import { cliBuild } from '../../bin/cli-build.mjs';
import { UNUSED_MS } from '../../bin/kept-files.mjs';

const run = promisify(execFile);
const ROOT = resolve('.');
const ENTRIES = { main: 'main.ts', 'side-thread': 'side-thread.mjs' };

/** A project of three TypeScript files, a thread's entry and the packages the build needs, in a folder of its own. */
function project(): string {
  const root = mkdtempSync(join(tmpdir(), 'tw-cli-build-'));
  mkdirSync(join(root, 'node_modules'));
  for (const dep of ['esbuild', 'boardgame.io']) symlinkSync(join(ROOT, 'node_modules', dep), join(root, 'node_modules', dep));
  mkdirSync(join(root, 'games', 'kit'), { recursive: true });
  writeFileSync(join(root, 'package.json'), '{ "type": "module" }');
  writeFileSync(join(root, 'games', 'kit', 'thread-entry.ts'), readFileSync(join(ROOT, 'games', 'kit', 'thread-entry.ts')));
  writeFileSync(join(root, 'lib.ts'), "export const word: string = 'one';\nexport function fail(): never {\n  throw new Error('from lib');\n}\n");
  writeFileSync(
    join(root, 'main.ts'),
    [
      "import { INVALID_MOVE } from 'boardgame.io/core';",
      "import { threadEntry } from './games/kit/thread-entry.ts';",
      "export { fail, word } from './lib.ts';",
      'export const where = import.meta.url;',
      'export const invalid = INVALID_MOVE;',
      "export const thread = threadEntry(new URL('./side-thread.mjs', import.meta.url)).href;",
      '',
    ].join('\n'),
  );
  writeFileSync(join(root, 'side-thread.mjs'), "import '../../bin/typescript.mjs';\nexport const side = 'side';\n");
  return root;
}

const roots: string[] = [];
const fresh = () => {
  const root = project();
  roots.push(root);
  return root;
};
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));
/** The project's build, kept in a folder of the project's own. */
const build = (root: string): Promise<string | undefined> => cliBuild({ root, entries: ENTRIES, cache: join(root, 'cache') });

/** What the build's main.mjs exports, read by a plain node process: no TypeScript loader, source maps on. */
async function exportsOf(dir: string): Promise<Record<string, string>> {
  const script = `process.setSourceMapsEnabled(true);
const m = await import(${JSON.stringify(pathToFileURL(join(dir, 'main.mjs')).href)});
let stack = '';
try { m.fail(); } catch (error) { stack = error.stack; }
console.log(JSON.stringify({ word: m.word, where: m.where, invalid: m.invalid, thread: m.thread, stack }));`;
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script]);
  return JSON.parse(stdout);
}

describe('bin/cli-build.mjs: the CLI run from a build of its TypeScript', () => {
  it('builds a project that plain node runs, each module keeping its own import.meta.url, boardgame.io resolved, stacks naming the TypeScript lines', async () => {
    const root = fresh();
    const dir = (await build(root))!;
    expect(dir.startsWith(join(root, 'cache'))).toBe(true);
    const got = await exportsOf(dir);
    expect(got.word).toBe('one');
    expect(got.where).toBe(pathToFileURL(join(root, 'main.ts')).href);
    expect(got.invalid).toBe('INVALID_MOVE');
    expect(got.stack).toMatch(new RegExp(`at (Module\\.)?fail \\(${join(root, 'lib.ts').replaceAll('/', '\\/')}:3:9\\)`));
  });

  it("names the build's own copy of a thread's entry, which loads no TypeScript loader", async () => {
    const root = fresh();
    const dir = (await build(root))!;
    const { thread } = await exportsOf(dir);
    expect(thread).toBe(pathToFileURL(join(dir, 'side-thread.mjs')).href);
    // The project has no bin/typescript.mjs: the entry imports it, and the build leaves it out.
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', `console.log((await import(${JSON.stringify(thread)})).side)`], { encoding: 'utf8' });
    expect(out.trim()).toBe('side');
  });

  it('keeps a build while its files are as they were, and builds again when one changes, even to text of the same length', async () => {
    const root = fresh();
    const first = (await build(root))!;
    const madeAt = statSync(join(first, 'main.mjs')).mtimeMs;
    expect(await build(root)).toBe(first);
    expect(statSync(join(first, 'main.mjs')).mtimeMs).toBe(madeAt);

    writeFileSync(join(root, 'lib.ts'), readFileSync(join(root, 'lib.ts'), 'utf8').replace("'one'", "'two'"));
    const second = (await build(root))!;
    expect(second).not.toBe(first);
    expect((await exportsOf(second)).word).toBe('two');
    // The kept build of the first text stays for a process that still runs it.
    expect(existsSync(join(first, 'main.mjs'))).toBe(true);
  });

  it('removes a build no process started from for days once another is made, and keeps the ones in use', async () => {
    const root = fresh();
    const edit = (word: string) => writeFileSync(join(root, 'lib.ts'), readFileSync(join(root, 'lib.ts'), 'utf8').replace(/'\w+'/, `'${word}'`));
    const unused = (await build(root))!;
    edit('two');
    const used = (await build(root))!;
    const daysAgo = (Date.now() - UNUSED_MS - 3600_000) / 1000;
    utimesSync(unused, daysAgo, daysAgo);
    utimesSync(used, daysAgo, daysAgo);
    // The CLI's next run starts from `used`, which marks it.
    expect(await build(root)).toBe(used);
    rmSync(join(root, 'cache', '.swept'), { force: true });
    edit('three');
    const made = (await build(root))!;
    expect((await exportsOf(made)).word).toBe('three');
    expect(existsSync(unused)).toBe(false);
    expect(existsSync(join(used, 'main.mjs'))).toBe(true);
  });

  it('makes no build of a project that does not compile, or that lost a file: the CLI then runs from source and reports it there', async () => {
    const root = fresh();
    expect(await build(root)).toBeTypeOf('string');
    writeFileSync(join(root, 'lib.ts'), 'export const word: string = ;\n');
    expect(await build(root)).toBeUndefined();
    rmSync(join(root, 'lib.ts'));
    expect(await build(root)).toBeUndefined();
  });

  it('serves two processes that build the same project at once', async () => {
    const root = fresh();
    const script = `const { cliBuild } = await import(${JSON.stringify(pathToFileURL(join(ROOT, 'bin', 'cli-build.mjs')).href)});
console.log(await cliBuild({ root: ${JSON.stringify(root)}, entries: ${JSON.stringify(ENTRIES)}, cache: ${JSON.stringify(join(root, 'cache'))} }));`;
    const both = await Promise.all([0, 1].map(() => run(process.execPath, ['--input-type=module', '-e', script])));
    const dirs = both.map(({ stdout }) => stdout.trim());
    expect(dirs[0]).toBe(dirs[1]);
    expect((await exportsOf(dirs[0])).word).toBe('one');
  });
});

describe('bin/tablewright.mjs run from its build', () => {
  const cli = (env: Record<string, string>) =>
    run(process.execPath, ['bin/tablewright.mjs', 'simulate', 'crazy-eights', '--games', '24', '--workers', '2', '--seed', 'cli-build'], { env: { ...process.env, ...env } });

  it('prints the report it prints from source, its worker thread included', async () => {
    const [built, source] = await Promise.all([cli({}), cli({ TABLEWRIGHT_FROM_SOURCE: '1' })]);
    const report = (out: string) => out.split('\n').filter((line) => !line.startsWith('Speed:'));
    expect(report(built.stdout)).toEqual(report(source.stdout));
    expect(built.stdout).toMatch(/2 threads \(--workers 2\)/);
  });
});
