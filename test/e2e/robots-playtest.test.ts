import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import type { BotPacing } from '../../games/kit/bots/bot-pacing.ts';
import { loadGames } from '../../games/kit/content/load-content.ts';
import type { RobotsContent } from '../../games/robots/content-types.ts';
import { useBotDelay } from '../support/bot-delay-env.ts';
import { useE2e } from '../support/e2e-harness.ts';
import { restackHand, restackInPlayOrder } from '../support/robots-deal.ts';
import { addBots, createRobotsMatch, joinSeat, openSeat } from '../support/robots-seats.ts';
import { decisionOptions, spreadsOf } from '../support/robots-table.ts';
import { unseen } from '../support/on-screen.ts';
import { lookAt } from '../support/look-at.ts';

// Issue 35's playtest of ROBOTS!, scripted: Ada on a laptop, Bo on a phone, a bot, and a
// spectator play a short game (target 60) of two stacked hands to its end and a Rematch: a
// claim in the ROBOTS! window, a Freakin' Laser Beam whose target a person picks, a hand's
// end, reloads.
const shipped = loadGames('content').games;
const robots = shipped.find((g) => g.module.id === 'robots')!.content as RobotsContent & { bots: BotPacing };
// The bot keeps the shipped reaction floor, so a person has it to claim first; it thinks
// quicker than shipped between its own moves, which only made the game longer to run.
const content = {
  ...robots,
  rules: { ...robots.rules, targetScore: 60, claimWindowSeconds: 8 },
  bots: { ...robots.bots, think: { minSeconds: 0.2, maxSeconds: 0.4 } },
};
// The content's pacing, not the tests' fast-bot override, which lifts the floor too.
useBotDelay(undefined);
const e2e = useE2e({ games: shipped.map((g) => (g.module.id === 'robots' ? { module: g.module, content } : g)) });

async function select(page: Page, cards: string[]): Promise<void> {
  for (const card of cards) {
    await page.getByTestId(`hand-card-${card}`).click();
    await expect.poll(() => page.getByTestId(`hand-card-${card}`).getAttribute('aria-pressed')).toBe('true');
  }
}

/** Draws from the Robot Factory once it is this page's turn to, and says which card came. */
async function draw(page: Page): Promise<string> {
  const before = await page.locator('[data-testid^="hand-card-"]').evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.testid!));
  const button = page.getByTestId('draw-button');
  await expect.poll(() => button.getAttribute('aria-disabled'), { timeout: 30_000 }).toBeNull();
  await button.click();
  await expect.poll(() => page.locator('[data-testid^="hand-card-"]').count()).toBe(before.length + 1);
  const after = await page.locator('[data-testid^="hand-card-"]').evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.testid!));
  return after.find((id) => !before.includes(id))!.slice('hand-card-'.length);
}

async function discard(page: Page, card: string): Promise<void> {
  await select(page, [card]);
  await page.getByTestId('discard-button').click();
  await page.getByTestId(`hand-card-${card}`).waitFor({ state: 'detached' });
}

test("a short game for two people, a bot and a spectator: a claim, a Laser a person aims, a hand's end, reloads into the next hand, the game's end, a Rematch", async () => {
  const matchID = await createRobotsMatch(e2e(), 3);
  const seats = await restackInPlayOrder(e2e().server.store, matchID, content, {
    hands: [
      ['red-4', 'red-5', 'red-6', 'red-7', 'gray-9', 'green-9', 'blue-9'],
      ['red-8', 'red-14', 'purple-3', 'green-2', 'blue-6', 'gray-5', 'purple-4'],
      ['purple-2', 'gray-2', 'green-5', 'blue-8', 'gray-6', 'blue-3', 'purple-8'],
    ],
    up: 'blue-4',
    factoryTop: ['gray-3', 'green-7', 'purple-5', 'gray-4', 'purple-6', 'blue-7', 'green-3', 'gray-7', 'purple-7'],
  });
  const [adaSeat, boSeat, botSeat] = seats;
  const tickets = [await joinSeat(e2e(), matchID, adaSeat, 'Ada'), await joinSeat(e2e(), matchID, boSeat, 'Bo')];
  await addBots(e2e(), matchID, [botSeat]);
  const ada = await openSeat(e2e(), matchID, tickets[0], 1280, 800);
  const bo = await openSeat(e2e(), matchID, tickets[1], 390, 844);
  const watcher = await e2e().newPlayer(1280, 800);
  await watcher.goto(`${e2e().server.url}/#/match/robots/${matchID}`);
  await watcher.getByTestId('spectate').click();
  await watcher.getByTestId('factory').waitFor();
  const everyone = [ada, bo, watcher];

  // Ada opens with a red run of four.
  const adaFirst = await draw(ada);
  await select(ada, ['red-4', 'red-5', 'red-6', 'red-7']);
  await ada.getByTestId('lay-down-run').click();
  await discard(ada, adaFirst);

  // Bo's Red 8 fits Ada's run: the ROBOTS! window, and Ada claims it at once.
  const boFirst = await draw(bo);
  await discard(bo, 'red-8');
  await ada.getByTestId('claim-panel').waitFor();
  await lookAt(bo, 'robots-playtest-window-phone');
  await ada.getByTestId('claim-s1-high').click({ timeout: 5000 });
  for (const page of everyone) {
    await expect.poll(() => spreadsOf(page, adaSeat)).toEqual([['red-4', 'red-5', 'red-6', 'red-7', 'red-8']]);
    await expect.poll(() => page.getByTestId('event-log').textContent()).toContain('ROBOTS! Ada claims Red 8 into their own spread of Red 4, Red 5, Red 6 and Red 7.');
  }
  await lookAt(watcher, 'robots-playtest-after-claim-spectator');

  // The bot plays its turn; Ada throws away what she drew.
  await discard(ada, await draw(ada));

  // Bo fires the Laser from his phone, and picks the card as a person would: by tapping it.
  await draw(bo);
  await discard(bo, 'red-14');
  await bo.getByTestId('decision-panel').waitFor();
  const targets = ['red-4', 'red-5', 'red-6', 'red-7', 'red-8'];
  await expect.poll(() => decisionOptions(bo)).toEqual(targets);
  // The shell has taken the decision in (the tab title asks) and drawn what followed: every
  // target is on the phone's screen, and a tap on it reaches it, not a note over it.
  await expect.poll(() => bo.title()).toMatch(/^\(Decide\)/);
  await bo.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await lookAt(bo, 'robots-playtest-laser-phone');
  for (const card of targets) expect(await unseen(bo, `decision-option-${card}`, { whole: true })).toBeNull();
  // The question is asked once: no reason beside Confirm repeats it.
  const prompt = 'Choose a card to blast out of a spread';
  const shownWith = await bo.getByTestId('decision-panel').evaluate((panel, words) => {
    const walker = document.createTreeWalker(panel, NodeFilter.SHOW_TEXT);
    const shown: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const box = node.parentElement!.getBoundingClientRect();
      if (node.textContent!.includes(words) && box.width > 2 && box.height > 2) shown.push(node.textContent!);
    }
    return shown;
  }, prompt);
  expect(shownWith).toEqual([`${prompt} (Freakin' Laser Beam)`]);
  expect(await bo.getByTestId('decision-confirm').getAttribute('title')).toContain(prompt);
  await bo.getByTestId('decision-option-red-4').click();
  expect(await unseen(bo, 'decision-confirm', { whole: true })).toBeNull();
  await bo.getByTestId('decision-confirm').click();
  // Every seat and the spectator are told what the Laser did. Not by Ada's spread alone: the bot,
  // next to play, may dig Red 4 out of the Scrap Heap and add it back within its 0.2-0.4 s of
  // thought, before a loaded machine has read three pages (about half the runs beside another file).
  for (const page of everyone) {
    await expect.poll(() => page.getByTestId('event-log').textContent()).toContain("Bo's power takes Red 4 out of Ada's spread.");
    await expect.poll(() => page.getByTestId('decision-panel').count()).toBe(0);
  }

  // Ada goes out: the set of 9s, then her last card.
  const last = await draw(ada);
  await select(ada, ['gray-9', 'green-9', 'blue-9']);
  await ada.getByTestId('lay-down-set').click();
  await select(ada, [last]);
  await ada.getByTestId('discard-button').click();
  await ada.getByTestId('discard-button-confirm').click();

  // The hand's end is a moment for everyone, with its scores.
  const handMoment = (page: Page) => page.locator('[data-testid="moment"][data-moment="hand-result"]');
  for (const page of everyone) {
    await handMoment(page).waitFor();
    expect(await handMoment(page).getByRole('heading').textContent()).toBe('Hand 1 is over: Ada went out');
    await expect.poll(() => page.getByTestId(`seat-${adaSeat}-score`).textContent()).toMatch(/35/);
  }
  await lookAt(ada, 'robots-playtest-hand-end-laptop');
  await lookAt(bo, 'robots-playtest-hand-end-phone');
  await ada.getByTestId('moment-dismiss').click();
  await handMoment(ada).waitFor({ state: 'detached' });

  // The next hand, stacked too, so that Ada can reach the target on her first turn. Everyone
  // reloads (Bo, the first to play, in the middle of it): Ada put the moment away, Bo did not.
  await restackHand(e2e().server.store, matchID, content, (first, second) => {
    expect([first, second], 'hand 2 starts left of the new dealer').toEqual([boSeat, botSeat]);
    return {
      hands: {
        [boSeat]: ['purple-3', 'green-2', 'blue-6', 'green-13', 'green-8', 'purple-7', 'blue-2'],
        [botSeat]: ['purple-2', 'gray-2', 'green-5', 'blue-8', 'gray-6', 'blue-3', 'purple-8'],
        [adaSeat]: ['red-4', 'red-5', 'red-6', 'red-7', 'gray-9', 'green-9', 'blue-9'],
      },
      up: 'blue-4',
      factoryTop: ['gray-3', 'green-4', 'purple-5', 'gray-4'],
    };
  });
  for (const page of everyone) {
    await page.reload();
    await page.getByTestId('factory').waitFor();
  }
  await bo.getByTestId('hand-card-purple-7').waitFor();
  await handMoment(bo).waitFor();
  expect(await handMoment(ada).count()).toBe(0);
  // Bo's Force Field leaves a marker on every screen, naming whom it holds back.
  await draw(bo);
  await lookAt(bo, 'robots-playtest-hand-two-phone');
  await bo.getByTestId('moment-dismiss').click();
  // The marker lasts the bot's turn, a few seconds: each page watches for it from before the
  // discard, all at once, where reading the pages one after another on a loaded machine could
  // come to the last after the bot had played and the Force Field was spent.
  const markers = ([[ada, "Bo's"], [bo, 'Your'], [watcher, "Bo's"]] as const).map(([page, whose]) =>
    page.waitForFunction(
      (text) => document.querySelector('[data-testid="force-field"]')?.textContent === text,
      `Force Field · ${whose} spreads are shielded, and Bot Babbage cannot take from the Scrap Heap this turn.`,
      { polling: 'raf', timeout: 30_000 },
    ),
  );
  await discard(bo, 'green-13');
  await Promise.all(markers);
  expect(await unseen(bo, 'force-field')).toBeNull();
  await lookAt(bo, 'robots-playtest-force-field-phone');

  // Ada goes out again, past the target: the game's result, and a Rematch.
  const drawn = await draw(ada);
  await select(ada, ['red-4', 'red-5', 'red-6', 'red-7']);
  await ada.getByTestId('lay-down-run').click();
  await select(ada, ['gray-9', 'green-9', 'blue-9']);
  await ada.getByTestId('lay-down-set').click();
  await select(ada, [drawn]);
  await ada.getByTestId('discard-button').click();
  await ada.getByTestId('discard-button-confirm').click();
  // The result, with the deciding hand's own table (its end has no moment of its own).
  for (const page of everyone) {
    await expect.poll(() => page.getByTestId('moment').getByRole('heading').allTextContents()).toContain('Ada wins ROBOTS!');
    expect(await page.getByTestId('moment').getByTestId('score-hand-2').count()).toBe(1);
  }
  await lookAt(ada, 'robots-playtest-end-laptop');
  await lookAt(bo, 'robots-playtest-end-phone');
  await lookAt(watcher, 'robots-playtest-end-spectator');
  // Both people follow into the rematch; the bot sits down again by itself.
  for (const page of [ada, bo]) await page.getByTestId('rematch').click();
  for (const page of [ada, bo]) {
    await page.waitForURL((url) => !url.toString().endsWith(matchID));
    await page.getByTestId('factory').waitFor();
  }
  await lookAt(bo, 'robots-playtest-rematch-phone');
}, 240_000);
