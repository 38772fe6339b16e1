import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_ART_ROOT } from '../../games/kit/cards/check-art.ts';
import { main } from '../../server/cli/main.ts';
import { parseStorybookArgs, storybookEnv } from '../../server/cli/storybook-command.ts';
import { DEFAULT_CONTENT_ROOT } from '../../ui/build/content-roots.ts';

// Storybook itself is built from the restyle by test/e2e/restyle-everywhere.test.ts; these are the command's own answers.
const RESTYLE = fileURLToPath(new URL('../fixtures/card-faces/restyle/', import.meta.url));
const ART = fileURLToPath(new URL('../fixtures/card-faces/public/', import.meta.url));

function capture() {
  const err: string[] = [];
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => (err.push(String(chunk)), true));
  vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
  return err;
}

afterEach(() => vi.restoreAllMocks());

describe('tablewright storybook', () => {
  it('shows the shipped content and ui/public unless told otherwise, and hands Storybook the folders it is given', () => {
    expect(parseStorybookArgs([])).toEqual({ content: resolve(DEFAULT_CONTENT_ROOT), art: resolve(DEFAULT_ART_ROOT), out: undefined, port: 6006 });
    const options = parseStorybookArgs(['--content', RESTYLE, '--art', ART, '--out', 'sb']);
    expect(storybookEnv(options)).toMatchObject({ TABLEWRIGHT_CONTENT: resolve(RESTYLE), TABLEWRIGHT_ART: resolve(ART), NODE_ENV: 'production' });
  });

  it("checks the content with its art before Storybook starts: the restyle without --art names each missing file at file:line:col", async () => {
    const err = capture();
    expect(await main(['storybook', '--content', RESTYLE, '--out', '/nonexistent/never'])).toBe(1);
    expect(err.join('')).toMatch(/restyle\/are-you-a-robot\/card-faces\.yaml:6:29: error: the font "fonts\/poster\.woff2" is not found/);
    expect(err.join('')).toMatch(/3 content errors; fix them and start again/);
  });

  it('says what to write for a wrong port, a folder of no game, or both --out and --port', async () => {
    const cases: [string[], RegExp][] = [
      [['--port', 'six'], /--port must be a number from 1 to 65535/],
      [['--out', 'sb', '--port', '6007'], /give one of them/],
      [['--content', ART], /holds no game's folder/],
      [['--colour'], /Unknown option '--colour'.*Usage: tablewright storybook/],
    ];
    for (const [args, message] of cases) {
      const err = capture();
      expect(await main(['storybook', ...args]), args.join(' ')).toBe(1);
      expect(err.join(''), args.join(' ')).toMatch(message);
      vi.restoreAllMocks();
    }
  });
});
