import { expect, test } from 'vitest';
import type { State } from 'boardgame.io';
import type { Page } from 'playwright-core';
import type { BiasContent } from '../../games/bias-effect/content-types.ts';
import type { BiasState } from '../../games/bias-effect/state.ts';
import { loadGames } from '../../games/kit/content/load-content.ts';
import { BIAS_EFFECT_ID } from '../server/helpers/bias-effect-play.ts';
import { useE2e } from '../support/e2e-harness.ts';
import { fitsScreen, seatThroughLobby } from '../support/e2e-table.ts';
import { brokenWords, outsideWidth } from '../support/on-screen.ts';

// Three playtesters in three browser profiles (one on a phone) play a round of Bias Effect
// created in the lobby, with the UI only. The server's decks hold one shipped design each (the
// table draws card faces from the shipped content it was built with), chosen by what the card
// does, so a designer's renaming breaks nothing: an Algorithm card that only gains its owner
// chips, a Left Belief, and a Life card whose left outcome pays Left-leaning players.
const shipped = loadGames('content').games;
const bias = shipped.find((g) => g.module.id === BIAS_EFFECT_ID)!.content as BiasContent;
const onlyStep = (script: unknown, step: string) => (Array.isArray(script) && script.length === 1 ? (script[0] as Record<string, Record<string, unknown>>)[step] : undefined);
function pick<T>(cards: T[], what: string, test: (card: T) => boolean): T {
  const card = cards.find(test);
  if (!card) throw new Error(`content/bias-effect has no ${what}: the browser test needs one.`);
  return card;
}
const gainCard = pick(bias.algorithms.algorithms, 'Algorithm card that only gains its owner chips', (a) => onlyStep(a.script, 'gain-chips')?.players === 'owner');
const GAIN = Number(onlyStep(gainCard.script, 'gain-chips')!.amount);
const leftBelief = pick(bias.beliefs.beliefs, 'Left Belief', (b) => b.side === 'left');
const lifeCard = pick(bias.life.life, "Life card whose left outcome pays Left-leaning players", (l) => JSON.stringify(onlyStep(l.outcomes.left.script, 'gain-chips')?.players) === '{"leaning":"left"}');
const LIFE_GAIN = Number(onlyStep(lifeCard.outcomes.left.script, 'gain-chips')!.amount);
const games = shipped.map((g) => {
  if (g.module.id !== BIAS_EFFECT_ID) return g;
  return {
    module: g.module,
    content: {
      ...bias,
      algorithms: { algorithms: [{ ...gainCard, copies: 40 }] },
      beliefs: { beliefs: [{ ...leftBelief, copies: 20 }] },
      life: { life: [{ ...lifeCard, copies: 6 }] },
    },
  };
});
const e2e = useE2e({ games });
const NAMES = ['Ada', 'Bo', 'Cy'];

async function stored(matchID: string): Promise<State<BiasState>> {
  return (await e2e().server.store.fetch(matchID, { state: true })).state as State<BiasState>;
}

const handCards = (page: Page) => page.locator(`[data-testid="hand"] [data-testid^="hand-${gainCard.id}#"]`).count();

test('three players (one on a phone) play a round through the lobby: draw, trade in, sealed bids revealed together, program, the Life card lit, an Algorithm card; every screen fits its width', async () => {
  const { pages, matchID } = await seatThroughLobby(e2e(), { title: 'Bias Effect', names: NAMES, phone: 'Cy', configure: (form) => form.getByTestId('create-players').fill('3') });
  const [ada, bo, cy] = pages;
  for (const page of pages) await page.getByTestId('turn-status').waitFor();
  for (const page of pages) await fitsScreen(page);

  // Draw: 3 dealt and 1 drawn at the round's start; each screen shows its own four cards.
  const start = await stored(matchID);
  expect(start.G.step.kind).toBe('trade');
  for (const page of pages) await expect.poll(() => handCards(page)).toBe(4);
  // On the phone the hand is two cards a row, each wholly on the screen, not a row scrolled sideways with its second card cut.
  expect(await outsideWidth(cy, '[data-testid="hand"] .tw-face')).toEqual([]);
  // And its words read at 12px or more there: the print's sizes, drawn on a card that size, left them at 11.
  const wordsPx = await cy.locator('[data-testid="hand"] .tw-face').first().evaluate((face, words) => {
    const holder = [...face.querySelectorAll<HTMLElement>('*')].filter((el) => el.textContent?.trim() === words.trim()).at(-1);
    return holder ? parseFloat(getComputedStyle(holder).fontSize) : 0;
  }, gainCard.text);
  expect(wordsPx, "the Algorithm card's words on the phone, in px").toBeGreaterThanOrEqual(12);

  // Trade-in: Ada trades a card in; the others keep theirs. Nothing shows until all have chosen.
  const traded = start.G.hands['0'][0];
  await ada.getByTestId(`hand-${traded}`).click();
  await ada.getByTestId('trade-card').click();
  // Her choice, sealed, stays in the dock, folded away while she has nothing more to do.
  await ada.getByTestId('own-trade').waitFor({ state: 'attached' });
  await expect.poll(async () => (await stored(matchID)).G.step.kind).toBe('trade');
  // Every name is in the status from the start ("still choosing: Ada, …"): wait for Ada among those who chose.
  await expect.poll(() => bo.getByTestId('sealed-status').innerText()).toMatch(/^Chosen: Ada \(1 of 3\)/);
  expect(await bo.getByTestId('sealed-status').innerText()).not.toContain(gainCard.name);
  await bo.getByTestId('trade-none').click();
  // Bo's own choice is a later state than Ada's: still no word of her card.
  await expect.poll(() => bo.getByTestId('sealed-status').innerText()).toMatch(/^Chosen: .*\(2 of 3\)/);
  expect(await bo.getByTestId('sealed-status').innerText()).not.toContain(gainCard.name);
  await cy.getByTestId('trade-none').click();
  await expect.poll(async () => (await stored(matchID)).G.step.kind).toBe('bid');
  await expect.poll(async () => (await stored(matchID)).G.chips['0']).toBe(5 + gainCard.value);

  // Bids: Ada sees her total before she commits; nobody sees an amount until the last bid is in.
  for (let i = 0; i < 3; i++) await ada.getByTestId('bid-more').click();
  await expect.poll(() => ada.getByTestId('bid-total').innerText()).toMatch(/total 3/);
  await ada.getByTestId('bid-commit').click();
  await ada.getByTestId('bid-sealed').waitFor({ state: 'attached' });
  /** Once the screens have `count` bids in, they show no reveal and no amount. */
  const nothingShownAt = async (count: number) => {
    for (const page of [bo, cy]) await expect.poll(() => page.getByTestId('sealed-status').innerText()).toMatch(new RegExp(`^Bids in: .*\\(${count} of 3\\)`));
    for (const page of [bo, cy]) expect(await page.getByTestId('bid-reveal').count()).toBe(0);
    expect(await cy.getByTestId('round').innerText()).not.toMatch(/\b3 chips?\b.*Ada|Ada.*bid 3/);
  };
  await nothingShownAt(1);
  await bo.getByTestId('bid-commit').click();
  await nothingShownAt(2);
  await cy.getByTestId('bid-commit').click();
  for (const [seat, page] of pages.entries()) {
    await page.getByTestId('bid-reveal').waitFor();
    await expect.poll(() => page.getByTestId('bid-verdict').innerText()).toMatch(seat === 0 ? /You win control/ : /Ada wins control/);
  }
  const revealed = await stored(matchID);
  expect(revealed.G.round.bids?.lines.map((l) => l.bid)).toEqual([3, 0, 0]);
  expect(revealed.G.chips['0']).toBe(5 + gainCard.value - 3);

  // Control: Ada programs the Left Belief; the A.I. leans Left and the Life card's left outcome is lit for all.
  await ada.getByTestId('control-program').click();
  for (const page of pages) await expect.poll(() => page.getByTestId('life-left').getAttribute('data-applies')).toBe('true');
  const afterLife = await stored(matchID);
  expect(afterLife.G.mind).toHaveLength(1);
  expect(afterLife.G.round.life?.outcome).toBe('left');
  for (const page of pages) await fitsScreen(page);

  // Algorithm cards, from the bid winner clockwise: Ada plays one, Bo and Cy pass.
  const played = afterLife.G.hands['0'][0];
  await ada.getByTestId(`hand-${played}`).click();
  await ada.getByTestId('play-card').click();
  await expect.poll(async () => (await stored(matchID)).G.algorithmDiscard).toContain(played);
  await bo.getByTestId('pass').click();
  await cy.getByTestId('pass').click();

  // The last pass ends the round: the next one opens on a trade-in.
  await expect.poll(async () => (await stored(matchID)).G.step.kind).toBe('trade');
  const next = await stored(matchID);
  expect(next.G.autonomy).toBe(2);
  // Ada: 5, the trade-in, -3 bid, the Life card's gain if her identity leans left, her card's gain.
  const leansLeft = ['left', 'far-left'].includes(next.G.identities['0']);
  expect(next.G.chips['0']).toBe(5 + gainCard.value - 3 + (leansLeft ? LIFE_GAIN : 0) + GAIN);
  await expect.poll(() => ada.getByTestId('my-chips').innerText()).toContain(String(next.G.chips['0']));
  for (const page of pages) {
    await expect.poll(() => page.getByTestId('round-facts').innerText()).toMatch(/Round 2/);
    await fitsScreen(page);
  }
  // On a narrower phone Cy opens round 1's bids in the moment panel (a chip while the trade-in asks him to choose): the
  // columns' names and numbers stay whole words, though the panel breaks long words anywhere ("BONU / S"), and fit it.
  await cy.setViewportSize({ width: 360, height: 780 });
  await cy.getByTestId('moment-aside').getByRole('button', { name: 'Show' }).click();
  const bids = cy.locator('[data-testid="moment"] .be-reveal__table');
  await bids.waitFor();
  expect(await brokenWords(cy, '[data-testid="moment"] .be-reveal__table :is(thead th, td)')).toEqual([]);
  const [table, panel] = await Promise.all([bids.boundingBox(), cy.getByTestId('moment').boundingBox()]);
  expect(table!.x + table!.width, 'the bids inside the panel').toBeLessThanOrEqual(panel!.x + panel!.width);
  await fitsScreen(cy);
}, 180_000);
