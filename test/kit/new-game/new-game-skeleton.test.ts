import { execFile } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_REGISTRATION, isOwnPlace, placePath, registersGame } from '../../../games/kit/game-registration.ts';
import { copyRepository } from '../../support/repository-copy.ts';

const run = promisify(execFile);
const ID = 'sample-match';

/**
 * The scaffold and the registration list kept in step: `new-game` run in a copy of this
 * repository, then the new game's own checks run there as a developer would run them. What it
 * costs on the 2-core machine: 35-40 s of CPU (the child vitest 10 s, the Storybook build of the
 * game's own stories 8.5 s, where every story took 13 s, the type check 7.5 s, where tsc over the
 * whole program took 17-22 s), a minute of wall time with the type check beside the rest, more on
 * a busy machine: hence the long timeouts.
 */
const SLOW = 240_000;
const CHECK_TYPES = fileURLToPath(new URL('./check-new-game-types.mjs', import.meta.url));
describe('tablewright new-game: a skeleton that passes its own checks at once', () => {
  let root: string;
  let typeCheck: Promise<{ stdout: string }>;
  // The child vitest must not take this run's worker for its own, nor write into its module cache.
  const env = { ...Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VITEST') && key !== 'NODE_ENV' && key !== 'FORCE_COLOR' && key !== 'TW_MODULE_CACHE')), NO_COLOR: '1' };
  const inCopy = (file: string, args: string[], more: NodeJS.ProcessEnv = {}) => run(process.execPath, [file, ...args], { cwd: root, env: { ...env, ...more }, maxBuffer: 16 * 1024 * 1024 });

  beforeAll(async () => {
    root = copyRepository('tw-new-game-skeleton-');
    await inCopy('bin/tablewright.mjs', ['new-game', ID, '--title', 'Sample Match']);
    // The type check runs beside the other checks, one process each on the two cores, and is awaited last.
    // It checks what new-game wrote and the files that import it (check-new-game-types.mjs says why).
    const shared = GAME_REGISTRATION.filter((place) => place.required && !isOwnPlace(place) && /\.tsx?$/.test(place.path)).map((place) => place.path);
    const own = ['games', 'ui/boards', 'stories', 'test'].map((folder) => `${folder}/${ID}`);
    writeFileSync(join(root, 'tsconfig.new-game.json'), JSON.stringify({ extends: './tsconfig.json', include: [...own, ...shared, 'ui/build/virtual-content.d.ts'] }));
    typeCheck = inCopy(CHECK_TYPES, [root, 'tsconfig.new-game.json', ...own, ...shared]).catch((error) => error);
  }, SLOW);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('fills in every place of the registration list that a game must have', () => {
    const missing = GAME_REGISTRATION.filter((place) => place.required).filter((place) => {
      const path = join(root, placePath(place, ID));
      return !existsSync(path) || (!isOwnPlace(place) && !registersGame(place, readFileSync(path, 'utf8'), ID));
    });
    expect(missing.map((place) => place.path)).toEqual([]);
  });

  it('validates its content, and passes its rules tests and the checks every game must pass', async () => {
    const validate = await inCopy('bin/tablewright.mjs', ['validate', '--game', ID]);
    expect(validate.stdout).toMatch(/Content is valid/);
    const everyGame = ['test/kit/game-registration.test.ts', 'test/kit/content/content-types.test.ts', 'test/kit/content/editor-settings.test.ts', 'test/kit/content/how-to-play.test.ts'];
    const tests = [`test/${ID}`, ...everyGame, 'test/kit/cards/card-content.test.ts', 'test/server/card-game-wire-secrecy.test.ts', 'test/docs-links.test.ts'];
    const vitest = await inCopy('node_modules/vitest/vitest.mjs', ['run', '--project', 'node', ...tests]).catch((error) => error);
    expect(`${vitest.stdout}${vitest.stderr}`).toMatch(/Test Files +\d+ passed \(\d+\)/);
    expect(vitest.code ?? 0, vitest.stdout).toBe(0);
  }, SLOW);

  it("builds its stories: the table's, a story per card of its deck, and its print sheet", async () => {
    // Its own stories and the print sheets alone: the other games' are CI's own Storybook build's.
    await inCopy('bin/tablewright.mjs', ['storybook', '--out', 'storybook-static', '--preview-only'], { TW_STORYBOOK_GAME: ID });
    const stories = Object.keys(JSON.parse(readFileSync(join(root, 'storybook-static/index.json'), 'utf8')).entries as Record<string, unknown>);
    expect(stories).toEqual(expect.arrayContaining([`${ID}-table--your-turn`, `${ID}-table--spectator`, `cards-${ID}-deck--card-1-hearts`, `cards-print--${ID}-cards`]));
  }, SLOW);

  it('type-checks: the game, its table, story and tests, and every file it registered in', async () => {
    expect((await typeCheck).stdout).toBe('');
  }, SLOW);
});
