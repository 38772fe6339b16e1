import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ART_ROOT } from '../../games/kit/cards/check-art.ts';
import { main } from '../../server/cli/main.ts';
import { parseStorybookArgs, storybookEnv } from '../../server/cli/storybook-command.ts';
import { DEFAULT_CONTENT_ROOT } from '../../ui/build/content-roots.ts';
import { captured } from '../support/cli-output.ts';

// Storybook itself is built from the restyle by test/e2e/restyle-everywhere.test.ts; these are the command's own answers.
const RESTYLE = fileURLToPath(new URL('../fixtures/card-faces/restyle/', import.meta.url));
const ART = fileURLToPath(new URL('../fixtures/card-faces/public/', import.meta.url));

describe('tablewright storybook', () => {
  it('shows the shipped content and ui/public unless told otherwise, and hands Storybook the folders it is given', () => {
    expect(parseStorybookArgs([])).toEqual({ content: resolve(DEFAULT_CONTENT_ROOT), art: resolve(DEFAULT_ART_ROOT), out: undefined, previewOnly: false, port: 6006 });
    const options = parseStorybookArgs(['--content', RESTYLE, '--art', ART, '--out', 'sb']);
    expect(storybookEnv(options)).toMatchObject({ TABLEWRIGHT_CONTENT: resolve(RESTYLE), TABLEWRIGHT_ART: resolve(ART), NODE_ENV: 'production' });
  });

  it("checks the content with its art before Storybook starts: the restyle without --art names each missing file at file:line:col", async () => {
    const { code, err } = await captured(() => main(['storybook', '--content', RESTYLE, '--out', '/nonexistent/never']));
    expect(code).toBe(1);
    expect(err).toMatch(/restyle\/are-you-a-robot\/card-faces\.yaml:6:29: error: the font "fonts\/poster\.woff2" is not found/);
    expect(err).toMatch(/3 content errors; fix them and start again/);
  });

  it('says what to write for a wrong port, a folder of no game, or both --out and --port', async () => {
    const cases: [string[], RegExp][] = [
      [['--port', 'six'], /--port must be a number from 1 to 65535/],
      [['--out', 'sb', '--port', '6007'], /give one of them/],
      [['--content', ART], /holds no game's folder/],
      [['--preview-only'], /give --out DIR/],
      [['--colour'], /unknown option '--colour'; options: --content, --art, --out, --preview-only, --port \(tablewright storybook --help says more\)/],
    ];
    for (const [args, message] of cases) {
      const { code, err } = await captured(() => main(['storybook', ...args]));
      expect(code, args.join(' ')).toBe(1);
      expect(err, args.join(' ')).toMatch(message);
    }
  });
});
