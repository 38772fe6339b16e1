import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { biasEffect } from '../../games/bias-effect/index.ts';
import { matchHref } from '../../ui/app/routes.ts';
import { watchContent, type ContentWatch } from '../../server/app/content-watch.ts';
import { BIAS_EFFECT_FIXTURE_ROOT, BIAS_EFFECT_ID } from '../server/helpers/bias-effect-play.ts';
import { createAndJoinGame } from '../server/helpers/lobby.ts';
import { startE2e, type E2eHarness } from '../support/e2e-harness.ts';
import { HOSTILE_FILES, hostileText } from '../support/hostile-content.ts';

// The built UI against a server watching a copy of the Bias Effect fixture: the browser takes
// each match's content from the server, so a match made before an edit shows its own content
// and one made after shows the edit, with no rebuild of the UI.
const scratch = mkdtempSync(join(resolve('test/fixtures'), '.live-ui-'));
const root = join(scratch, 'tree');
cpSync(BIAS_EFFECT_FIXTURE_ROOT, root, { recursive: true });
const howToPlayFile = join(root, BIAS_EFFECT_ID, 'how-to-play.yaml');
const original = readFileSync(howToPlayFile, 'utf8');
const OLD_TITLE = original.match(/^title: (.+)$/m)![1];
const NEW_TITLE = 'Bias Effect, edited while the server runs';
const NEW_TAGLINE = 'A tagline written a moment ago.';

let harness: E2eHarness;
let watch: ContentWatch;

beforeAll(async () => {
  harness = await startE2e({ contentRoot: root, modules: [biasEffect] });
  watch = watchContent({ contentRoot: root, modules: [biasEffect], library: harness.server.content, report: () => {} });
  await watch.ready;
}, 240_000);

afterAll(async () => {
  await watch?.close();
  await harness?.close();
  rmSync(scratch, { recursive: true, force: true });
});

const titleOn = async (path: string): Promise<string> => {
  const page = await harness.newPlayer();
  await page.goto(`${harness.server.url}/${path}`);
  const title = page.locator('.match-bar__title');
  await title.waitFor({ timeout: 10_000 });
  await page.waitForFunction(() => !document.querySelector('.match-bar__title')?.textContent?.includes(`bias-effect`), undefined, { timeout: 10_000 });
  return (await title.textContent())!.replace('‹', '').trim();
};

describe('the browser shows the content of the match it shows', () => {
  it('after an edit, the lobby and a new match show it; a match made before keeps its own', async () => {
    const { url } = harness.server;
    const before = await createAndJoinGame(url, BIAS_EFFECT_ID, 2);
    const hashBefore = harness.server.content.current(BIAS_EFFECT_ID)!.hash;
    writeFileSync(howToPlayFile, original.replace(`title: ${OLD_TITLE}`, `title: ${NEW_TITLE}`).replace(/^tagline: .+$/m, `tagline: ${NEW_TAGLINE}`));
    await expect.poll(() => harness.server.content.current(BIAS_EFFECT_ID)!.hash, { message: 'the edit never became current', timeout: 10_000 }).not.toBe(hashBefore);
    const after = await createAndJoinGame(url, BIAS_EFFECT_ID, 2);

    const lobby = await harness.newPlayer();
    await lobby.goto(`${url}/#/`);
    await lobby.locator(`[data-game="${BIAS_EFFECT_ID}"] .lobby__tagline`).getByText(NEW_TAGLINE).waitFor({ timeout: 10_000 });

    expect(await titleOn(matchHref(BIAS_EFFECT_ID, before.matchID, true))).toBe(OLD_TITLE);
    expect(await titleOn(matchHref(BIAS_EFFECT_ID, after.matchID, true))).toBe(NEW_TITLE);
  }, 60_000);

  it("a billion-laughs save shows in the lobby's banner at its file, line and column; the fix takes the banner away", async () => {
    const laughs = HOSTILE_FILES.find((f) => f.name === 'billion laughs')!;
    writeFileSync(howToPlayFile, hostileText(original, laughs));
    const lobby = await harness.newPlayer();
    await lobby.goto(`${harness.server.url}/#/`);
    const banner = lobby.locator('[data-testid="content-errors"]');
    await banner.getByText(`how-to-play.yaml:${laughs.line}:${laughs.col}: error: with this alias *lol3`).waitFor({ timeout: 20_000 });
    expect(await banner.textContent()).toMatch(laughs.error);

    writeFileSync(howToPlayFile, original);
    await banner.waitFor({ state: 'detached', timeout: 20_000 });
  }, 60_000);
});
