import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useE2e } from '../support/e2e-harness.ts';
import { say } from '../support/e2e-table.ts';
import { recordSent, sentBy } from '../support/sent-events.ts';

/** The lobby lists every game with a table; these tests create Are You A Robot? matches. */
const createForm = (page: Page) => page.getByRole('form', { name: 'New match of Are You A Robot?' });

// Three players in three separate browser profiles (separate localStorage, separate sockets)
// play one Basic match that starts in the lobby, as playtesters would.
const e2e = useE2e();

async function newPlayer(width?: number): Promise<Page> {
  const page = await e2e().newPlayer(width);
  recordSent(page);
  return page;
}

/** Seated: the waiting room while a seat is empty, the table once every seat is held. */
const seated = (page: Page) => page.locator('[data-testid="waiting-room"], [data-testid="own-card"]').first().waitFor();

async function joinByInvite(page: Page, link: string, name: string): Promise<void> {
  await page.goto(link);
  await page.getByTestId('join-name').fill(name);
  await page.getByTestId('join-submit').click();
  await seated(page);
}

const ownCard = (page: Page) => page.getByTestId('own-card').getAttribute('data-card');
/** The chat's lines, read whether the chat is a column or a phone's shut drawer. */
const chatText = (page: Page) => page.getByTestId('chat-messages').textContent();


/** The scripts a page asked for, by file name: the UI's chunks (ui/build/play-chunk.ts). */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname.split('/').pop()!);
  });
  return scripts;
}

test('three players and a spectator join a Basic match from the lobby, which loads no game’s code and the match only its own; each sees only their own card; a Human zaps', async () => {
  const ada = await newPlayer();
  const adaScripts = scriptsOf(ada);
  await ada.goto(e2e().server.url);
  await createForm(ada).waitFor();
  // The lobby draws every game's cover without any game's table, rules or bots, and no match code.
  expect(adaScripts.filter((name) => /^(game-|play-)/.test(name))).toEqual([]);
  await createForm(ada).getByTestId('create-name').fill('Ada');
  await createForm(ada).getByTestId('create-mode').selectOption('basic');
  await createForm(ada).getByTestId('create-match').click();
  await seated(ada);
  const invite = await ada.getByTestId('invite-link').first().inputValue();
  expect(invite).toContain('#/match/are-you-a-robot/');
  // The match loads what matches share and its own game's chunk, no other game's.
  expect(adaScripts.filter((name) => name.startsWith('game-')).map((name) => name.replace(/-[\w-]{8}\.js$/, ''))).toEqual(['game-are-you-a-robot']);
  expect(adaScripts.filter((name) => name.startsWith('play-'))).toHaveLength(1);

  const bo = await newPlayer();
  const cy = await newPlayer(420); // a phone-sized window plays too
  await joinByInvite(bo, invite, 'Bo');
  await joinByInvite(cy, invite, 'Cy');
  const pages = [ada, bo, cy];
  for (const page of pages) await page.getByTestId('own-card').waitFor();

  const watcher = await newPlayer();
  await watcher.goto(invite);
  await watcher.getByTestId('spectate').click();
  await watcher.getByTestId('seat-2').waitFor();

  await ada.getByTestId('chat-input').fill('I am definitely human.');
  await ada.getByTestId('chat-send').click();
  for (const page of [bo, cy, watcher]) {
    await expect.poll(() => chatText(page)).toContain('I am definitely human.');
  }
  // The chat line came after the watcher's table was drawn: a card sent to it would be here by now.
  expect(await watcher.locator('[data-card]').count()).toBe(0);
  // On the phone the chat is a drawer: its shut handle shows the latest line and counts it unread.
  expect(await cy.getByTestId('dock-chat').textContent()).toContain('Ada: I am definitely human.');
  expect(await cy.getByTestId('dock-chat-unread').textContent()).toMatch(/^1/);
  expect(await watcher.getByTestId('chat-input').isDisabled()).toBe(true);
  expect(await watcher.getByTestId('chat-disabled-reason').textContent()).toMatch(/\S/);

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

  // A Robot's ZAP looks like anyone's and asks to confirm like anyone's; only the confirming
  // press explains, privately, and changes nothing anywhere.
  const target = String((cards.indexOf('robot') + 1) % 3);
  const robotSentBefore = sentBy(robot).length;
  await robot.getByTestId(`zap-${target}`).click();
  await robot.getByTestId(`zap-${target}-confirm`).click();
  await expect.poll(() => robot.getByTestId('private-notice').textContent()).toMatch(/Robots can never shoot/);
  // A chat line after the press leaves on the same socket, behind anything the press sent.
  await say(robot, 'Beep. I mean: hello.');
  for (const page of pages) await expect.poll(() => chatText(page)).toContain('Beep. I mean: hello.');
  expect(sentBy(robot).slice(robotSentBefore)).toEqual(['chat']);
  for (const page of pages) {
    expect(await page.getByTestId('outcome-banner').count()).toBe(0);
  }
  for (const page of pages.filter((p) => p !== robot)) {
    expect(await page.getByTestId('private-notice').count()).toBe(0);
  }

  // One press on ZAP only asks; Cancel takes it back and nothing is sent.
  const shooterSentBefore = sentBy(shooter).length;
  await shooter.getByTestId(`zap-${robotSeat}`).click();
  await shooter.getByTestId(`zap-${robotSeat}-cancel`).click();
  await shooter.getByTestId(`zap-${robotSeat}`).waitFor();

  await shooter.getByTestId(`zap-${robotSeat}`).click();
  await shooter.getByTestId(`zap-${robotSeat}-confirm`).click();

  for (const page of [...pages, watcher]) {
    const banner = page.getByTestId('outcome-banner');
    await banner.waitFor();
    expect(await banner.textContent()).toMatch(/Humans/i);
    for (const seat of ['0', '1', '2']) {
      await expect.poll(() => page.getByTestId(`reveal-${seat}`).count()).toBe(1);
    }
    expect(await page.getByTestId(`reveal-${robotSeat}`).textContent()).toMatch(/Robot/i);
  }
  // The game ended on the one ZAP the shooter confirmed: the cancelled one went nowhere.
  expect(sentBy(shooter).slice(shooterSentBefore)).toEqual(['update zap']);
  const shooterSeat = String(shooterIndex);
  expect(await ada.getByTestId(`reveal-${shooterSeat}`).getAttribute('data-winner')).not.toBeNull();
  expect(await ada.getByTestId(`reveal-${robotSeat}`).getAttribute('data-winner')).toBeNull();

  // The zapped Robot was out while the game ran; once it ends the chat is open to every seat again.
  expect(await robot.getByTestId('you-are-out').textContent()).not.toMatch(/talk/);
  expect(await robot.getByTestId('chat-input').isDisabled()).toBe(false);
}, 120_000);
