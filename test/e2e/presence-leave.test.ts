import { expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { useBotDelay } from '../support/bot-delay-env.ts';
import { useE2e } from '../support/e2e-harness.ts';
import { seatThroughLobby } from '../support/e2e-table.ts';
import { ROBOTS } from '../support/robots-table.ts';

// Playtesters could not tell who was away (a tiny grey dot) and had no way to leave a match.
// Here, through the lobby in real Chromium: an away seat is labelled at the others' table, and
// Leave frees the seat before the game and hands it to a bot during it, for everyone to see.

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
