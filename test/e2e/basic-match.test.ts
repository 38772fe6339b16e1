import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useE2e } from '../support/e2e-harness.ts';

/** The lobby lists every game with a table; these tests create Are You A Robot? matches. */
const createForm = (page: Page) => page.getByRole('form', { name: 'New match of Are You A Robot?' });

// Three players in three separate browser profiles (separate localStorage, separate sockets)
// play one Basic match that starts in the lobby, as playtesters would.
const e2e = useE2e();

const newPlayer = (width?: number) => e2e().newPlayer(width);

async function joinByInvite(page: Page, link: string, name: string): Promise<void> {
  await page.goto(link);
  await page.getByTestId('join-name').fill(name);
  await page.getByTestId('join-submit').click();
  await page.getByTestId('own-card').waitFor();
}

const ownCard = (page: Page) => page.getByTestId('own-card').getAttribute('data-card');

test('three players and a spectator join a Basic match from the lobby; each sees only their own card; a Human zaps', async () => {
  const ada = await newPlayer();
  await ada.goto(e2e().server.url);
  await createForm(ada).getByTestId('create-name').fill('Ada');
  await createForm(ada).getByTestId('create-mode').selectOption('basic');
  await createForm(ada).getByTestId('create-match').click();
  await ada.getByTestId('own-card').waitFor();
  const invite = await ada.getByTestId('invite-link').inputValue();
  expect(invite).toContain('#/match/are-you-a-robot/');

  const bo = await newPlayer();
  const cy = await newPlayer(420); // a phone-sized window plays too
  await joinByInvite(bo, invite, 'Bo');
  await joinByInvite(cy, invite, 'Cy');

  const watcher = await newPlayer();
  await watcher.goto(invite);
  await watcher.getByTestId('spectate').click();
  await watcher.getByTestId('seat-2').waitFor();
  expect(await watcher.locator('[data-card]').count()).toBe(0);

  await ada.getByTestId('chat-input').fill('I am definitely human.');
  await ada.getByTestId('chat-send').click();
  for (const page of [bo, cy, watcher]) {
    await page.getByText('I am definitely human.').waitFor();
  }
  expect(await watcher.getByTestId('chat-input').isDisabled()).toBe(true);
  expect(await watcher.getByTestId('chat-disabled-reason').textContent()).toMatch(/\S/);

  const pages = [ada, bo, cy];
  const cards = await Promise.all(pages.map(ownCard));
  expect([...cards].sort()).toEqual(['human', 'human', 'robot']);

  // Each screen shows its own card and no card face on anyone else's seat.
  for (const [index, page] of pages.entries()) {
    await page.getByTestId(`seat-${index}`).locator('[data-card]').waitFor();
    for (const other of ['0', '1', '2'].filter((seat) => seat !== String(index))) {
      expect(await page.getByTestId(`seat-${other}`).locator('[data-card]').count()).toBe(0);
    }
    const faces = await page.locator('[data-card]').evaluateAll((els) => els.map((el) => el.getAttribute('data-card')));
    expect(new Set(faces)).toEqual(new Set([cards[index]]));
    expect(await page.locator('[data-testid^="reveal-"]').count()).toBe(0);
  }

  const robotSeat = String(cards.indexOf('robot'));
  const robot = pages[cards.indexOf('robot')];
  const shooterIndex = cards.indexOf('human');
  const shooter = pages[shooterIndex];

  // A Robot's ZAP looks like anyone's; pressing it explains privately and changes nothing anywhere.
  const target = String((cards.indexOf('robot') + 1) % 3);
  await robot.getByTestId(`zap-${target}`).click();
  await expect.poll(() => robot.getByTestId('private-notice').textContent()).toMatch(/Robots can never shoot/);
  for (const page of pages) {
    expect(await page.getByTestId('outcome-banner').count()).toBe(0);
  }
  for (const page of pages.filter((p) => p !== robot)) {
    expect(await page.getByTestId('private-notice').textContent()).toBe('');
  }

  await shooter.getByTestId(`zap-${robotSeat}`).click();

  for (const page of [...pages, watcher]) {
    const banner = page.getByTestId('outcome-banner');
    await banner.waitFor();
    expect(await banner.textContent()).toMatch(/Humans/i);
    for (const seat of ['0', '1', '2']) {
      await expect.poll(() => page.getByTestId(`reveal-${seat}`).count()).toBe(1);
    }
    expect(await page.getByTestId(`reveal-${robotSeat}`).textContent()).toMatch(/Robot/i);
  }
  const shooterSeat = String(shooterIndex);
  expect(await ada.getByTestId(`reveal-${shooterSeat}`).getAttribute('data-winner')).not.toBeNull();
  expect(await ada.getByTestId(`reveal-${robotSeat}`).getAttribute('data-winner')).toBeNull();
}, 120_000);
