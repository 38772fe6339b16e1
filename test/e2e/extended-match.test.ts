import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import type { AyarGameover, AyarState } from '../../games/are-you-a-robot/state.ts';
import { useE2e } from '../support/e2e-harness.ts';
import { recordSent, sentBy } from '../support/sent-events.ts';

// Five people play Extended in five browsers, through a conversion, to the reveal. The test
// reads the true state from the server's store (the one place that holds every card) to
// know who is who; each browser is only ever checked for what its player may see.
const e2e = useE2e();

const GAME = 'are-you-a-robot';
const NAMES = ['Ada', 'Bo', 'Cy', 'Di', 'Ed'];

async function trueState(matchID: string): Promise<{ G: AyarState; gameover?: AyarGameover }> {
  const { state } = await e2e().server.store.fetch(matchID, { state: true });
  if (!state) throw new Error(`no match ${matchID} in the store`);
  return { G: state.G as AyarState, gameover: state.ctx.gameover as AyarGameover | undefined };
}

/** Over the Lobby API, as the lobby does; until the Robot card was dealt rather than set aside (5 in 6). */
async function createWithRobotDealt(): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const response = await fetch(`${e2e().server.url}/games/${GAME}/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ numPlayers: 5, setupData: { mode: 'extended' } }),
    });
    const { matchID } = (await response.json()) as { matchID: string };
    if (Object.values((await trueState(matchID)).G.roles).includes('robot')) return matchID;
  }
  throw new Error('the Robot card was set aside in 20 matches in a row');
}

async function takeSeat(page: Page, matchID: string, seat: number): Promise<void> {
  await page.goto(`${e2e().server.url}/#/match/${GAME}/${matchID}`);
  await page.getByTestId('join-name').fill(NAMES[seat]);
  await page.getByTestId('join-seat').selectOption(String(seat));
  await page.getByTestId('join-submit').click();
  // The waiting room until the last seat is taken, then the table.
  await page.locator('[data-testid="waiting-room"], [data-testid="own-card"]').first().waitFor();
}

const cardFacesShown = (page: Page) => page.locator('[data-card]').evaluateAll((els) => els.map((el) => el.getAttribute('data-card')));

test('Extended: a Human shoots a Human; only the witness Robot learns who was converted; the shooter is out; the end reveals every card', async () => {
  const matchID = await createWithRobotDealt();
  const pages = await Promise.all(NAMES.map(() => e2e().newPlayer(1000, 900)));
  for (const page of pages) recordSent(page);
  await Promise.all(pages.map((page, seat) => takeSeat(page, matchID, seat)));
  for (const page of pages) await page.getByTestId('own-card').waitFor();

  const before = (await trueState(matchID)).G;
  const seats = ['0', '1', '2', '3', '4'];
  const robot = seats.find((s) => before.roles[s] === 'robot')!;
  const [shooter, victim, ...bystanders] = seats.filter((s) => s !== robot);
  const page = (seat: string) => pages[Number(seat)];
  for (const seat of seats) {
    expect(await page(seat).getByTestId('own-card').getAttribute('data-card')).toBe(before.roles[seat]);
  }

  await page(shooter).getByTestId(`zap-${victim}`).click();
  await page(shooter).getByTestId(`zap-${victim}-confirm`).click();
  await expect.poll(async () => (await trueState(matchID)).G.conversions.length).toBe(1);
  const after = (await trueState(matchID)).G;
  const { converted, witnesses } = after.conversions[0];
  expect(witnesses).toEqual([robot]);
  for (const seat of seats) {
    await expect.poll(() => page(seat).getByTestId('event-log').textContent()).toMatch(/Conversion 1/);
  }

  // The witness reads who received the new Robot card, and sees that card on their seat.
  const witnessLine = page(robot).getByTestId('conversion-witness');
  await witnessLine.waitFor();
  if (converted === null) {
    expect(await witnessLine.textContent()).toMatch(/set aside, no one was converted/);
  } else {
    expect(await witnessLine.textContent()).toContain(`${NAMES[Number(converted)]} received the new Robot card`);
    await expect.poll(() => page(robot).getByTestId(`seat-${converted}`).locator('[data-card="robot"]').count()).toBe(1);
  }

  // Everyone else, the new Robot included, is dealt their card now (checked below, once a later
  // move has reached every screen, to learn nothing more).
  for (const seat of seats.filter((s) => s !== robot)) {
    await expect.poll(() => page(seat).getByTestId('own-card').getAttribute('data-card')).toBe(after.roles[seat]);
  }

  // The shooter is out: told so, no chat, and every action refused without a move.
  const out = page(shooter);
  await out.getByTestId('you-are-out').waitFor();
  expect(await out.getByTestId('chat-input').isDisabled()).toBe(true);
  expect(await out.getByTestId('chat-disabled-reason').textContent()).toMatch(/\S/);
  const actions = out.locator('[data-testid^="zap-"], [data-testid^="offer-"], [data-testid="declare-revolution"]');
  expect(await actions.count()).toBeGreaterThan(0);
  for (const state of await actions.evaluateAll((els) => els.map((el) => el.getAttribute('aria-disabled')))) {
    expect(state).toBe('true');
  }
  const outSentBefore = sentBy(out).length;
  // Greyed buttons stay focusable (aria-disabled) so a player can learn why; pressing sends nothing.
  await out.getByTestId(`zap-${robot}`).focus();
  await out.keyboard.press('Enter');
  await expect.poll(() => out.getByTestId('private-notice').textContent()).toMatch(/out of the game/);
  await out.getByTestId(`offer-${victim}`).focus();
  await out.keyboard.press('Enter');

  // Two players still in the game shake hands: the offer is a move every screen logs, after
  // the conversion and the out seat's presses; then the handshake ends the game, showing every card.
  const [a, b] = [victim, bystanders[0]];
  await page(a).getByTestId(`offer-${b}`).click();
  for (const viewer of pages) await expect.poll(() => viewer.getByTestId('event-log').textContent()).toContain(`${NAMES[Number(a)]} offers ${NAMES[Number(b)]} a handshake.`);
  expect(sentBy(out).slice(outSentBefore)).toEqual([]);
  // Only the witness learnt who was converted; a Human sees no Robot card and no word of one.
  for (const seat of seats.filter((s) => s !== robot)) expect(await page(seat).getByTestId('conversion-witness').count()).toBe(0);
  const human = [victim, ...bystanders].find((s) => after.roles[s] === 'human')!;
  expect(await cardFacesShown(page(human))).not.toContain('robot');
  expect(await page(human).getByTestId('event-log').textContent()).not.toMatch(/received the new Robot card|no one was converted/);
  // An out seat (the shooter's own) has no buttons at all: no one could zap or offer it anything.
  for (const viewer of pages) expect(await viewer.getByTestId(`zap-${shooter}`).count()).toBe(0);

  await page(b).getByTestId('offer-received').waitFor();
  await page(b).getByTestId(`accept-${a}`).click();
  await page(b).getByTestId(`accept-${a}-confirm`).click();
  await expect.poll(async () => (await trueState(matchID)).gameover).toBeDefined();
  const { gameover } = await trueState(matchID);
  for (const viewer of pages) {
    await viewer.getByTestId('outcome-banner').waitFor();
    // The game is over: the chat is open to every seat, the shooter's too, and nothing says otherwise.
    expect(await viewer.getByTestId('chat-input').isDisabled()).toBe(false);
    for (const seat of seats) {
      expect(await viewer.getByTestId(`reveal-${seat}`).locator('[data-card]').getAttribute('data-card')).toBe(gameover!.roles[seat]);
    }
    const aside = await viewer.locator('.end-screen__aside [data-card]').evaluateAll((els) => els.map((el) => el.getAttribute('data-card')));
    expect(aside).toEqual(gameover!.setAside);
  }
  expect(await out.getByTestId('you-are-out').textContent()).not.toMatch(/talk/);
}, 150_000);
