import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useE2e } from '../support/e2e-harness.ts';
import { auditTabOrder, byTestId, tabTo } from '../support/keyboard.ts';
import { seedMatchesMade } from '../support/seeded-match.ts';
import { recordSent, sentBy } from '../support/sent-events.ts';

/** The lobby lists every game with a table; these tests create Are You A Robot? matches. */
const createForm = (page: Page) => page.getByRole('form', { name: 'New match of Are You A Robot?' });

// Two playtesters who never touch a mouse, then two on phone-width windows: the lobby, the
// seat picker and the table must work for both.
const e2e = useE2e();
/**
 * A Schrödinger deal that makes Ada (the first seat) the Robot and every other seat Human, at 2
 * and at 3 players, so the Robot's path runs every time. The first of seeds ada-robot-0, -1, …
 * whose deals from boardgame.io's own setup give that.
 */
const SEED = 'ada-robot-0';

/** Deals the next match made from the known seed, until the returned function is called. */
const dealKnownCards = () => seedMatchesMade(e2e(), 'are-you-a-robot', SEED);

/** The known deal as each page shows it: Ada the Robot, every other seat Human. */
async function expectKnownCards(ada: Page, others: Page[]): Promise<void> {
  const cardOf = (page: Page) => page.getByTestId('own-card').getAttribute('data-card');
  await expect.poll(() => cardOf(ada), { timeout: 15_000 }).toBe('robot');
  for (const page of others) await expect.poll(() => cardOf(page), { timeout: 15_000 }).toBe('human');
}

async function expectWholeTabOrder(page: Page): Promise<void> {
  const audit = await auditTabOrder(page);
  expect(audit.unreached, 'controls only a mouse can reach').toEqual([]);
  expect(audit.invisible, 'stops where focus cannot be seen').toEqual([]);
  expect(audit.stops).toBeGreaterThan(0);
}

const matchIdOf = (invite: string) => invite.split('/').at(-1) ?? '';

/** Seated: the waiting room while a seat is empty, the table once every seat is held. */
const seated = (page: Page) => page.locator('[data-testid="waiting-room"], [data-testid="own-card"]').first().waitFor();

/** From the lobby, with keys only: a 2-player Schrödinger match; returns its invite link. */
async function createByKeyboard(page: Page, name: string): Promise<string> {
  await page.goto(e2e().server.url);
  await createForm(page).getByTestId('create-name').waitFor();
  // The game's "How to play" link comes with its rules, after the form: a walk begun before it
  // showed passed its place and called it unreachable (one CI run).
  await page.getByTestId('rules-are-you-a-robot').first().waitFor();
  await expectWholeTabOrder(page);
  await tabTo(page, byTestId('create-name'));
  await page.keyboard.press('Control+A');
  await page.keyboard.type(name);
  await tabTo(page, byTestId('create-mode'));
  while ((await createForm(page).getByTestId('create-mode').inputValue()) !== 'schrodinger') await page.keyboard.press('ArrowDown');
  await tabTo(page, byTestId('create-players'));
  while ((await createForm(page).getByTestId('create-players').inputValue()) !== '2') await page.keyboard.press('ArrowDown');
  await tabTo(page, byTestId('create-match'));
  await page.keyboard.press('Enter');
  await seated(page);
  return page.getByTestId('invite-link').first().inputValue();
}

/** From the lobby's list of open matches to a seat, with keys only. */
async function joinByKeyboard(page: Page, matchID: string, name: string): Promise<void> {
  await page.goto(e2e().server.url);
  await page.getByTestId(`join-match-${matchID}`).waitFor();
  await tabTo(page, byTestId(`join-match-${matchID}`));
  await page.keyboard.press('Enter');
  await page.getByTestId('join-name').waitFor();
  await expectWholeTabOrder(page);
  await tabTo(page, byTestId('join-name'));
  await page.keyboard.press('Control+A');
  await page.keyboard.type(name);
  // Back up to the name from the button: Shift+Tab walks the same order in reverse.
  await tabTo(page, byTestId('join-submit'));
  await tabTo(page, byTestId('join-name'), { back: true });
  await tabTo(page, byTestId('join-submit'));
  await page.keyboard.press('Space');
  await page.getByTestId('own-card').waitFor();
}

/** A press on a refused control (aria-disabled) only explains, so it waits until this page's table allows the action. */
async function press(page: Page, testId: string, key: 'Enter' | 'Space' = 'Enter'): Promise<void> {
  await expect.poll(() => page.getByTestId(testId).isEnabled(), { timeout: 15_000 }).toBe(true);
  await tabTo(page, byTestId(testId));
  await page.keyboard.press(key);
}

/** A game-ending action: the first press asks and moves focus to the confirming button; the key again acts. */
async function pressConfirmed(page: Page, testId: string, key: 'Enter' | 'Space' = 'Enter'): Promise<void> {
  await press(page, testId, key);
  await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.testid)).toBe(`${testId}-confirm`);
  await page.keyboard.press(key);
}

async function keyboardPair(): Promise<{ ada: Page; bo: Page; matchID: string }> {
  const ada = await e2e().newPlayer();
  recordSent(ada);
  const matchID = matchIdOf(await createByKeyboard(ada, 'Ada'));
  const bo = await e2e().newPlayer();
  await joinByKeyboard(bo, matchID, 'Bo');
  await ada.getByTestId('offer-1').waitFor();
  return { ada, bo, matchID };
}

test('keyboard only: create, join, offer, withdraw, decline and accept a handshake', async () => {
  const { ada, bo } = await keyboardPair();
  await expectWholeTabOrder(ada);
  await expectWholeTabOrder(bo);

  // Each answer is awaited where the offer it answers was seen: its going is then news, not a screen yet to hear.
  await press(ada, 'offer-1');
  await ada.getByTestId('withdraw-offer').waitFor();
  await bo.getByTestId('accept-0').waitFor();
  await press(ada, 'withdraw-offer', 'Space');
  await expect.poll(() => bo.getByTestId('accept-0').count()).toBe(0);

  await press(ada, 'offer-1');
  await ada.getByTestId('withdraw-offer').waitFor();
  await bo.getByTestId('decline-0').waitFor();
  await expectWholeTabOrder(bo);
  await press(bo, 'decline-0', 'Space');
  await expect.poll(() => ada.getByTestId('withdraw-offer').count()).toBe(0);

  // Bo's own table learns of the decline a moment after Ada's: press waits until it allows offering again.
  await press(bo, 'offer-0');
  await ada.getByTestId('accept-1').waitFor();
  // Accepting ends the game: the first press asks; Escape takes it back.
  const adaSentBefore = sentBy(ada).length;
  await press(ada, 'accept-1');
  await ada.getByTestId('accept-1-confirm').waitFor();
  await ada.keyboard.press('Escape');
  await ada.getByTestId('accept-1').waitFor();
  await pressConfirmed(ada, 'accept-1');
  for (const page of [ada, bo]) {
    await page.getByTestId('outcome-banner').waitFor();
    for (const seat of ['0', '1']) expect(await page.getByTestId(`reveal-${seat}`).count()).toBe(1);
  }
  // The game ended on the confirmed press alone: the one Escape took back sent nothing.
  expect(sentBy(ada).slice(adaSentBefore)).toEqual(['update acceptHandshake']);
  await expectWholeTabOrder(ada);
}, 120_000);

test('keyboard only: a Robot presses ZAP and reads why privately; a Human ZAPs and ends the game', async () => {
  const known = dealKnownCards();
  const { ada, bo } = await keyboardPair().finally(known);
  await expectKnownCards(ada, [bo]);
  // Ada, the Robot, may not shoot: her own table tells her why and sends nothing.
  const adaSentBefore = sentBy(ada).length;
  await pressConfirmed(ada, 'zap-1', 'Space');
  await expect.poll(() => ada.getByTestId('private-notice').textContent()).toMatch(/Robots can never shoot/);
  await tabTo(ada, `${byTestId('private-notice')} button`, { back: true });
  await ada.keyboard.press('Enter');
  await expect.poll(() => ada.getByTestId('private-notice').count()).toBe(0);
  // Bo, a Human, shoots the Robot: the game ends for both.
  await pressConfirmed(bo, 'zap-0');
  for (const page of [ada, bo]) await page.getByTestId('outcome-banner').waitFor();
  expect(sentBy(ada).slice(adaSentBefore)).toEqual([]);
}, 120_000);

const NARROW = 360;
/** The match shell's bar scrolls its buttons sideways on a phone, by design: a control past its edge is one swipe away. */
const SCROLLING_BAR = '.match-bar__buttons';

async function expectFitsWidth(page: Page, where: string): Promise<void> {
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
  expect(widths.scroll, `${where}: the page scrolls sideways`).toBeLessThanOrEqual(widths.inner);
  const outside = await page.evaluate(([width, scroller]) => {
    return [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea')]
      .filter((el) => el.getClientRects().length > 0 && !el.closest('.visually-hidden') && !el.closest(scroller))
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.left < 0 || box.right > width + 0.5;
      })
      .map((el) => el.dataset.testid ?? el.outerHTML.slice(0, 80));
  }, [NARROW, SCROLLING_BAR] as const);
  expect(outside, `${where}: controls cut off at the edge`).toEqual([]);
  const scrollsInside = await page.evaluate((scroller) => {
    return [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => !el.closest('.visually-hidden') && !el.closest(scroller) && el.scrollWidth > el.clientWidth + 1)
      .filter((el) => ['auto', 'scroll'].includes(getComputedStyle(el).overflowX))
      .map((el) => el.dataset.testid ?? el.className);
  }, SCROLLING_BAR);
  expect(scrollsInside, `${where}: boxes that scroll sideways`).toEqual([]);
}

/** On a phone the chat is a drawer on a bar at the bottom: open it (if shut) and say something. */
async function sayOnPhone(page: Page, text: string): Promise<void> {
  if ((await page.getByTestId('dock-chat').getAttribute('aria-expanded')) !== 'true') await page.getByTestId('dock-chat').click();
  await page.getByTestId('chat-input').fill(text);
  await page.getByTestId('chat-send').click();
}

test(`a ${NARROW}px window: lobby, seat picker and table fit the width and every action works`, async () => {
  const ada = await e2e().newPlayer(NARROW, 740);
  await ada.goto(e2e().server.url);
  await createForm(ada).getByTestId('create-name').waitFor();
  await expectFitsWidth(ada, 'lobby');
  await createForm(ada).getByTestId('create-name').fill('Augusta_Ada_King_Countess_of_Lovelace_X');
  await createForm(ada).getByTestId('create-mode').selectOption('extended');
  await expectFitsWidth(ada, 'lobby, Extended chosen');
  await createForm(ada).getByTestId('create-mode').selectOption('schrodinger');
  await createForm(ada).getByTestId('create-players').fill('3');
  const known = dealKnownCards();
  await createForm(ada).getByTestId('create-match').click();
  await seated(ada).finally(known);
  await expectFitsWidth(ada, 'waiting for players');
  const invite = await ada.getByTestId('invite-link').first().inputValue();

  const bo = await e2e().newPlayer(NARROW, 740);
  await bo.goto(e2e().server.url);
  await bo.getByTestId(`join-match-${matchIdOf(invite)}`).waitFor();
  await expectFitsWidth(bo, 'lobby with an open match');
  await bo.getByTestId(`join-match-${matchIdOf(invite)}`).click();
  await bo.getByTestId('join-name').waitFor();
  await expectFitsWidth(bo, 'seat picker');
  await bo.getByTestId('join-name').fill('Bartholomew_the_Unbreakable_Name_Person');
  await bo.getByTestId('join-seat').selectOption('2');
  await bo.getByTestId('join-submit').click();
  await seated(bo);

  // The match waits for a full table: a third narrow window takes the last seat.
  const cy = await e2e().newPlayer(NARROW, 740);
  await cy.goto(invite);
  await cy.getByTestId('join-name').fill('Cy');
  await cy.getByTestId('join-submit').click();
  for (const page of [ada, bo, cy]) await page.getByTestId('own-card').waitFor();
  await expectKnownCards(ada, [bo, cy]);
  await expectFitsWidth(bo, 'table');

  // Unbroken words (a pasted link, a long name) must wrap, not widen the page.
  await sayOnPhone(bo, 'Anyone there? https://example.org/a-very-long-link-that-nobody-would-break-by-hand?with=parameters');
  await expect.poll(() => ada.getByTestId('dock-chat').textContent()).toContain('Anyone there?');
  await expectFitsWidth(ada, 'table, a long link on the shut chat drawer');
  await ada.getByTestId('dock-chat').click();
  await ada.getByTestId('chat-messages').getByText('Anyone there?').waitFor();
  await expectFitsWidth(ada, 'table, a long link in the open chat');
  await ada.getByTestId('dock-chat').click();

  await ada.getByTestId('offer-2').click();
  await bo.getByTestId('offer-received').waitFor();
  await expectFitsWidth(bo, 'table, offer received');
  await expectFitsWidth(ada, 'table, offer made');
  await bo.getByTestId('accept-0').click();
  await bo.getByTestId('accept-0-confirm').waitFor();
  await expectFitsWidth(bo, 'table, accepting asks to confirm');
  await bo.getByTestId('accept-0-cancel').click();
  await bo.getByTestId('decline-0').click();
  await ada.getByTestId('offer-2').click();
  await bo.getByTestId('accept-0').waitFor();
  await ada.getByTestId('withdraw-offer').click();
  await expect.poll(() => bo.getByTestId('accept-0').count()).toBe(0);

  await expectFitsWidth(ada, 'table, offers in the log');
  await ada.getByTestId('zap-2').click();
  await ada.getByTestId('zap-2-confirm').waitFor();
  await expectFitsWidth(ada, 'table, ZAP asks to confirm (a long name)');
  await ada.getByTestId('zap-2-cancel').click();
  await ada.getByTestId('zap-1').click();
  await ada.getByTestId('zap-1-confirm').click();
  // Ada is the Robot: her ZAP is refused privately; then Bo offers her a handshake and her accepting ends the game.
  await expect.poll(() => ada.getByTestId('private-notice').textContent()).toMatch(/Robots can never shoot/);
  await expectFitsWidth(ada, 'table, a ZAP refused privately');
  await ada.getByTestId('private-notice').getByRole('button').click();
  await bo.getByTestId('offer-0').click();
  await ada.getByTestId('accept-2').click();
  await ada.getByTestId('accept-2-confirm').click();
  for (const page of [ada, bo]) {
    await page.getByTestId('outcome-banner').waitFor();
    await expectFitsWidth(page, 'end screen');
  }
}, 120_000);
