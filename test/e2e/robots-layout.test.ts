import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { loadGames } from '../../games/kit/content/load-content.ts';
import type { RobotsContent } from '../../games/robots/content-types.ts';
import { useE2e } from '../support/e2e-harness.ts';
import { restackHand } from '../support/robots-deal.ts';
import { createRobotsMatch, inViewport, joinSeat, openSeat } from '../support/robots-seats.ts';
import { handOf } from '../support/robots-table.ts';
import { unseen } from '../support/on-screen.ts';

// The ROBOTS! table as two players see it in real Chromium windows: the phone's first screen
// holds what the player needs to act, a refused action's note lives only as long as the state
// it speaks of, the ROBOTS! window counts down for everyone while the next draw waits, and a
// hand's end is a moment that stays until each player puts it away.
// The shipped 5 s window can close while a loaded machine still measures the phone's first
// screen: the window here is long enough for the checks, and the last test waits it out.
const CLAIM_WINDOW_SECONDS = 15;
const shipped = loadGames('content').games;
const content = { ...(shipped.find((g) => g.module.id === 'robots')!.content as RobotsContent) };
content.rules = { ...content.rules, claimWindowSeconds: CLAIM_WINDOW_SECONDS };
const e2e = useE2e({ games: shipped.map((g) => (g.module.id === 'robots' ? { module: g.module, content } : g)) });

/** `first` opens with a red run; `second` then discards Red 7, which fits it: the ROBOTS! window. */
const DEAL = (first: string, second: string) => ({
  hands: {
    [first]: ['red-4', 'red-5', 'red-6', 'blue-9', 'green-9', 'wild-1', 'gray-3'],
    [second]: ['gray-7', 'gray-8', 'gray-9', 'purple-3', 'blue-13', 'green-2', 'red-7'],
  },
  up: 'blue-4',
  factoryTop: ['purple-9', 'green-12', 'blue-5'],
});

/** `first` can go out on their first turn: a run of four with the Red 7 she draws, a set of 9s, and Gray 3 to discard. */
const GOING_OUT = (first: string, second: string) => ({
  hands: {
    [first]: ['red-4', 'red-5', 'red-6', 'gray-9', 'green-9', 'blue-9', 'gray-3'],
    [second]: ['gray-7', 'gray-8', 'purple-3', 'blue-13', 'green-2', 'red-12', 'purple-11'],
  },
  up: 'blue-4',
  factoryTop: ['red-7', 'green-12', 'blue-5'],
});

/** A two-player match with the deal stacked; the first player's window at the given size. */
async function twoPlayers(width: number, height: number, deal = DEAL): Promise<{ first: Page; second: Page; firstName: string }> {
  const matchID = await createRobotsMatch(e2e(), 2);
  const tickets = [await joinSeat(e2e(), matchID, '0', 'Ada'), await joinSeat(e2e(), matchID, '1', 'Bo')];
  const G = await restackHand(e2e().server.store, matchID, content, deal);
  const firstSeat = Number(G.turn.player);
  const first = await openSeat(e2e(), matchID, tickets[firstSeat], width, height);
  const second = await openSeat(e2e(), matchID, tickets[1 - firstSeat]);
  return { first, second, firstName: ['Ada', 'Bo'][firstSeat] };
}

async function select(page: Page, cards: string[]): Promise<void> {
  for (const card of cards) {
    await page.getByTestId(`hand-card-${card}`).click();
    await expect.poll(() => page.getByTestId(`hand-card-${card}`).getAttribute('aria-pressed')).toBe('true');
  }
}

/**
 * With the red run selected and her draw made, `first` lays it down and discards; `second`
 * draws and discards Red 7, which fits the run: the ROBOTS! window opens.
 */
async function openClaimWindow(first: Page, second: Page): Promise<void> {
  await first.getByTestId('lay-down-run').click();
  await select(first, ['gray-3']);
  await first.getByTestId('discard-button').click();
  await second.getByTestId('draw-button').click();
  await select(second, ['red-7']);
  await second.getByTestId('discard-button').click();
}

/** Every one of these is wholly on screen, and the page has not been scrolled. */
async function expectOnFirstScreen(page: Page, testIds: string[]): Promise<void> {
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  for (const id of testIds) expect(await unseen(page, id), `${id} on the first screen`).toBeNull();
}

/** The width of the strip of each card a fanned row leaves to tap (the last card shows whole). */
const stripWidths = (page: Page, prefix: string) =>
  page.locator(`[data-testid^="${prefix}"]`).evaluateAll((els) => {
    const lefts = els.map((el) => el.getBoundingClientRect().left);
    return lefts.slice(0, -1).map((left, i) => lefts[i + 1] - left);
  });

test('on a 390x844 phone the first screen holds the turn, the draw and take buttons, the whole hand and then the play buttons', async () => {
  const { first, second } = await twoPlayers(390, 844);
  await first.getByTestId('draw-actions').waitFor();
  const hand = (await handOf(first)).map((card) => `hand-card-${card}`);
  await expectOnFirstScreen(first, ['turn-status', 'factory', 'heap-card-blue-4', 'draw-button', 'take-button', ...hand]);
  expect(await first.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'nothing scrolls sideways').toBe(true);

  await first.getByTestId('draw-button').click();
  await first.getByTestId('build-panel').waitFor();
  await select(first, ['red-4', 'red-5', 'red-6']);
  const eight = (await handOf(first)).map((card) => `hand-card-${card}`);
  expect(eight).toHaveLength(8);
  await expectOnFirstScreen(first, ['turn-status', 'lay-down-run', 'lay-down-set', 'discard-button', ...eight]);
  // Eight cards overlap on a phone, but each keeps a strip wide enough to tap.
  for (const strip of await stripWidths(first, 'hand-card-')) expect(strip).toBeGreaterThanOrEqual(44);

  await openClaimWindow(first, second);
  // The ROBOTS! window on the phone: the claim and the countdown come first, with the hand still in view.
  await first.getByTestId('claim-panel').waitFor();
  await expectOnFirstScreen(first, ['claim-panel', 'countdown', 'claim-s1-high', 'draw-button', ...(await handOf(first)).map((c) => `hand-card-${c}`)]);
  for (const strip of await stripWidths(first, 'heap-card-')) expect(strip).toBeGreaterThanOrEqual(44);
  // The window is told by its panel and a chime, not also by a note: once the countdown has
  // ticked (renders after the one that would have put the note up), the Scrap Heap is clear.
  const left = Number(await first.getByTestId('countdown').getAttribute('data-left'));
  await expect.poll(async () => Number(await first.getByTestId('countdown').getAttribute('data-left'))).toBeLessThan(left);
  expect(await first.locator('body').textContent()).not.toContain('claim it before the next draw');
  expect(await unseen(first, 'heap-card-red-7', { whole: true })).toBeNull();
}, 90_000);

test("a refused action's note floats above the dock and goes when the state changes: another player's move, or your own", async () => {
  const { first, second } = await twoPlayers(1280, 860);
  await first.getByTestId('draw-actions').waitFor();

  // Out of turn, Bo presses a greyed discard: the reason is on the button, and said once when pressed.
  await select(second, ['gray-7']);
  const discard = second.getByTestId('discard-button');
  expect(await discard.getAttribute('aria-disabled')).toBe('true');
  expect(await discard.getAttribute('title')).toBe('Wait for your turn.');
  expect(await second.locator('[data-testid$="-why"]').count(), 'no reason printed beside a button').toBe(0);
  await discard.press('Enter');
  await expect.poll(() => second.getByTestId('private-notice').textContent()).toMatch(/^Wait for your turn\./);
  // It floats over the table, above the docked hand, without moving the board.
  const [note, dock] = await Promise.all([second.getByTestId('private-notice').boundingBox(), second.getByTestId('hand-dock').boundingBox()]);
  expect(note!.y + note!.height).toBeLessThanOrEqual(dock!.y);

  // Ada draws: Bo's state changes and the stale note goes.
  await first.getByTestId('draw-button').click();
  await second.getByTestId('private-notice').waitFor({ state: 'detached' });

  // Ada presses a run the rules refuse; her own next move clears the note.
  await select(first, ['red-4', 'gray-3']);
  await first.getByTestId('lay-down-run').press('Enter');
  await expect.poll(() => first.getByTestId('private-notice').count()).toBe(1);
  await first.getByTestId('clear-selection').click();
  await select(first, ['red-4', 'red-5', 'red-6']);
  await first.getByTestId('lay-down-run').click();
  await first.getByTestId('private-notice').waitFor({ state: 'detached' });
}, 90_000);

test('the ROBOTS! window: every player sees the countdown, the next draw waits for it, and the claim is one press', async () => {
  const { first, second } = await twoPlayers(1280, 860);
  await first.getByTestId('draw-button').click();
  await select(first, ['red-4', 'red-5', 'red-6']);
  // The cards glow that can go into a spread now; the lay-down is the highlighted action.
  expect(await first.getByTestId('lay-down-run').getAttribute('aria-disabled')).toBeNull();
  await openClaimWindow(first, second);

  for (const page of [first, second]) await page.getByTestId('countdown').waitFor();
  expect(Number(await first.getByTestId('countdown').getAttribute('data-left'))).toBeGreaterThan(0);
  expect(await first.getByTestId('countdown').textContent()).toMatch(/^You may draw in ?\d+ s/);
  expect(await second.getByTestId('countdown').textContent()).toMatch(/^ROBOTS! window ?\d+ s/);
  // The bar stands still between two seconds, as long as the seconds shown, and shrinks with them:
  // an animated bar kept the browser drawing every frame of the window (ui/components/countdown/).
  const barOf = () =>
    first.getByTestId('countdown').evaluate((el) => {
      const span = el.querySelector('.countdown__bar span')!;
      return { animations: span.getAnimations().length, scale: new DOMMatrix(getComputedStyle(span).transform).a, left: Number(el.getAttribute('data-left')) };
    });
  const bar = await barOf();
  expect(bar.animations).toBe(0);
  expect(bar.scale).toBeCloseTo(bar.left / CLAIM_WINDOW_SECONDS, 5);
  await expect.poll(async () => (await barOf()).left).toBeLessThan(bar.left);
  const later = await barOf();
  expect(later.scale).toBeCloseTo(later.left / CLAIM_WINDOW_SECONDS, 5);
  expect(later.scale).toBeLessThan(bar.scale);
  // Ada's spread glows as the place to claim into; Bo cannot claim his own discard.
  expect(await first.getByTestId('spread-s1').getAttribute('data-target')).toBe('claim');
  expect(await second.locator('[data-testid^="claim-s"]').count()).toBe(0);
  // The next draw waits for the window, greyed with the reason.
  expect(await first.getByTestId('draw-button').getAttribute('aria-disabled')).toBe('true');
  expect(await first.getByTestId('draw-button').getAttribute('title')).toMatch(/ROBOTS! window/);
  await expect.poll(() => first.getByTestId('draw-button').getAttribute('aria-disabled'), { timeout: content.rules.claimWindowSeconds * 1000 + 3000 }).toBeNull();

  await first.getByTestId('claim-s1-high').click();
  for (const page of [first, second]) {
    await page.getByTestId('claim-panel').waitFor({ state: 'detached' });
    await page.getByTestId('spread-s1-card-red-7').waitFor();
  }
}, 90_000);

test("a hand's end is a moment for both players with the hand's scores; put away, a reload does not bring it back", async () => {
  const { first, second, firstName } = await twoPlayers(1280, 860, GOING_OUT);
  await first.getByTestId('draw-button').click();
  await select(first, ['red-4', 'red-5', 'red-6', 'red-7']);
  await first.getByTestId('lay-down-run').click();
  await select(first, ['gray-9', 'green-9', 'blue-9']);
  await first.getByTestId('lay-down-set').click();
  await select(first, ['gray-3']);
  await first.getByTestId('discard-button').click();
  await first.getByTestId('discard-button-confirm').click();

  const handMoment = (page: Page) => page.locator('[data-testid="moment"][data-moment="hand-result"]');
  for (const page of [first, second]) {
    await handMoment(page).waitFor();
    expect(await handMoment(page).getByRole('heading').textContent()).toBe(`Hand 1 is over: ${firstName} went out`);
    expect(await handMoment(page).getByTestId('score-hand-1').count()).toBe(1);
  }
  // The other player, who starts the next hand, can still draw beside it: the dock is not under the panel.
  expect(await inViewport(second, 'draw-button')).toBe(true);
  await second.getByTestId('draw-button').click();
  await expect.poll(() => second.getByTestId('draw-button').count()).toBe(0);

  await first.getByTestId('moment-dismiss').click();
  await handMoment(first).waitFor({ state: 'detached' });
  await first.reload();
  await first.getByTestId('score-hand-1').waitFor({ state: 'attached' });
  expect(await handMoment(first).count()).toBe(0);
  // The other never put it away: it is still theirs.
  await second.reload();
  await handMoment(second).waitFor();
}, 90_000);
