import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { loadGames } from '../../games/kit/content/load-content.ts';
import type { RobotsContent } from '../../games/robots/content-types.ts';
import { cardInfo } from '../../ui/boards/robots/card-info.ts';
import { useE2e } from '../support/e2e-harness.ts';
import { restackHand } from '../support/robots-deal.ts';
import { recordSent, sentBy } from '../support/sent-events.ts';
import { ROBOTS, canSeeCard, decisionOptions, handOf, heapOf, spreadsOf } from '../support/robots-table.ts';

// Two playtesters in two browser profiles play one ROBOTS! match created in the lobby, with
// the UI only. The deal is stacked from the test side (the server's store), so each turn is
// known: the first player opens quietly; the second lays a run and recycles a card from the
// Scrap Heap; the first takes from the heap, lays a set and lasers the second one's run apart.
const e2e = useE2e();
const content = loadGames('content').games.find((g) => g.module.id === 'robots')!.content as RobotsContent;

/** `first` plays first (a quiet turn, then the Laser); `second` lays a run and recycles. */
const DEAL = (first: string, second: string) => ({
  hands: {
    [first]: ['gray-7', 'blue-7', 'purple-7', 'red-14', 'green-3', 'blue-4', 'purple-2'],
    [second]: ['red-2', 'red-3', 'red-4', 'blue-12', 'gray-5', 'green-8', 'purple-9'],
  },
  up: 'green-9',
  factoryTop: ['gray-6', 'purple-5'],
});

/** Cards each player holds that no one else ever sees face up in this match. */
const NEVER_SHOWN = {
  first: ['green-3', 'blue-4', 'gray-6'],
  second: ['gray-5', 'green-8', 'purple-9', 'purple-5'],
};

/** Seated: the waiting room while a seat is empty, the table once every seat is held. */
const seated = (page: Page) => page.locator('[data-testid="waiting-room"], [data-testid="factory"]').first().waitFor();
const seatPage = (page: Page) => page.getByTestId('factory').waitFor();

async function sameOnBoth(pages: Page[], read: (page: Page) => Promise<unknown>, expected: unknown): Promise<void> {
  for (const page of pages) await expect.poll(() => read(page)).toEqual(expected);
}

async function select(page: Page, cards: string[]): Promise<void> {
  for (const card of cards) {
    await page.getByTestId(`hand-card-${card}`).click();
    await expect.poll(() => page.getByTestId(`hand-card-${card}`).getAttribute('aria-pressed')).toBe('true');
  }
}

test('two players play a turn each with a spread and a power; only the decider sees the choices; hands stay secret', async () => {
  const ada = await e2e().newPlayer();
  recordSent(ada);
  await ada.goto(e2e().server.url);
  const form = ada.getByRole('form', { name: `New match of ${ROBOTS}` });
  await form.getByTestId('create-name').fill('Ada');
  await form.getByTestId('create-match').click();
  await seated(ada);
  const invite = await ada.getByTestId('invite-link').first().inputValue();
  expect(invite).toContain('#/match/robots/');

  const bo = await e2e().newPlayer();
  recordSent(bo);
  await bo.goto(invite);
  await bo.getByTestId('join-name').fill('Bo');
  await bo.getByTestId('join-submit').click();
  // The table appears for both the moment the last seat is taken.
  await seatPage(bo);
  await seatPage(ada);

  const G = await restackHand(e2e().server.store, invite.split('/').at(-1)!, content, DEAL);
  const firstSeat = G.turn.player;
  const secondSeat = G.players.find((p) => p !== firstSeat)!;
  const pageOf: Record<string, Page> = { '0': ada, '1': bo };
  const nameOf: Record<string, string> = { '0': 'Ada', '1': 'Bo' };
  const [first, second] = [pageOf[firstSeat], pageOf[secondSeat]];
  const [firstName, secondName] = [nameOf[firstSeat], nameOf[secondSeat]];
  const both = [first, second];
  const name = (card: string) => cardInfo(content, G.variant, card).name;
  const hands = { first: [...G.hands[firstSeat]], second: [...G.hands[secondSeat]] };

  /** Each screen shows its own hand exactly and nothing of the other's secret cards. */
  const expectHands = async () => {
    await expect.poll(() => handOf(first)).toEqual([...hands.first].sort());
    await expect.poll(() => handOf(second)).toEqual([...hands.second].sort());
    for (const card of NEVER_SHOWN.second) expect(await canSeeCard(first, card, name(card)), `${firstName} sees ${card}`).toBe(false);
    for (const card of NEVER_SHOWN.first) expect(await canSeeCard(second, card, name(card)), `${secondName} sees ${card}`).toBe(false);
    // The same look finds a card where it is shown: its holder's screen.
    expect(await canSeeCard(second, NEVER_SHOWN.second[0], name(NEVER_SHOWN.second[0]))).toBe(true);
  };

  for (const page of both) await page.reload();
  await expectHands();
  await sameOnBoth(both, heapOf, ['green-9']);
  await sameOnBoth(both, (p) => p.getByTestId('factory').getAttribute('data-count'), String(74 - 14 - 1));

  // Each screen offers what its player can do now: the player to draw gets Draw and Take, the
  // other player the play buttons, greyed (nothing is printed beside them).
  await first.getByTestId('draw-actions').waitFor();
  expect(await first.getByTestId('build-panel').count()).toBe(0);
  expect(await second.getByTestId('draw-button').count()).toBe(0);
  // A refused action says why and sends nothing: the second player discards out of turn. The
  // button stays focusable while refused (aria-disabled) with its reason on hover and focus;
  // pressing it says the reason once, in a note that lasts only while the state does.
  await select(second, ['gray-5']);
  const refused = second.getByTestId('discard-button');
  expect(await refused.getAttribute('aria-disabled')).toBe('true');
  expect(await refused.getAttribute('title')).toBe('Wait for your turn.');
  const secondSentBefore = sentBy(second).length;
  await refused.press('Enter');
  await expect.poll(() => second.getByTestId('private-notice').textContent()).toMatch(/Wait for your turn/);
  await sameOnBoth(both, heapOf, ['green-9']);

  // Turn 1, first player: draws from the Robot Factory, discards Purple 2. The draw changes the
  // state, so the second player's note about the turn goes.
  await first.getByTestId('draw-button').click();
  hands.first.push('gray-6');
  await expect.poll(() => handOf(first)).toEqual([...hands.first].sort());
  await second.getByTestId('private-notice').waitFor({ state: 'detached' });
  expect(sentBy(second).slice(secondSentBefore), 'what the refused discard sent, once a later move reached its screen').toEqual([]);
  await second.getByTestId('clear-selection').click();
  await select(first, ['purple-2']);
  await first.getByTestId('discard-button').click();
  hands.first = hands.first.filter((c) => c !== 'purple-2');
  await sameOnBoth(both, heapOf, ['green-9', 'purple-2']);
  await expectHands();

  // Turn 1, second player: draws, lays down a red run, discards Blue 12 (Recycle).
  await second.getByTestId('draw-button').click();
  hands.second.push('purple-5');
  await expect.poll(() => handOf(second)).toEqual([...hands.second].sort());
  await select(second, ['red-2', 'red-3', 'red-4']);
  await second.getByTestId('lay-down-run').click();
  hands.second = hands.second.filter((c) => !['red-2', 'red-3', 'red-4'].includes(c));
  await sameOnBoth(both, (p) => spreadsOf(p, secondSeat), [['red-2', 'red-3', 'red-4']]);
  await select(second, ['blue-12']);
  await expect.poll(() => second.getByTestId('discard-power-note').textContent()).toMatch(/Recycle/);
  await second.getByTestId('discard-button').click();
  hands.second = hands.second.filter((c) => c !== 'blue-12');

  // Recycle asks the second player alone which card to pull out of the Scrap Heap.
  await second.getByTestId('decision-panel').waitFor();
  expect(await second.getByTestId('decision-panel').getAttribute('data-kind')).toBe('card');
  await expect.poll(async () => (await decisionOptions(second)).sort()).toEqual(['green-9', 'purple-2']);
  expect(await second.getByTestId('turn-status').textContent()).toMatch(/your decision/);
  await first.getByTestId('decision-panel').waitFor();
  expect(await first.getByTestId('decision-waiting').textContent()).toContain(`Waiting for ${secondName}`);
  expect(await decisionOptions(first)).toEqual([]);
  expect(await first.getByTestId('decision-confirm').count()).toBe(0);
  expect(await first.getByTestId('turn-status').textContent()).toContain(`${secondName} decides`);
  // Meanwhile the decider's other buttons say why they wait (on hover and focus), and no screen names a seat number.
  await select(second, ['gray-5']);
  await expect.poll(() => second.getByTestId('lay-down-set').getAttribute('title')).toBe("Answer the power's question first: Take a card from the Scrap Heap (Recycle).");
  for (const page of both) expect(await page.locator('body').textContent()).not.toMatch(/Player \d/);
  await second.getByTestId('clear-selection').click();

  await second.getByTestId('decision-option-green-9').click();
  await second.getByTestId('decision-confirm').click();
  hands.second.push('green-9');
  await sameOnBoth(both, (p) => p.getByTestId('decision-panel').count(), 0);
  await sameOnBoth(both, heapOf, ['purple-2', 'blue-12']);
  await expectHands();
  for (const page of both) {
    const log = await page.getByTestId('event-log').textContent();
    expect(log).toContain(`Recycle! ${secondName}'s Blue 12 sets off its power.`);
    expect(log).toContain(`${secondName} takes Green 9 from the Scrap Heap.`);
  }
  await sameOnBoth(both, (p) => p.getByTestId('turn-status').textContent(), expect.stringMatching(new RegExp(`^Your turn|^${firstName}'s turn`)));

  // Turn 2, first player: takes Blue 12 off the heap, lays a set of 7s, fires Red 14 at the run.
  await first.getByTestId('heap-card-blue-12').click();
  await expect.poll(() => first.getByTestId('take-summary').textContent()).toBe('Take Blue 12 from the top.');
  await first.getByTestId('take-button').click();
  hands.first.push('blue-12');
  await sameOnBoth(both, heapOf, ['purple-2']);
  await select(first, ['gray-7', 'blue-7', 'purple-7']);
  await first.getByTestId('lay-down-set').click();
  hands.first = hands.first.filter((c) => !['gray-7', 'blue-7', 'purple-7'].includes(c));
  await sameOnBoth(both, (p) => spreadsOf(p, firstSeat), [['gray-7', 'blue-7', 'purple-7']]);
  await select(first, ['red-14']);
  await expect.poll(() => first.getByTestId('discard-power-note').textContent()).toMatch(/Freakin' Laser Beam/);
  await first.getByTestId('discard-button').click();
  hands.first = hands.first.filter((c) => c !== 'red-14');

  await first.getByTestId('decision-panel').waitFor();
  await expect.poll(() => decisionOptions(first)).toEqual(expect.arrayContaining(['red-2', 'red-3', 'red-4']));
  await second.getByTestId('decision-panel').waitFor();
  expect(await second.getByTestId('decision-waiting').textContent()).toContain(`Waiting for ${firstName}`);
  expect(await decisionOptions(second)).toEqual([]);
  await first.getByTestId('decision-option-red-3').click();
  await first.getByTestId('decision-confirm').click();

  // The run fell apart: Red 2 and Red 4 went back to its owner, Red 3 and the laser under the heap.
  hands.second.push('red-2', 'red-4');
  await sameOnBoth(both, (p) => p.getByTestId('decision-panel').count(), 0);
  await sameOnBoth(both, (p) => spreadsOf(p, secondSeat), []);
  await sameOnBoth(both, (p) => spreadsOf(p, firstSeat), [['gray-7', 'blue-7', 'purple-7']]);
  await sameOnBoth(both, heapOf, ['red-14', 'red-3', 'purple-2']);
  await expectHands();
  for (const page of both) {
    const log = await page.getByTestId('event-log').textContent();
    expect(log).toContain(`${firstName}'s power takes Red 3 out of ${secondName}'s spread. The spread fell apart: Red 2 and Red 4 went back to the hands of those who played them.`);
    for (const seat of [firstSeat, secondSeat]) expect(await page.getByTestId(`seat-${seat}-score`).textContent()).toBe('0 pts');
    expect(await page.locator('body').textContent()).not.toMatch(/Player \d/);
  }
  await expect.poll(() => second.getByTestId('turn-status').textContent()).toMatch(/^Your turn: draw/);
  await expect.poll(() => first.getByTestId('turn-status').textContent()).toBe(`${secondName}'s turn, to draw.`);
}, 120_000);
