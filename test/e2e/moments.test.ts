import { expect, test } from 'vitest';
import type { State } from 'boardgame.io';
import type { Page } from 'playwright-core';
import type { BiasState } from '../../games/bias-effect/state.ts';
import { useE2e } from '../support/e2e-harness.ts';
import { seatThroughLobby } from '../support/e2e-table.ts';
import { lookAt } from '../support/look-at.ts';

// The big moments of a match (docs/ui.md, "Moments") and the notes that must never sit on a
// control, seen by real players who came in through the lobby: laptops at 1280x800, a phone
// at 390x844, and a spectator.
const e2e = useE2e();
const LAPTOP = [1280, 800] as const;
const PHONE = [390, 844] as const;

const moment = (page: Page, kind: string) => page.locator(`[data-testid="moment"][data-moment="${kind}"]`);
const focused = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? null);

async function watch(invite: string): Promise<Page> {
  const page = await e2e().newPlayer(...LAPTOP);
  await page.goto(invite);
  await page.getByTestId('spectate').click();
  return page;
}

/** Every note in the notice rail whose box meets a visible control's box outside the rail (and outside a moment's panel). */
function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const meets = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    const rail = document.querySelector('[data-testid="notice-rail"]');
    const notes = rail ? [...rail.children].map((n) => n.getBoundingClientRect()).filter((r) => r.width > 0 && r.height > 0) : [];
    const controls = [...document.querySelectorAll('button, a[href], input, select, textarea, summary, [role="button"]')].filter(
      (el) => !rail?.contains(el) && !el.closest('[data-testid="moment"]') && el.getClientRects().length > 0,
    );
    const hits: string[] = [];
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.bottom <= 0 || box.top >= innerHeight) continue;
      if (notes.some((note) => meets(note, box))) hits.push(control.getAttribute('data-testid') ?? control.textContent?.trim() ?? control.tagName);
    }
    return hits;
  });
}

test("Bias Effect's sealed bids revealed: a moment for every seat and the spectator, aside for the one who must decide, kept until dismissed, not replayed after a reload once dismissed", async () => {
  const harness = e2e();
  const { pages, matchID } = await seatThroughLobby(harness, { title: 'Bias Effect', names: ['Ada', 'Bo', 'Cy'], phone: 'Cy', configure: (form) => form.getByTestId('create-players').fill('3') });
  const [ada, bo, cy] = pages;
  await bo.setViewportSize({ width: LAPTOP[0], height: LAPTOP[1] });
  await ada.setViewportSize({ width: LAPTOP[0], height: LAPTOP[1] });
  const invite = await ada.evaluate(() => location.href);
  const watcher = await watch(invite);
  const everyone = [...pages, watcher];
  for (const page of everyone) await page.getByTestId('round').waitFor();
  const stored = async () => (await harness.server.store.fetch(matchID, { state: true })).state as State<BiasState>;

  // All trade nothing in at the same moment: every choice counts (games/kit/rules/at-once.ts).
  await Promise.all(pages.map((page) => page.getByTestId('trade-none').click()));
  await expect.poll(async () => (await stored()).G.step.kind).toBe('bid');
  // No moment yet: nothing has been revealed (the step's change is the later signal).
  for (const page of everyone) expect(await page.getByTestId('moment').count()).toBe(0);

  await ada.getByTestId('bid-more').click();
  await ada.getByTestId('bid-commit').click();
  await bo.getByTestId('bid-commit').click();
  // Bo is typing when the last bid comes in: the moment shows, and his words stay in the chat.
  await bo.getByTestId('chat-input').click();
  await bo.keyboard.type('Cy always bids ');
  await cy.getByTestId('bid-commit').click();
  await expect.poll(async () => (await stored()).G.round.bids?.lines.length ?? 0).toBe(3);
  const { winner } = (await stored()).G.round.bids!;
  const decider = winner === null ? null : pages[Number(winner)];

  for (const page of everyone) {
    if (page === decider) {
      // The winner decides what becomes of the Belief now: the moment waits beside the dock, one press away.
      await page.getByTestId('moment-aside').waitFor();
      expect(await page.getByTestId('moment').count()).toBe(0);
      continue;
    }
    await moment(page, 'bid-reveal').waitFor();
    expect(await moment(page, 'bid-reveal').innerText()).toMatch(/round 1: the bids[\s\S]*Ada[\s\S]*Bo[\s\S]*Cy/i);
    expect(await moment(page, 'bid-reveal').getAttribute('role')).toBe('dialog');
    if (page === bo) continue;
    await expect.poll(() => focused(page)).toBe('moment-dismiss');
  }
  await bo.keyboard.type('zero.');
  expect(await focused(bo)).toBe('chat-input');
  expect(await bo.getByTestId('chat-input').inputValue()).toBe('Cy always bids zero.');
  await lookAt(bo, 'moment-bias-bids-1280');
  await lookAt(cy, 'moment-bias-bids-390');

  // Ada takes control (when she won it): the round goes on, and the moment stays where nobody dismissed it.
  if (winner !== null) {
    await pages[Number(winner)].getByTestId('moment-aside').getByRole('button', { name: 'Show' }).click();
    await moment(pages[Number(winner)], 'bid-reveal').waitFor();
    await pages[Number(winner)].getByTestId('moment-dismiss').click();
    await pages[Number(winner)].getByTestId('control-program').click();
    await expect.poll(async () => (await stored()).G.step.kind).not.toBe('control');
  }
  for (const page of everyone.filter((p) => p !== decider)) await moment(page, 'bid-reveal').waitFor();

  // Three ways to put it away: Escape, the button, a click outside it; focus goes back to the page.
  const [escaper, presser] = everyone.filter((p) => p !== decider && p !== watcher);
  await escaper.keyboard.press('Escape');
  await presser.getByTestId('moment-dismiss').click();
  for (const page of [escaper, presser]) await moment(page, 'bid-reveal').waitFor({ state: 'detached' });
  expect(await focused(escaper)).not.toBe('moment-dismiss');

  // The spectator has not dismissed it: a reload shows it again. Then a click outside puts it away.
  await watcher.reload();
  await moment(watcher, 'bid-reveal').waitFor();
  await watcher.getByTestId('moment-layer').click({ position: { x: 5, y: 5 } });
  await moment(watcher, 'bid-reveal').waitFor({ state: 'detached' });

  // Dismissed ones stay dismissed after a reload: the table (drawn in the same render as any moment) is the later signal.
  for (const page of [escaper, presser, watcher]) {
    await page.reload();
    await page.getByTestId('round').waitFor();
    // The bids on the table itself: drawn with the moment's state (full while the winner decides, one line once the round moved on).
    await page.locator('[data-testid="bid-reveal"], [data-testid^="bid-summary-"]').first().waitFor();
    expect(await page.getByTestId('moment').count()).toBe(0);
  }
}, 240_000);

test('the end of Are You A Robot?: the result is a moment for every seat and the spectator; Rematch stays usable, and no note covers a control at 1280x800 or 390x844', async () => {
  const harness = e2e();
  const { pages } = await seatThroughLobby(harness, { title: 'Are You A Robot?', names: ['Ada', 'Bo', 'Cy'], phone: 'Bo', configure: async (form) => void (await form.getByTestId('create-mode').selectOption('basic')) });
  for (const page of pages) if (page.viewportSize()!.width !== PHONE[0]) await page.setViewportSize({ width: LAPTOP[0], height: LAPTOP[1] });
  for (const page of pages) await page.getByTestId('own-card').waitFor();
  const invite = await pages[0].evaluate(() => location.href);
  const watcher = await watch(invite);
  await watcher.getByTestId('seat-2').waitFor();
  const cards = await Promise.all(pages.map((p) => p.getByTestId('own-card').getAttribute('data-card')));
  const robotSeat = cards.indexOf('robot');
  const robot = pages[robotSeat];
  const shooter = pages[cards.indexOf('human')];

  // A Robot may not shoot: its private note goes to the rail, and sits on no control.
  const target = String((robotSeat + 1) % 3);
  await robot.getByTestId(`zap-${target}`).click();
  await robot.getByTestId(`zap-${target}-confirm`).click();
  await robot.getByTestId('private-notice').waitFor();
  expect(await coveredControls(robot)).toEqual([]);

  await shooter.getByTestId(`zap-${robotSeat}`).click();
  await shooter.getByTestId(`zap-${robotSeat}-confirm`).click();
  for (const page of [...pages, watcher]) {
    await moment(page, 'game-result').waitFor();
    expect(await moment(page, 'game-result').getByTestId('outcome-banner').innerText()).toMatch(/Humans/i);
  }
  await lookAt(pages[0], 'moment-ayar-end-1280');
  await lookAt(pages[1], 'moment-ayar-end-390');

  for (const page of pages) {
    // Rematch is reachable over the moment: the point at its centre is the button itself.
    const rematch = page.getByTestId('rematch');
    await rematch.waitFor();
    const onTop = await rematch.evaluate((button) => {
      const box = button.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return hit === button || button.contains(hit);
    });
    expect(onTop).toBe(true);
    expect(await coveredControls(page)).toEqual([]);
    await page.getByTestId('moment-dismiss').click();
    await moment(page, 'game-result').waitFor({ state: 'detached' });
    // The result stays on the table once the moment is put away.
    await page.getByTestId('outcome-banner').waitFor();
    expect(await coveredControls(page)).toEqual([]);
  }
  await lookAt(pages[0], 'ayar-end-after-1280');
  await lookAt(pages[1], 'ayar-end-after-390');
}, 240_000);
