import { expect, test } from 'vitest';
import type { State } from 'boardgame.io';
import type { Page } from 'playwright-core';
import type { LawDef, ThreeLawsContent } from '../../games/three-laws/content-types.ts';
import { turnOrder } from '../../games/three-laws/rules/table.ts';
import type { ThreeLawsState } from '../../games/three-laws/state.ts';
import { gamesWithThreeLawsRules, THREE_LAWS_ID } from '../server/helpers/three-laws-play.ts';
import { useE2e } from '../support/e2e-harness.ts';
import { fitsScreen, seatThroughLobby } from '../support/e2e-table.ts';

// Four playtesters in four browser profiles play a round of 3 Laws created in the lobby, with
// the UI only. The Law deck holds one law, so the law in force is known: every question ends
// with a question mark. The first asker forgets it; the player after the one asked calls Error.
const QUESTION_MARK: LawDef = { id: 'query-syntax', name: 'Query Syntax', text: 'Every question ends with a question mark.', check: { acts: ['question'], text: [{ endsWith: '?' }] } };
const games = gamesWithThreeLawsRules({ accuseWindowSeconds: 2 }).map((g) => {
  if (g.module.id !== THREE_LAWS_ID) return g;
  const content = g.content as ThreeLawsContent;
  return { module: g.module, content: { ...content, laws: { laws: [QUESTION_MARK] }, rules: { ...content.rules, rounds: [{ laws: 0 }, { laws: 1 }, { laws: 0 }] } } };
});
const e2e = useE2e({ games });
const NAMES = ['Ada', 'Bo', 'Cy', 'Di'];

async function stored(matchID: string): Promise<State<ThreeLawsState>> {
  return (await e2e().server.store.fetch(matchID, { state: true })).state as State<ThreeLawsState>;
}

async function ask(page: Page, target: string, text: string): Promise<void> {
  await page.getByTestId(`ask-target-${target}`).click();
  await page.getByTestId('question-text').fill(text);
  await page.getByTestId('ask-send').click();
}

async function answer(page: Page, text: string): Promise<void> {
  await page.getByTestId('answer-text').fill(text);
  await page.getByTestId('answer-send').click();
}

test('four players (one on a phone) play a round with a law in force: one Error called and judged right, keys passed and refused, the reveal and the score; every screen fits its width', async () => {
  // Di plays on a phone.
  const { pages, matchID } = await seatThroughLobby(e2e(), { title: '3 Laws of Robotics', names: NAMES, phone: 'Di', configure: (form) => form.getByTestId('create-start').selectOption('round-2').then(() => undefined) });
  for (const page of pages) await page.getByTestId('turn-status').waitFor();
  for (const page of pages) await fitsScreen(page);
  // Ada's laptop, four seats in a row: each seat's Faction card at 4.5rem, to read without leaning in, and no tag cut short.
  const ada = pages[0];
  await ada.setViewportSize({ width: 1280, height: 800 });
  const cardWidths = await ada.locator('.tl-seat .tl-fcard').evaluateAll((cards) => cards.map((c) => c.getBoundingClientRect().width));
  expect(cardWidths).toHaveLength(NAMES.length);
  for (const width of cardWidths) expect(width).toBeGreaterThanOrEqual(4.5 * 16 - 0.5);
  // The tags have a row of their own under the card, the seat's whole width: beside a 4.5rem card "Your right" was cut short.
  const squeezed = await ada.locator('.tl-seat__tags:not(:empty)').evaluateAll((rows) => rows.filter((r) => r.getBoundingClientRect().width < r.closest('.tl-seat__body')!.getBoundingClientRect().width - 1).length);
  expect(squeezed, 'tag rows narrower than their seat').toBe(0);
  expect(await ada.locator('.tl-seat .tl-tag').evaluateAll((tags) => tags.filter((t) => t.scrollWidth > t.clientWidth).map((t) => t.textContent))).toEqual([]);
  // Each table tells the game its seat's name by itself, even when the four land at once.
  await expect.poll(async () => (await stored(matchID)).G.names).toEqual(Object.fromEntries(NAMES.map((name, i) => [String(i), name])));

  const { G } = await stored(matchID);
  expect(G.lawsInForce).toEqual(['query-syntax']);
  for (const page of pages) await expect.poll(() => page.getByTestId('law-query-syntax').count()).toBe(1);
  // Each screen shows the three other cards and its own face down.
  for (const [seat, page] of pages.entries()) {
    for (const p of G.players) {
      const card = page.getByTestId(`card-${p}`);
      const text = await card.innerText();
      if (p === String(seat)) expect(text).not.toMatch(/Android|AI|Robot/);
      else expect(text).toContain(String(G.cards[p].rank));
    }
  }

  const order = turnOrder(G, G.startPlayer);
  const pageOf = (p: string) => pages[Number(p)];
  const [a, b, c] = order;

  // A forgets the question mark; the law warning says so, and A sends it anyway.
  await pageOf(a).getByTestId(`ask-target-${b}`).click();
  await pageOf(a).getByTestId('question-text').fill('Am I the highest rank you see');
  await expect.poll(() => pageOf(a).getByTestId('question-warning').innerText()).toMatch(/Query Syntax/);
  await pageOf(a).getByTestId('ask-send').click();
  await pageOf(b).getByTestId('answer-composer').waitFor();
  await answer(pageOf(b), 'Yes.');
  // Di's phone: the table talk and the chat, which holds one line, span the column as the seats do (the wide grid's
  // align-items: start shrank each to its words).
  await expect.poll(() => pages[3].locator('.tl-talk').innerText()).toContain('Yes.');
  const widthOf = async (selector: string) => (await pages[3].locator(selector).boundingBox())!.width;
  const seatsWidth = await widthOf('.tl-seats');
  for (const panel of ['.tl-talk', '.tl-chat']) expect(await widthOf(panel), `${panel} as wide as the seats`).toBeGreaterThanOrEqual(seatsWidth - 1);

  // C calls Error on A's question: judged right, and C holds a token from the supply.
  await pageOf(c).getByTestId('error-r2-1').click();
  for (const page of pages) await expect.poll(() => page.getByTestId('verdict-r2-1').innerText()).toMatch(/right/i);
  await expect.poll(async () => (await stored(matchID)).G.tokens[c]).toBe(1);
  // A's own question offers A no Error button, and nobody may call it twice: each screen has the verdict by now.
  for (const page of pages) expect(await page.getByTestId('error-r2-1').count()).toBe(0);
  // The verdict is a moment at every seat: a panel over the table, or a chip in the notice rail
  // for the next asker, who must act now.
  const verdict = (page: Page, as: 'moment' | 'moment-aside') => page.locator(`[data-testid="${as}"][data-moment="error-verdict"]`);
  await verdict(pageOf(b), 'moment-aside').waitFor();
  expect(await verdict(pageOf(b), 'moment-aside').textContent()).toMatch(/^Error called on /);
  for (const p of [a, c]) {
    await verdict(pageOf(p), 'moment').waitFor();
    expect(await verdict(pageOf(p), 'moment').getByRole('heading').textContent()).toMatch(/^Error called on /);
    expect(await verdict(pageOf(p), 'moment').textContent()).toMatch(/right/i);
  }
  // Put away, it stays away after a reload; C's was never put away and comes back.
  await pageOf(a).getByTestId('moment-dismiss').click();
  await verdict(pageOf(a), 'moment').waitFor({ state: 'detached' });
  for (const p of [a, c]) await pageOf(p).reload();
  await verdict(pageOf(c), 'moment').waitFor();
  await pageOf(a).getByTestId('turn-status').waitFor();
  expect(await verdict(pageOf(a), 'moment').count()).toBe(0);
  await pageOf(c).getByTestId('moment-dismiss').click();

  // The other queries keep the law.
  for (let i = 1; i < order.length; i++) {
    const asker = order[i];
    const target = order[(i + 1) % order.length];
    await pageOf(asker).getByTestId('query-composer').waitFor();
    await ask(pageOf(asker), target, 'Is my rank 3 or more?');
    await pageOf(target).getByTestId('answer-composer').waitFor();
    await answer(pageOf(target), 'No.');
  }

  // Transfer: A gives the keys to B, who refuses; everyone else keeps theirs.
  await pageOf(a).getByTestId('give-controls').waitFor();
  await pageOf(a).getByTestId(`give-${b}`).click();
  await pageOf(a).getByTestId(`give-${b}-confirm`).click();
  await pageOf(b).getByTestId('refuse-keys').click();
  for (const p of order.slice(1)) {
    await pageOf(p).getByTestId('keep').click();
    await pageOf(p).getByTestId('keep-confirm').click();
  }

  // The Reveal: the four turn their cards up at the same moment, half by clicking the card on
  // their seat; the last one in scores the round. All but the first arrive on a state the others'
  // reveals moved on from, and every one is played (games/kit/rules/at-once.ts).
  await Promise.all(pages.map((page, i) => page.getByTestId(i % 2 === 0 ? 'card-reveal' : 'reveal').click()));
  await expect.poll(async () => (await stored(matchID)).G.step.kind, { timeout: 15_000 }).toBe('round-end');
  const end = await stored(matchID);
  expect(end.G.keys[a]).toBe(1);
  for (const page of pages) {
    await page.getByTestId('round-facts').waitFor();
    for (const f of end.G.history[0].factions) await expect.poll(() => page.getByTestId(`faction-result-${f.faction}`).count()).toBe(1);
  }
  for (const page of pages) await fitsScreen(page);
  // Ready, all four at once as well.
  await Promise.all(pages.map((page) => page.getByTestId('ready').click()));
  // The last Ready travels through a socket and the server: a loaded machine took more than the default second (one CI run).
  // Polled as words that name the seats counted so far: one CI run in many waited here, and its failure should say whose Ready the server never counted.
  const roundNow = async () => {
    const { G, _stateID } = await stored(matchID);
    return G.round === 3 ? 'round 3' : `round ${G.round}, ${G.step.kind}, ready ${'ready' in G.step ? G.step.ready.join(',') : '-'}, state ${_stateID}`;
  };
  await expect.poll(roundNow, { timeout: 15_000 }).toBe('round 3');
  for (const page of pages) await page.getByTestId('turn-status').waitFor();
}, 240_000);
