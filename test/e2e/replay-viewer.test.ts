import { beforeAll, describe, expect, onTestFinished, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useE2e } from '../support/e2e-harness.ts';
import { storeFinishedMatch, type FinishedMatchOptions } from '../support/finished-match.ts';

const e2e = useE2e();

/**
 * Each game's finished match (the simulator's bots, written into the server's store as its
 * server writes a match) and a probe of what only some viewers may see: a seat's own card or
 * hand, or in 3 Laws everyone's faction but your own. `differ` names the two viewers whose
 * probes must differ.
 */
interface Plan extends Omit<FinishedMatchOptions, 'names'> {
  probe: (page: Page) => Promise<string>;
  differ: [string, string];
}

const attribute = (selector: string, name: string) => (page: Page) =>
  page.evaluate(([s, n]) => document.querySelector(`[data-testid="replay-board"] ${s}`)?.getAttribute(n) ?? 'none', [selector, name] as const);
const text = (selector: string) => (page: Page) => page.evaluate((s) => document.querySelector(`[data-testid="replay-board"] ${s}`)?.textContent ?? 'none', selector);
const list = (selector: string, name: string) => (page: Page) =>
  page.evaluate(([s, n]) => [...document.querySelectorAll(`[data-testid="replay-board"] ${s}`)].map((e) => `${e.getAttribute('data-testid')}=${e.getAttribute(n)}`).join(' '), [selector, name] as const);

const PLANS: Record<string, Plan> = {
  'are-you-a-robot': { numPlayers: 4, setupData: { mode: 'schrodinger' }, seed: 'a', maxMoves: 50, probe: attribute('.own-card', 'data-team'), differ: ['0', 'spectator'] },
  robots: { numPlayers: 2, seed: 'c', maxMoves: 600, probe: list('[data-testid^="hand-card-"]', 'data-testid'), differ: ['0', '1'] },
  'three-laws': { numPlayers: 4, seed: 'a', maxMoves: 300, probe: list('[data-testid^="seat-"]', 'data-faction'), differ: ['0', '1'] },
  'bias-effect': { numPlayers: 3, seed: 'a', maxMoves: 300, probe: text('[data-testid="hand"]'), differ: ['0', 'spectator'] },
  'evil-robots': { numPlayers: 3, seed: 'a', maxMoves: 300, probe: text('[data-testid="hand"]'), differ: ['0', 'spectator'] },
};
const NAMES = ['Ada', 'Bo', 'Cy', 'Di'];

const finished: Record<string, { matchID: string; actions: number }> = {};
/**
 * One viewer goes from the lobby to each game's replay and on to the next, as a person following
 * the lobby's links does (each game's test still reloads its replay once), and one on a phone from
 * a match's end to a replay that cannot be: a page of its own per test cost a second of Chromium's
 * CPU to load the UI. Opened before the tests, so no test's end closes them.
 */
let viewer: Page;
let phone: Page;

beforeAll(async () => {
  viewer = await e2e().newPlayer(1280, 800);
  phone = await e2e().newPlayer(390, 844);
  for (const [game, plan] of Object.entries(PLANS)) {
    finished[game] = await storeFinishedMatch(e2e().server, game, { ...plan, names: NAMES.slice(0, plan.numPlayers) });
  }
  // Said during the ROBOTS! match after its fifth move: the replay shows it from that move on, as the seat's chat did.
  await e2e().server.store.chat.append(finished.robots.matchID, { id: 'gg', sender: '1', payload: 'good game, Ada', at: Date.now(), stateID: 5 });
  // Kept by a Tablewright from before lines kept their move: shown apart, at every move.
  await e2e().server.store.chat.append(finished.robots.matchID, { id: 'old', sender: '0', payload: 'an old word', at: Date.now(), stateID: null });
}, 120_000);

const board = (page: Page, frame: number) => page.locator(`[data-testid="replay-board"][data-frame="${frame}"]`).waitFor();
const url = (game: string, seat: string, move?: number) =>
  `${e2e().server.url}/#/replay/${game}/${finished[game].matchID}?seat=${seat}${move === undefined ? '' : `&move=${move}`}`;

describe('the replay viewer plays back a finished match of each game in Chromium', () => {
  test('the lobby lists a finished match with Watch replay, which opens it at the deal as a spectator', async () => {
    const page = viewer;
    await page.goto(e2e().server.url);
    await page.getByTestId(`replay-match-${finished['three-laws'].matchID}`).click();
    await board(page, 0);
    expect(page.url()).toContain(`#/replay/three-laws/${finished['three-laws'].matchID}?seat=spectator`);
    await expect.poll(() => page.getByTestId('replay-caption').textContent()).toContain('As a spectator saw it at the deal');
    await expect.poll(() => page.getByTestId('replay-players').textContent()).toBe('Ada · Bo · Cy · Di');
  });

  for (const [game, plan] of Object.entries(PLANS)) {
    test(`${game}: the table at the deal, a move picked from the list, the end; each seat's hidden information as that seat saw it`, async () => {
      const { actions } = finished[game];
      const middle = Math.ceil(actions / 2);
      const page = viewer;
      const errors: string[] = [];
      const heard = (error: Error) => errors.push(String(error));
      page.on('pageerror', heard);
      onTestFinished(() => void page.off('pageerror', heard));
      await page.goto(url(game, '0'));
      await board(page, 0);
      await expect.poll(() => page.getByTestId('step-count').textContent()).toBe(`Move 0 of ${actions}`);

      await page.getByTestId(`move-${middle}`).click();
      await board(page, middle);
      expect(page.url()).toContain(`seat=0&move=${middle}`);
      await expect.poll(() => page.getByTestId(`move-${middle}`).getAttribute('aria-current')).toBe('step');
      await page.keyboard.press('ArrowRight');
      await board(page, middle + 1);
      await page.keyboard.press('ArrowLeft');
      await board(page, middle);

      // The seat picker keeps the move: each viewer's probe at the same moment.
      const probes: Record<string, string> = {};
      for (const seat of ['0', '1', 'spectator']) {
        await page.getByTestId(`replay-seat-${seat}`).click();
        await expect.poll(() => page.getByTestId(`replay-seat-${seat}`).getAttribute('aria-current')).toBe('true');
        await board(page, middle);
        probes[seat] = await plan.probe(page);
      }
      expect(probes[plan.differ[0]], JSON.stringify(probes)).not.toBe(probes[plan.differ[1]]);

      await page.keyboard.press('End');
      await board(page, actions);
      await expect.poll(() => page.getByTestId('step-count').textContent()).toBe(`Move ${actions} of ${actions}`);
      expect(await page.getByTestId('step-next').isDisabled()).toBe(true);
      // The link keeps the seat and the move: opened afresh, it shows the same.
      await page.reload();
      await board(page, actions);
      expect(await page.getByTestId('replay-seat-spectator').getAttribute('aria-current')).toBe('true');
      expect(await page.getByTestId('replay-result').textContent()).toMatch(/^(Won by|No winner)/);
      expect(await page.locator('[data-testid="board-error"]').count()).toBe(0);
      expect(errors).toEqual([]);
    });
  }

  test("the table's chat is what the seat read by the move shown, and nothing on the table answers a press", async () => {
    const page = viewer;
    await page.goto(url('robots', '0', 4));
    await board(page, 4);
    await page.getByTestId('replay-chat').locator('summary').click();
    // A line that cannot be placed shows at every move, apart; the one said after move 5 not yet.
    await expect.poll(() => page.getByTestId('replay-chat-unplaced').textContent()).toContain('Ada: an old word');
    expect(await page.getByTestId('replay-chat').textContent()).not.toContain('good game, Ada');
    expect(await page.locator('[data-testid="replay-board"]').textContent()).not.toContain('good game, Ada');
    await page.keyboard.press('ArrowRight');
    await board(page, 5);
    await expect.poll(() => page.locator('[data-testid="replay-board"]').textContent()).toContain('good game, Ada');
    // Beside the table too, where a phone can read it (its table keeps the chat behind a tab).
    await expect.poll(() => page.getByTestId('replay-chat-said').textContent()).toContain('Bo: good game, Ada');
    await page.keyboard.press('ArrowLeft');
    await board(page, 4);
    await expect.poll(() => page.getByTestId('replay-chat').textContent()).not.toContain('good game, Ada');
    expect(await page.locator('[data-testid="replay-board"]').evaluate((el) => (el as HTMLElement).inert)).toBe(true);
  });

  test("the match page's end-of-game bar offers Watch replay, which opens the match at the deal as the viewer watched it", async () => {
    const page = phone;
    await page.goto(`${e2e().server.url}/#/match/robots/${finished.robots.matchID}/watch`);
    await page.getByTestId('rematch-bar').getByTestId('watch-replay').click();
    await board(page, 0);
    expect(page.url()).toContain(`#/replay/robots/${finished.robots.matchID}?seat=spectator&move=0`);
    await expect.poll(() => page.getByTestId('replay-caption').textContent()).toContain('As a spectator saw it at the deal');
  });

  test('a live or unknown match says so, with a way back', async () => {
    const page = phone;
    await page.goto(`${e2e().server.url}/#/replay/robots/no-such-match?seat=0`);
    await expect.poll(() => page.getByTestId('replay-error').textContent()).toContain('only a match that is over can be replayed');
  });
});
