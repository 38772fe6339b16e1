import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runValidate } from '../../../server/cli/validate-command.ts';
import { UsageError } from '../../../server/cli/usage-error.ts';
import { gameModules } from '../../../games/registry.ts';
import { KIT_CONTENT_FILES } from '../../../games/kit/kit-content-files.ts';

// The fixture trees hold Are You A Robot? content only.
const AYAR = ['--game', 'are-you-a-robot'];

async function run(args: string[]): Promise<{ code: number; out: string }> {
  let out = '';
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    out += String(chunk);
    return true;
  });
  const code = await runValidate(args);
  vi.restoreAllMocks();
  return { code, out };
}

describe('tablewright validate', () => {
  afterEach(() => vi.restoreAllMocks());

  it('passes the shipped content with exit code 0', async () => {
    const { code, out } = await run([]);
    expect(code).toBe(0);
    // Each game's own files, the kit's, and the card formats of the games that print cards.
    const files = gameModules.reduce((n, m) => n + Object.keys(m.contentFiles).length, 0);
    const [, checked] = /^Content is valid: (\d+) content files of (\d+) games checked\.\n$/.exec(out) ?? [];
    expect(Number(checked)).toBeGreaterThanOrEqual(files);
  });

  it("checks an artist's restyle against its own art folder (--art), where ui/public lacks its pictures and font", async () => {
    const restyle = ['--content', 'test/fixtures/card-faces/restyle', ...AYAR];
    const without = await run(restyle);
    expect(without.code).toBe(1);
    expect(without.out).toMatch(/card-faces\.yaml:6:29: error: the font "fonts\/poster\.woff2" is not found: there is no file ui\/public\/fonts\/poster\.woff2/);
    expect(await run([...restyle, '--art', 'test/fixtures/card-faces/public'])).toMatchObject({ code: 0, out: expect.stringMatching(/^Content is valid/) });
  });

  it('prints one file:line:col line per error, then a summary, and exits 1', async () => {
    const { code, out } = await run(['--content', 'test/fixtures/content/unknown-card', ...AYAR]);
    expect(code).toBe(1);
    expect(out.split('\n')).toEqual([
      'test/fixtures/content/unknown-card/are-you-a-robot/modes.yaml:13:15: error: no card has the id "android": the cards are human, robot (see cards.yaml).',
      'test/fixtures/content/unknown-card/are-you-a-robot/modes.yaml:46:16: error: no card has the id "robto": the cards are human, robot (see cards.yaml).',
      // cards.yaml, modes.yaml and the kit's files every game has.
      `2 errors in ${2 + Object.keys(KIT_CONTENT_FILES).length} content files of 1 game.`,
      '',
    ]);
  });

  it('prints the errors as JSON with --format json', async () => {
    const { code, out } = await run(['--content', 'test/fixtures/content/wrong-type', '--format', 'json', ...AYAR]);
    expect(code).toBe(1);
    const errors = JSON.parse(out);
    expect(errors).toHaveLength(5);
    expect(errors[0]).toEqual({
      file: 'test/fixtures/content/wrong-type/are-you-a-robot/cards.yaml',
      line: 11,
      col: 15,
      message: 'pack.packsInBox: expected a whole number, found "three".',
      kind: 'schema',
    });
  });

  it('prints the first --max-errors errors, then a summary of the rest per file and kind; JSON keeps all', async () => {
    const fixture = ['--content', 'test/fixtures/safety/many-errors', '--game', 'robots'];
    const { code, out } = await run([...fixture, '--max-errors', '3']);
    expect(code).toBe(1);
    const lines = out.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^test\/fixtures\/safety\/many-errors\/robots\/deck\.yaml:27:26: error: numbers\.high: expected a whole number/);
    expect(lines.slice(1, 3).every((line) => line.startsWith('test/fixtures/safety/many-errors/robots/constructs.yaml:'))).toBe(true);
    expect(lines.slice(3)).toEqual([
      '... 58 more errors not shown (--max-errors N shows more, --format json lists all); by file and kind:',
      '  test/fixtures/safety/many-errors/robots/constructs.yaml: 58 (unknown field 58)',
      `61 errors in ${6} content files of 1 game.`,
    ]);
    const all = await run([...fixture, '--format', 'json', '--max-errors', '3']);
    expect(JSON.parse(all.out)).toHaveLength(61);
    const capped = await run(fixture);
    expect(capped.out.split('\n').filter((line) => line.includes(': error: '))).toHaveLength(50);
    await expect(runValidate([...fixture, '--max-errors', 'lots'])).rejects.toThrow("--max-errors must be a whole number (0 or more), not 'lots'");
  });

  it('prints an empty JSON list for clean content', async () => {
    const { code, out } = await run(['--format', 'json', '--content', 'test/fixtures/content/good', ...AYAR]);
    expect(code).toBe(0);
    expect(JSON.parse(out)).toEqual([]);
  });

  it('refuses unknown flags, stray arguments and unknown formats as usage errors', async () => {
    await expect(runValidate(['--contnet', 'x'])).rejects.toThrow(new UsageError("unknown option '--contnet'; options: --content, --art, --game, --format, --max-errors (tablewright validate --help says more)"));
    await expect(runValidate(['content'])).rejects.toThrow(UsageError);
    await expect(runValidate(['--format', 'xml'])).rejects.toThrow("--format must be text or json, not 'xml'");
    await expect(runValidate(['--game', 'chess'])).rejects.toThrow('unknown game "chess": write one of are-you-a-robot');
  });

  it('runs from the command line: exit code 1 and no stack trace on broken YAML', () => {
    const result = spawnSync(process.execPath, ['bin/tablewright.mjs', 'validate', '--content', 'test/fixtures/content/malformed-yaml', ...AYAR], { encoding: 'utf8' });
    expect(result.stdout).toContain('test/fixtures/content/malformed-yaml/are-you-a-robot/cards.yaml:11:3: error: this is not valid YAML');
    expect(result.stdout + result.stderr).not.toMatch(/\n\s+at /);
    expect(result.status).toBe(1);
  });

  it('passes content copied outside the toolkit, with one warning that its $schema lines lead nowhere', async () => {
    const root = mkdtempSync(join(tmpdir(), 'tw-validate-'));
    try {
      cpSync('test/fixtures/content/good', root, { recursive: true });
      const { code, out } = await run(['--content', root, ...AYAR]);
      expect(code).toBe(0);
      const lines = out.trim().split('\n');
      expect(lines).toHaveLength(2);
      expect(lines[0]).toMatch(/are-you-a-robot\/[a-z-]+\.yaml:1:33: warning: This \$schema line, and those of 3 other files, lead to .*, where there are no schemas\..*copy the toolkit's schemas folder to/);
      expect(lines[1]).toBe(`Content is valid: ${2 + Object.keys(KIT_CONTENT_FILES).length} content files of 1 game checked (1 warning above).`);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
