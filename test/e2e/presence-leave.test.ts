import { expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { useBotDelay } from '../support/bot-delay-env.ts';
import { useE2e } from '../support/e2e-harness.ts';
import { seatThroughLobby } from '../support/e2e-table.ts';
import { handOf, ROBOTS } from '../support/robots-table.ts';

// Playtesters could not tell who was away (a tiny grey dot) and had no way to leave a match.
// Here, through the lobby in real Chromium: an away seat is labelled at the others' table, and
// Leave frees the seat before the game; during it, it hands the seat to a bot or, if the player
// chooses, frees it and pauses the match until someone takes it, for everyone to see.

useBotDelay('300,600');
const e2e = useE2e();

const AYAR = 'Are You A Robot?';
const basicMode = async (form: Locator) => {
  await form.getByTestId('create-mode').selectOption('basic');
};

async function visible(page: Page, testId: string): Promise<boolean> {
  const box = await page.getByTestId(testId).boundingBox();
  return box !== null && box.width > 0 && box.height > 0;
}

async function toastsOf(page: Page): Promise<string[]> {
  return page.locator('[data-testid="toast"] > span').allTextContents();
}

test('a player whose browser is gone shows as Away at the others’ table, and as present again once back', async () => {
  const { pages } = await seatThroughLobby(e2e(), { title: ROBOTS, names: ['Ada', 'Bo'] });
  const [ada, bo] = pages;
  await Promise.all(pages.map((page) => page.getByTestId('turn-status').waitFor()));
  expect(await ada.getByTestId('away-1').count()).toBe(0);
  const url = bo.url();
  await bo.close();
  await ada.getByTestId('away-1').waitFor({ timeout: 20_000 });
  expect(await visible(ada, 'away-1')).toBe(true);
  expect(await ada.getByTestId('away-1').textContent()).toBe('Away');

  // The same browser profile comes back with its seat: the label goes.
  const back = await bo.context().newPage();
  await back.goto(url);
  await back.getByTestId('turn-status').waitFor();
  await ada.getByTestId('away-1').waitFor({ state: 'detached', timeout: 20_000 });
});

test('Leave in the waiting room asks first, then frees the seat; the others see who left', async () => {
  const { pages } = await seatThroughLobby(e2e(), { title: AYAR, names: ['Ada', 'Bo'], configure: basicMode });
  const [ada, bo] = pages;
  await ada.locator('[data-testid="waiting-seat-1"][data-state="taken"]').waitFor();
  await bo.getByTestId('leave').click();
  // Asked, not done: Cancel keeps the seat.
  expect(await bo.getByTestId('leave-confirm').textContent()).toBe('Yes, leave');
  // Before the game, freeing the seat is the only way to go.
  expect(await bo.getByTestId('leave-free').count()).toBe(0);
  await bo.getByTestId('leave-cancel').click();
  expect(await bo.getByTestId('leave-confirm').count()).toBe(0);
  expect(await ada.getByTestId('waiting-seat-1').getAttribute('data-state')).toBe('taken');

  await bo.getByTestId('leave').click();
  await bo.getByTestId('leave-confirm').click();
  await bo.waitForURL((url) => !url.hash.includes('/match/'));
  await ada.locator('[data-testid="waiting-seat-1"][data-state="empty"]').waitFor();
  await expect.poll(() => toastsOf(ada)).toContain('Bo left the table.');
});

test('Leave during the game hands the seat to a bot: the others play on, are told who left and who took over, and the seat keeps saying for whom', async () => {
  const { pages } = await seatThroughLobby(e2e(), { title: ROBOTS, names: ['Ada', 'Bo'] });
  const [ada, bo] = pages;
  await Promise.all(pages.map((page) => page.getByTestId('turn-status').waitFor()));
  await bo.getByTestId('leave').click();
  expect(await bo.getByTestId('leave-confirm').textContent()).toBe('Yes, leave; a bot plays on');
  await bo.getByTestId('leave-confirm').click();
  await bo.waitForURL((url) => !url.hash.includes('/match/'));

  await expect.poll(() => toastsOf(ada)).toContain('Bo left the table.');
  const tookOver = /, a bot, took seat 2\.$/;
  await expect.poll(async () => (await toastsOf(ada)).some((t) => tookOver.test(t))).toBe(true);
  const bot = (await toastsOf(ada)).find((t) => tookOver.test(t))!.replace(tookOver, '');
  // No pause: the table stays, and the seat shows the bot's name.
  expect(await ada.getByTestId('waiting-room').count()).toBe(0);
  await expect.poll(() => ada.getByTestId('seat-1').textContent()).toContain(bot);
  expect(await ada.getByTestId('turn-status').count()).toBe(1);
  // Long after the news has gone, and after a reload, the seat still says whom the bot plays for.
  await ada.reload();
  await ada.getByTestId('stand-in-1').waitFor();
  expect(await ada.getByTestId('stand-in-1').textContent()).toBe('for Bo');
  expect(await ada.getByTestId('stand-in-0').count()).toBe(0);
});

test('Leave during the game can free the seat instead: the match pauses in the waiting room, and goes on where it was once a newcomer takes the seat', async () => {
  const { pages } = await seatThroughLobby(e2e(), { title: ROBOTS, names: ['Ada', 'Bo'] });
  const [ada, bo] = pages;
  await Promise.all(pages.map((page) => page.getByTestId('turn-status').waitFor()));
  // The first move is made: the game is under way when Bo goes.
  const mover = (await ada.getByTestId('turn-status').getAttribute('data-mine')) === 'true' ? ada : bo;
  await mover.getByTestId('draw-button').click();
  await expect.poll(async () => (await handOf(mover)).length).toBe(8);
  const hand = await handOf(ada);
  await bo.getByTestId('leave').click();
  await bo.getByTestId('leave-free').click();
  await bo.waitForURL((url) => !url.hash.includes('/match/'));

  await ada.locator('[data-testid="waiting-seat-1"][data-state="empty"]').waitFor();
  expect(await ada.locator('#waiting-heading').textContent()).toMatch(/paused, waiting for one more player$/);
  await expect.poll(() => toastsOf(ada)).toContain('Bo left the table.');

  const invite = await ada.getByTestId('invite-link').first().inputValue();
  const cy = await e2e().newPlayer();
  await cy.goto(invite);
  await cy.getByTestId('join-name').fill('Cy');
  await cy.getByTestId('join-submit').click();
  await Promise.all([ada, cy].map((page) => page.getByTestId('turn-status').waitFor()));
  // The seat waited for a person: no bot had sat down in it.
  await expect.poll(() => ada.getByTestId('seat-1').textContent()).toContain('Cy');
  // The same match, not a new deal: Ada holds the hand she held.
  expect(await handOf(ada)).toEqual(hand);
});
