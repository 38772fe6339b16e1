import { spawn } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { formatContentError } from '../../../games/kit/content/content-error.ts';
import { DEFAULT_SCHEMAS_ROOT, loadGameContent } from '../../../games/kit/content/load-game-content.ts';
import { readSchemaFiles } from '../../../games/kit/content/schema-files.ts';
import { SchemaSet } from '../../../games/kit/content/schema-set.ts';
import { parseYamlSource } from '../../../games/kit/content/yaml-source.ts';
import { gameModules } from '../../../games/registry.ts';
import { copyContentRoot } from '../../support/content-copy.ts';
import { HOSTILE_FILES, hostileText } from '../../support/hostile-content.ts';

// Each of issue 33's files in a content file of its own game: the shipped content otherwise.
const PLACES = [
  ['are-you-a-robot', 'cards.yaml'],
  ['robots', 'deck.yaml'],
  ['three-laws', 'laws.yaml'],
] as const;
const root = copyContentRoot('content', PLACES.map(([game]) => game));
const cases = HOSTILE_FILES.map((file, i) => {
  const path = join(root, ...PLACES[i]);
  writeFileSync(path, hostileText(readFileSync(path, 'utf8'), file));
  return { ...file, game: PLACES[i][0], located: `${relative(process.cwd(), path)}:${file.line}:${file.col}: error: ` };
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

// Guards only: the quadratic checks took minutes on these files; the limits take about a second.
const DEADLINE_MS = 20_000;

function runValidate(args: string[]): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['bin/tablewright.mjs', 'validate', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (out += chunk));
    child.on('close', (code) => resolve({ code, out }));
  });
}

describe("issue 33's hostile content files are refused quickly, each with an error at its place", () => {
  it.each(cases)('$name ($game)', (hostile) => {
    const module = gameModules.find((m) => m.id === hostile.game)!;
    const started = performance.now();
    const { games, errors } = loadGameContent(root, [module]);
    expect(performance.now() - started).toBeLessThan(DEADLINE_MS);
    expect(games).toEqual([]);
    const lines = errors.map(formatContentError);
    const found = lines.find((line) => line.startsWith(hostile.located) && hostile.error.test(line.slice(hostile.located.length)));
    expect(found, lines.slice(0, 5).join('\n')).toBeDefined();
  });

  it('validate prints the three located errors, exits 1, and prints no stack trace', async () => {
    const { code, out } = await runValidate(['--content', root, ...PLACES.flatMap(([game]) => ['--game', game]), '--max-errors', '100000']);
    expect(code).toBe(1);
    for (const hostile of cases) expect(out).toContain(hostile.located);
    expect(out).not.toMatch(/\n\s+at /);
    expect(out).not.toMatch(/ReferenceError|RangeError|TypeError/);
  }, 60_000);

  it('every error of a list of 60,000 wrong entries is gathered in linear time (ajv copied them all once per entry)', () => {
    const schemas = new SchemaSet(readSchemaFiles(DEFAULT_SCHEMAS_ROOT).documents);
    const started = performance.now();
    const errors = schemas.validate(pathToFileURL(join(DEFAULT_SCHEMAS_ROOT, 'robots', 'constructs.schema.json')).href, { robots: Array(60_000).fill(1) });
    expect(performance.now() - started).toBeLessThan(DEADLINE_MS);
    expect(errors).toHaveLength(60_000);
    expect(errors[59_999]).toMatchObject({ instancePath: '/robots/59999', keyword: 'type' });
  });

  it('1,000 aliases with no anchor after 30,000 anchors are each an error at once, not compared with every anchor', () => {
    const text = `a:\n${Array.from({ length: 30_000 }, (_, i) => `  - &a${i} x\n`).join('')}b:\n${Array.from({ length: 1000 }, (_, i) => `  - *b${i}\n`).join('')}`;
    const started = performance.now();
    const { syntaxErrors } = parseYamlSource(text);
    expect(performance.now() - started).toBeLessThan(DEADLINE_MS);
    expect(syntaxErrors).toHaveLength(1000);
    expect(syntaxErrors[999]).toMatchObject({ line: 31_002, col: 5 });
    expect(syntaxErrors[999].message).toMatch(/^anchor &b999 is not defined above: .* 30,000 anchors are defined above\.$/);
  });
});
