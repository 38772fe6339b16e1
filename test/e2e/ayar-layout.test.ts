import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { State } from 'boardgame.io';
import type { Page } from 'playwright-core';
import type { AyarState } from '../../games/are-you-a-robot/state.ts';
import { useE2e } from '../support/e2e-harness.ts';
import { brokenWords, overlapping } from '../support/on-screen.ts';
import { recordSent, sentBy } from '../support/sent-events.ts';

// The Are You A Robot? table as a person sees it on a phone (390×844) and a laptop
// (1280×860): what they need to act is on the first screen, without scrolling, and not
// covered by anything; a handshake offered to them cannot be missed.
const e2e = useE2e();

const GAME = 'are-you-a-robot';
const NAMES = ['Ada', 'Bo', 'Cy', 'Di'];
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 860 };

async function createMatch(mode: string, numPlayers: number): Promise<string> {
  const response = await fetch(`${e2e().server.url}/games/${GAME}/create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ numPlayers, setupData: { mode } }),
  });
  return ((await response.json()) as { matchID: string }).matchID;
}

/** Every seat taken through the seat picker, each in its own browser; the table once the last is. */
async function seatEveryone(matchID: string, size: { width: number; height: number }, players = 3): Promise<Page[]> {
  const pages: Page[] = [];
  for (const [seat, name] of NAMES.slice(0, players).entries()) {
    const page = await e2e().newPlayer(size.width, size.height);
    recordSent(page);
    await page.goto(`${e2e().server.url}/#/match/${GAME}/${matchID}`);
    await page.getByTestId('join-name').fill(name);
    await page.getByTestId('join-seat').selectOption(String(seat));
    await page.getByTestId('join-submit').click();
    pages.push(page);
  }
  for (const page of pages) await page.getByTestId('own-card').waitFor();
  return pages;
}

/**
 * Why the element is not usable on the first screen, or null: it must lie inside the
 * viewport with the page unscrolled, and its centre must not be covered by anything else.
 */
function offFirstScreen(page: Page, testId: string): Promise<string | null> {
  return page.evaluate((id) => {
    const el = document.querySelector<HTMLElement>(`[data-testid="${id}"]`);
    if (!el) return `${id}: missing`;
    if (window.scrollY !== 0) return `${id}: the page is scrolled`;
    const box = el.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return `${id}: not shown`;
    if (box.top < 0 || box.left < 0 || box.bottom > window.innerHeight || box.right > window.innerWidth) {
      return `${id}: outside the first screen (${Math.round(box.top)}..${Math.round(box.bottom)} of ${window.innerHeight})`;
    }
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    if (!top || !el.contains(top)) return `${id}: covered by ${top?.outerHTML.slice(0, 60)}`;
    return null;
  }, testId);
}

const problemsOf = async (page: Page, testIds: string[]): Promise<string[]> => (await Promise.all(testIds.map((id) => offFirstScreen(page, id)))).filter((p) => p !== null);

async function expectOnFirstScreen(page: Page, testIds: string[]): Promise<void> {
  expect(await problemsOf(page, testIds)).toEqual([]);
}

describe('a basic table of three, seated once: on a laptop, then on a phone', () => {
  // One seating for both: a seating cost three browsers loading the UI. The laptop looks at the
  // table as dealt, without changing it; the phone then talks over it.
  let pages: Page[];
  beforeAll(async () => {
    pages = await seatEveryone(await createMatch('basic', 3), LAPTOP);
  }, 120_000);
  afterAll(() => Promise.all(pages?.map((page) => page.context().close()) ?? []));

  test('on a 1280×860 laptop the first screen holds your card, every ZAP and the chat entry, beside the crew', async () => {
    const ada = pages[0];
    await expectOnFirstScreen(ada, ['own-card', 'zap-1', 'zap-2', 'chat-input', 'chat-send', 'event-log']);
    // Scrolled down, the chat stays in view, under the shell's bar rather than behind it.
    await ada.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const input = await ada.getByTestId('chat-input').boundingBox();
    expect(input!.y).toBeGreaterThan(0);
    expect(input!.y + input!.height).toBeLessThanOrEqual(860);
  }, 120_000);

  test('on a 390×844 phone the first screen holds your card, every ZAP and the chat drawer handle; the drawer opens over the table', async () => {
    for (const [seat, page] of pages.entries()) {
      await page.setViewportSize(PHONE);
      await page.evaluate(() => window.scrollTo(0, 0));
      const zaps = ['0', '1', '2'].filter((s) => s !== String(seat)).map((s) => `zap-${s}`);
      // The table takes its phone layout on the resize's next render, not at once: a loaded CI
      // machine measured the laptop layout still standing in the phone's window.
      await expect.poll(() => problemsOf(page, ['own-card', ...zaps, 'dock-chat']), { timeout: 10_000 }).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    }

    // Bo says something; Ada's shut drawer shows it and counts it unread, then opens on one tap.
    const [ada, bo] = pages;
    await bo.getByTestId('dock-chat').click();
    await expectOnFirstScreen(bo, ['chat-input', 'chat-send']);
    await bo.getByTestId('chat-input').fill('Ada blinked twice. Suspicious.');
    await bo.getByTestId('chat-send').click();
    await expect.poll(() => ada.getByTestId('dock-chat-unread').count()).toBe(1);
    expect(await ada.getByTestId('dock-chat').textContent()).toContain('Bo: Ada blinked twice. Suspicious.');
    await ada.getByTestId('dock-chat').click();
    await ada.getByTestId('chat-messages').getByText('Ada blinked twice. Suspicious.').waitFor();
    await expectOnFirstScreen(ada, ['chat-input']);
    // What Bo says while the drawer is open is read as it comes: no count of it, nor of the first, comes back.
    await bo.getByTestId('chat-input').fill('And now she is typing.');
    await bo.getByTestId('chat-send').click();
    await ada.getByTestId('chat-messages').getByText('And now she is typing.').waitFor();
    expect(await ada.getByTestId('dock-chat-unread').count()).toBe(0);
  }, 120_000);
});

/** The testids of the moment's cards that do not lie wholly inside its panel as it stands, unscrolled. */
function cardsOutsideMoment(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const panel = document.querySelector('[data-testid="moment"]')!.getBoundingClientRect();
    const cards = [...document.querySelectorAll<HTMLElement>('[data-testid="moment"] [data-testid^="reveal-"]')];
    return cards.filter((card) => {
      const box = card.getBoundingClientRect();
      return box.top < panel.top || box.bottom > panel.bottom || box.left < panel.left || box.right > panel.right;
    }).map((card) => card.dataset.testid!);
  });
}

describe('a crew of four on 1280×800 laptops, seated once: their table, then the result of their game', () => {
  // Both tests read the same seating: a seating each cost four more browsers loading the UI.
  let crew: { matchID: string; pages: Page[] };
  beforeAll(async () => {
    const matchID = await createMatch('schrodinger', 4);
    crew = { matchID, pages: await seatEveryone(matchID, { width: 1280, height: 800 }, 4) };
  }, 120_000);
  afterAll(() => Promise.all(crew?.pages.map((page) => page.context().close()) ?? []));

  test('on a 1280×800 laptop a crew of four sits in one row of cards with their ZAPs on one line; an armed ZAP puts Cancel where ZAP was', async () => {
    const [ada] = crew.pages;
    const seats = ['0', '1', '2', '3'];
    const boxes = await Promise.all(seats.map(async (seat) => ({
      seat: (await ada.getByTestId(`seat-${seat}`).boundingBox())!,
      card: (await ada.getByTestId(`seat-${seat}`).locator('.card, .tw-face').boundingBox())!,
    })));
    expect(new Set(boxes.map((b) => Math.round(b.seat.y))).size, 'one row').toBe(1);
    for (const { card } of boxes) expect(card.width, 'a card, not an icon').toBeGreaterThanOrEqual(80);
    const zaps = await Promise.all(['1', '2', '3'].map(async (seat) => (await ada.getByTestId(`zap-${seat}`).boundingBox())!));
    expect(new Set(zaps.map((z) => Math.round(z.y))).size, 'the ZAPs on one line').toBe(1);
    await expectOnFirstScreen(ada, ['own-card', 'zap-1', 'zap-2', 'zap-3', 'offer-1', 'offer-2', 'offer-3', 'chat-input']);

    // A double click on ZAP lands its second press on Cancel.
    const zap = zaps[1];
    await ada.getByTestId('zap-2').click();
    const cancel = (await ada.getByTestId('zap-2-cancel').boundingBox())!;
    const centre = { x: zap.x + zap.width / 2, y: zap.y + zap.height / 2 };
    expect(centre.x).toBeGreaterThan(cancel.x);
    expect(centre.x).toBeLessThan(cancel.x + cancel.width);
    expect(centre.y).toBeGreaterThan(cancel.y);
    expect(centre.y).toBeLessThan(cancel.y + cancel.height);
    // Cancel puts ZAP back: the result below begins from the table as dealt.
    await ada.getByTestId('zap-2-cancel').click();
    await ada.getByTestId('zap-2').waitFor();
  }, 120_000);

  test('on a 1280×800 laptop the result of a four-player game shows every card and the one set aside at once, with the rematch bar above it', async () => {
    const { matchID, pages } = crew;
    // In Schrödinger a Human's ZAP ends the game, whoever it hits (a Robot's is never sent).
    const { G } = (await e2e().server.store.fetch(matchID, { state: true })).state as State<AyarState>;
    const shooter = Number(Object.keys(G.roles).find((seat) => G.roles[seat] === 'human'));
    const target = (shooter + 1) % 4;
    await pages[shooter].getByTestId(`zap-${target}`).click();
    await pages[shooter].getByTestId(`zap-${target}-confirm`).click();
    for (const page of pages) {
      const moment = page.locator('[data-testid="moment"][data-moment="game-result"]');
      await moment.waitFor();
      await moment.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
      expect(await moment.locator('[data-testid^="reveal-"]').count()).toBe(5);
      expect(await cardsOutsideMoment(page)).toEqual([]);
      await page.getByTestId('rematch-bar').waitFor();
    }
    // The same result on a phone: each card in its cell, none over another (at their own 7.5rem they overlapped), drawn
    // as the tiny view, name and picture, whose name is whole (the small view's broke in two at that width).
    const phone = pages[0];
    await phone.setViewportSize(PHONE);
    const faces = '[data-testid="moment"] [data-testid^="reveal-"] .tw-face';
    await expect.poll(() => phone.locator(faces).evaluateAll((els) => els.map((f) => f.getAttribute('data-view')))).toEqual(Array(5).fill('tiny'));
    expect(await overlapping(phone, faces)).toEqual([]);
    expect(await brokenWords(phone, faces)).toEqual([]);
  }, 120_000);
});

test('a toast goes with what it announced: the offer withdrawn, the note that it was offered leaves the rail at once', async () => {
  const matchID = await createMatch('schrodinger', 3);
  const [ada, bo] = await seatEveryone(matchID, { width: 1280, height: 800 });
  const offerToast = bo.getByTestId('toast').filter({ hasText: 'Ada offers you a handshake' });
  await ada.getByTestId('offer-1').click();
  await offerToast.waitFor();
  await ada.getByTestId('withdraw-offer').click();
  // The banner going is the state arriving; the toast follows within a moment, long before its own timer.
  await bo.getByTestId('offer-received').waitFor({ state: 'detached' });
  await offerToast.waitFor({ state: 'detached', timeout: 2_000 });
}, 120_000);

describe('a Schrödinger table of three on phones, seated once: a handshake declined, then what each seat said', () => {
  // One seating for both: a seating cost three browsers loading the UI. The handshake leaves no
  // words at any seat and the game going on; the words are said after it.
  let crew: { matchID: string; pages: Page[] };
  beforeAll(async () => {
    const matchID = await createMatch('schrodinger', 3);
    crew = { matchID, pages: await seatEveryone(matchID, PHONE) };
  }, 120_000);
  afterAll(() => Promise.all(crew?.pages.map((page) => page.context().close()) ?? []));

  test('a handshake offered to a player is a banner at the top of their first screen; Accept asks to confirm; nobody else gets it', async () => {
    const [ada, bo, cy] = crew.pages;
    // Bo is reading the chat when the offer comes: the drawer makes way for the question.
    await bo.getByTestId('dock-chat').click();
    await ada.getByTestId('offer-1').click();

    await bo.getByTestId('offer-received').waitFor();
    expect(await bo.getByTestId('offer-received').textContent()).toMatch(/Ada offers you a handshake/);
    await expect.poll(() => bo.getByTestId('dock-chat').getAttribute('aria-expanded')).toBe('false');
    await expectOnFirstScreen(bo, ['offer-received', 'accept-0', 'decline-0', 'own-card']);
    await expect.poll(() => bo.title()).toMatch(/^\(Decide\)/);
    // Ada's and Cy's tables have the offer too (in Ada's banner, in Cy's log), and nothing that asks them.
    await ada.getByTestId('offer-made').waitFor();
    await expect.poll(() => cy.getByTestId('dock-log').textContent()).toContain('Ada offers Bo a handshake.');
    for (const page of [ada, cy]) {
      expect(await page.getByTestId('offer-received').count()).toBe(0);
      expect(await page.title()).not.toMatch(/Decide/);
    }
    await expectOnFirstScreen(ada, ['offer-made', 'withdraw-offer']);

    // One press asks; the confirming button appears on the same screen; Cancel sends nothing.
    const boSentBefore = sentBy(bo).length;
    // Clicked while the banner still slides in, Playwright's retries scroll the page to steady it.
    await bo.getByTestId('offer-received').evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
    await bo.getByTestId('accept-0').click();
    await expectOnFirstScreen(bo, ['accept-0-confirm', 'accept-0-cancel']);
    // The question and its way back read as one line on the phone, not Cancel stacked under it.
    const [yes, cancel] = await Promise.all(['accept-0-confirm', 'accept-0-cancel'].map((id) => bo.getByTestId(id).boundingBox()));
    expect(Math.abs(yes!.y + yes!.height / 2 - (cancel!.y + cancel!.height / 2))).toBeLessThan(4);
    await bo.getByTestId('accept-0-cancel').click();

    await bo.getByTestId('decline-0').click();
    await expect.poll(() => bo.getByTestId('offer-received').count()).toBe(0);
    await expect.poll(() => ada.getByTestId('offer-made').count()).toBe(0);
    await expect.poll(() => bo.title()).not.toMatch(/Decide/);
    // The decline went out after the Cancel, on the same socket, and alone: the game goes on.
    expect(sentBy(bo).slice(boSentBefore)).toEqual(['update declineHandshake']);
    expect(await bo.getByTestId('outcome-banner').count()).toBe(0);
  }, 120_000);

  test("what each seat said last is shown at the seat: on a phone with the talk shut, and to a spectator who comes late", async () => {
    const { matchID, pages: [ada, bo] } = crew;
    if ((await bo.getByTestId('dock-chat').getAttribute('aria-expanded')) !== 'true') await bo.getByTestId('dock-chat').click();
    await bo.getByTestId('chat-input').fill('Cy has not blinked once.');
    await bo.getByTestId('chat-send').click();
    await bo.getByTestId('chat-input').fill('Not once, in a whole minute.');
    await bo.getByTestId('chat-send').click();

    // Ada never opens the talk: Bo's last line is on Bo's seat, on her first screen.
    await expect.poll(() => ada.getByTestId('said-1').textContent()).toContain('Not once, in a whole minute.');
    expect(await ada.getByTestId('dock-chat').getAttribute('aria-expanded')).toBe('false');
    await expectOnFirstScreen(ada, ['said-1', 'zap-1']);
    // Nobody else has said anything, so no other seat shows words.
    expect(await ada.locator('[data-testid^="said-"]').count()).toBe(1);

    const late = await e2e().newPlayer(1280, 800);
    await late.goto(`${e2e().server.url}/#/match/${GAME}/${matchID}`);
    await late.getByTestId('spectate').click();
    await expect.poll(() => late.getByTestId('said-1').textContent()).toContain('Not once, in a whole minute.');
  }, 120_000);
});
