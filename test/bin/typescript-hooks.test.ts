import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: plain JavaScript module hooks, without types
import { load } from '../../bin/typescript-hooks.mjs';

const notOurs = async () => ({ format: 'module', source: 'next', shortCircuit: true });

describe('bin/typescript-hooks.mjs: the TypeScript the CLI and the simulator threads run', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tw-ts-hooks-'));
  const file = join(dir, 'closures.ts');
  writeFileSync(file, 'export const adder = (n: number) => (m: number): number => n + m;\nexport function named(): string { return adder.name; }\n');

  it('compiles a .ts file without wrapping each function in __name (a defineProperty per closure made)', async () => {
    const first = await load(pathToFileURL(file).href, {}, notOurs);
    expect(first.format).toBe('module');
    expect(first.source).not.toMatch(/__name/);
    expect(first.source).toMatch(/n \+ m/);
    // Kept on disk: the same file compiles to the same text from the cache.
    expect((await load(pathToFileURL(file).href, {}, notOurs)).source).toBe(first.source);
  });

  it('leaves anything but TypeScript to the next hook', async () => {
    expect((await load(pathToFileURL(join(dir, 'plain.mjs')).href, {}, notOurs)).source).toBe('next');
    expect((await load('node:fs', {}, notOurs)).source).toBe('next');
  });

  it('runs TypeScript in a plain node process, names still inferred and boardgame.io resolved', () => {
    const script = join(dir, 'main.ts');
    // The lean engine imports boardgame.io/core, which plain Node ESM cannot resolve (no exports map).
    const engine = pathToFileURL('games/kit/engine/lean-reducer.ts').href;
    writeFileSync(script, `import { adder, named } from './closures.ts';\nimport { leanStep } from '${engine}';\nconsole.log(JSON.stringify([adder(2)(3), named(), typeof leanStep]));\n`);
    const out = execFileSync(process.execPath, ['--import', pathToFileURL('bin/typescript.mjs').href, script], { encoding: 'utf8', cwd: process.cwd() });
    expect(JSON.parse(out)).toEqual([5, 'adder', 'function']);
  });
});
