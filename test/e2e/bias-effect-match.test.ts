import { expect, test } from 'vitest';
import type { State } from 'boardgame.io';
import type { Page } from 'playwright-core';
import type { BiasContent } from '../../games/bias-effect/content-types.ts';
import type { BiasState } from '../../games/bias-effect/state.ts';
import { loadGames } from '../../games/kit/content/load-content.ts';
import { BIAS_EFFECT_ID } from '../server/helpers/bias-effect-play.ts';
import { useE2e } from '../support/e2e-harness.ts';
import { fitsScreen, seatThroughLobby } from '../support/e2e-table.ts';

// Three playtesters in three browser profiles (one on a phone) play a round of Bias Effect
// created in the lobby, with the UI only. The server's decks hold one shipped design each (the
// table draws cards from the shipped content it was built with), so the round is known: every
// Algorithm card is Crypto Miner (gain 3, trades for 2), every Belief is Left, every Life card
// is Viral Video (Left-leaning players gain 2 when the A.I. leans Left).
const games = loadGames('content').games.map((g) => {
  if (g.module.id !== BIAS_EFFECT_ID) return g;
  const content = g.content as BiasContent;
  const only = <T extends { id: string; copies: number }>(cards: T[], id: string, copies: number) => cards.filter((c) => c.id === id).map((c) => ({ ...c, copies }));
  return {
    module: g.module,
    content: {
      ...content,
      algorithms: { algorithms: only(content.algorithms.algorithms, 'crypto-miner', 40) },
      beliefs: { beliefs: only(content.beliefs.beliefs, 'toaster-weekends', 20) },
      life: { life: only(content.life.life, 'viral-video', 6) },
    },
  };
});
const e2e = useE2e({ games });
const NAMES = ['Ada', 'Bo', 'Cy'];

async function stored(matchID: string): Promise<State<BiasState>> {
  return (await e2e().server.store.fetch(matchID, { state: true })).state as State<BiasState>;
}

const handCards = (page: Page) => page.locator('[data-testid="hand"] [data-testid^="hand-crypto-miner"]').count();

test('three players (one on a phone) play a round through the lobby: draw, trade in, sealed bids revealed together, program, the Life card lit, an Algorithm card; every screen fits its width', async () => {
  const { pages, matchID } = await seatThroughLobby(e2e(), { title: 'Bias Effect', names: NAMES, phone: 'Cy', configure: (form) => form.getByTestId('create-players').fill('3') });
  const [ada, bo, cy] = pages;
  for (const page of pages) await page.getByTestId('turn-status').waitFor();
  for (const page of pages) await fitsScreen(page);

  // Draw: 3 dealt and 1 drawn at the round's start; each screen shows its own four cards.
  const start = await stored(matchID);
  expect(start.G.step.kind).toBe('trade');
  for (const page of pages) await expect.poll(() => handCards(page)).toBe(4);

  // Trade-in: Ada trades a card in; the others keep theirs. Nothing shows until all have chosen.
  const traded = start.G.hands['0'][0];
  await ada.getByTestId(`hand-${traded}`).click();
  await ada.getByTestId('trade-card').click();
  await ada.getByTestId('own-trade').waitFor();
  await expect.poll(async () => (await stored(matchID)).G.step.kind).toBe('trade');
  await expect.poll(() => bo.getByTestId('sealed-status').innerText()).toMatch(/Ada/);
  expect(await bo.getByTestId('sealed-status').innerText()).not.toMatch(/Crypto Miner/);
  await bo.getByTestId('trade-none').click();
  await cy.getByTestId('trade-none').click();
  await expect.poll(async () => (await stored(matchID)).G.step.kind).toBe('bid');
  await expect.poll(async () => (await stored(matchID)).G.chips['0']).toBe(7);

  // Bids: Ada sees her total before she commits; nobody sees an amount until the last bid is in.
  for (let i = 0; i < 3; i++) await ada.getByTestId('bid-more').click();
  await expect.poll(() => ada.getByTestId('bid-total').innerText()).toMatch(/total 3/);
  await ada.getByTestId('bid-commit').click();
  await ada.getByTestId('bid-sealed').waitFor();
  await expect.poll(() => cy.getByTestId('sealed-status').innerText()).toMatch(/Ada/);
  for (const page of [bo, cy]) expect(await page.getByTestId('bid-reveal').count()).toBe(0);
  expect(await cy.getByTestId('round').innerText()).not.toMatch(/\b3 chips?\b.*Ada|Ada.*bid 3/);
  await bo.getByTestId('bid-commit').click();
  await cy.getByTestId('bid-commit').click();
  for (const [seat, page] of pages.entries()) {
    await page.getByTestId('bid-reveal').waitFor();
    await expect.poll(() => page.getByTestId('bid-verdict').innerText()).toMatch(seat === 0 ? /You win control/ : /Ada wins control/);
  }
  const revealed = await stored(matchID);
  expect(revealed.G.round.bids?.lines.map((l) => l.bid)).toEqual([3, 0, 0]);
  expect(revealed.G.chips['0']).toBe(4);

  // Control: Ada programs the Left Belief; the A.I. leans Left and Viral Video's left outcome is lit for all.
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

  const next = await stored(matchID);
  expect(next.G.step.kind).toBe('trade');
  expect(next.G.autonomy).toBe(2);
  // Ada: 5, +2 trade-in, -3 bid, +2 Viral Video if her identity leans left, +3 her card.
  const leansLeft = ['left', 'far-left'].includes(next.G.identities['0']);
  expect(next.G.chips['0']).toBe(5 + 2 - 3 + (leansLeft ? 2 : 0) + 3);
  await expect.poll(() => ada.getByTestId('my-chips').innerText()).toContain(String(next.G.chips['0']));
  for (const page of pages) {
    await expect.poll(() => page.getByTestId('round-facts').innerText()).toMatch(/Round 2/);
    await fitsScreen(page);
  }
}, 180_000);
