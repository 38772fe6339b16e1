import { expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { loadGames } from '../../games/kit/content/load-content.ts';
import type { RobotsContent } from '../../games/robots/content-types.ts';
import { useE2e } from '../support/e2e-harness.ts';
import { seatThroughLobby } from '../support/e2e-table.ts';
import { createRobotsMatch, inViewport, joinSeat, openSeat } from '../support/robots-seats.ts';
import { handOf } from '../support/robots-table.ts';
import { unseen } from '../support/on-screen.ts';

// What playtesters saw on a phone and in the lobby, measured by bounding boxes in real
// Chromium: the match bar cut off Watch; the Are You A Robot? talk hid the crew and its ZAP buttons; a ROBOTS! hand of nine
// clipped its last card; the Evil Robots cover spilled over its blurb.
// ROBOTS! deals nine here, so the first screen holds a hand of nine.
const shipped = loadGames('content').games;
const robots = shipped.find((g) => g.module.id === 'robots')!;
const nineCards = { ...(robots.content as RobotsContent), rules: { ...(robots.content as RobotsContent).rules, handSize: 9 } };
const e2e = useE2e({ games: shipped.map((g) => (g === robots ? { module: g.module, content: nineCards } : g)) });

const PHONE = { width: 390, height: 844 };

test('Are You A Robot? on a phone: with the talk open, the chat input and every ZAP button are on screen together', async () => {
  const { pages } = await seatThroughLobby(e2e(), {
    title: 'Are You A Robot?',
    names: ['Ada', 'Bo', 'Cy', 'Dee'],
    phone: 'Ada',
    configure: async (form: Locator) => {
      await form.getByTestId('create-mode').selectOption('schrodinger');
      await form.getByTestId('create-players').fill('4');
    },
  });
  const ada = pages[0];
  await ada.getByTestId('own-card').waitFor();
  // The match bar keeps Watch and Leave on a phone's width: the title gives way.
  for (const id of ['watch-view', 'leave']) expect(await unseen(ada, id)).toBeNull();
  await ada.getByTestId('dock-chat').click();
  await ada.getByTestId('chat-input').waitFor();
  for (const id of ['chat-input', 'zap-1', 'zap-2', 'zap-3']) expect(await unseen(ada, id)).toBeNull();
  // And it is the real input: a line typed there is sent.
  await ada.getByTestId('chat-input').fill('Bo is too quiet');
  await ada.getByTestId('chat-input').press('Enter');
  await expect.poll(() => pages[1].getByText('Bo is too quiet').count()).toBeGreaterThan(0);
}, 90_000);

test('ROBOTS! on a 390x844 phone: a hand of nine shows every card whole, without sideways scrolling', async () => {
  const matchID = await createRobotsMatch(e2e(), 2);
  const tickets = [await joinSeat(e2e(), matchID, '0', 'Ada'), await joinSeat(e2e(), matchID, '1', 'Bo')];
  const page = await openSeat(e2e(), matchID, tickets[0], PHONE.width, PHONE.height);
  const hand = await handOf(page);
  expect(hand).toHaveLength(9);
  for (const card of hand) expect(await inViewport(page, `hand-card-${card}`), `${card} whole on screen`).toBe(true);
  expect(await page.locator('.robots-hand__cards').evaluate((list) => list.scrollWidth <= list.clientWidth)).toBe(true);
}, 90_000);

test('the Evil Robots cover stays inside its place and off its blurb, in the lobby and on How to play, on a laptop and a phone', async () => {
  for (const size of [{ width: 1280, height: 800 }, PHONE]) {
    const page = await e2e().newPlayer(size.width, size.height);
    for (const [path, blurb] of [['/', '.lobby__hero:has(.game-cover[data-game="evil-robots"]) .lobby__intro'], ['/#/rules/evil-robots', '.rules-page h1']] as const) {
      await page.goto(`${e2e().server.url}${path}`);
      const cover = page.locator('.game-cover[data-game="evil-robots"]');
      await cover.locator('.tw-face').first().waitFor();
      const place = (await cover.boundingBox())!;
      const words = (await page.locator(blurb).first().boundingBox())!;
      for (const card of await cover.locator('.game-cover__slot > *').all()) {
        const box = (await card.boundingBox())!;
        const where = `${path} at ${size.width}px: a card at ${Math.round(box.x)}..${Math.round(box.x + box.width)}`;
        expect(box.x, where).toBeGreaterThanOrEqual(place.x - 1);
        expect(box.x + box.width, where).toBeLessThanOrEqual(place.x + place.width + 1);
        const overlaps = box.x < words.x + words.width && words.x < box.x + box.width && box.y < words.y + words.height && words.y < box.y + box.height;
        expect(overlaps, `${where} overlaps the blurb`).toBe(false);
      }
    }
  }
}, 90_000);
