import { expect, test } from 'vitest';
import type { State } from 'boardgame.io';
import type { Page } from 'playwright-core';
import type { EvilContent } from '../../games/evil-robots/content-types.ts';
import type { EvilState } from '../../games/evil-robots/state.ts';
import type { LawDef, ThreeLawsContent } from '../../games/three-laws/content-types.ts';
import { loadGames } from '../../games/kit/content/load-content.ts';
import { useE2e } from '../support/e2e-harness.ts';
import { seatThroughLobby } from '../support/e2e-table.ts';
import { seedMatchesMade } from '../support/seeded-match.ts';
import { lookAt } from '../support/look-at.ts';

// The board comes first: on a laptop (1280x800) and a phone (390x844) the action dock of Bias
// Effect, Evil Robots and 3 Laws covers at most a third of the window while its player has
// something to do, and folds to its one status line while they wait; a player acts by clicking
// the piece itself (a card in the hand, a Robot Card) and the server keeps the move.
const shipped = loadGames('content').games;
const evil = shipped.find((g) => g.module.id === 'evil-robots')!.content as EvilContent;
const robots = evil.robots.robots.filter((r) => r.type !== 'endgame');
// 3 Laws with one law in force that every question here keeps (it ends with a question mark), so no send is refused.
const questionMark: LawDef = { id: 'query-syntax', name: 'Query Syntax', text: 'Every question ends with a question mark.', check: { acts: ['question'], text: [{ endsWith: '?' }] } };
const games = shipped.map((g) => {
  if (g.module.id === 'evil-robots') return { module: g.module, content: { ...evil, robots: { robots }, rules: { ...evil.rules, claimSeconds: 120, splitSeconds: 120 } } };
  if (g.module.id === 'three-laws') return { module: g.module, content: { ...(g.content as ThreeLawsContent), laws: { laws: [questionMark] } } };
  return g;
});
const e2e = useE2e({ games });
/** A deal (test/e2e/evil-robots-match.test.ts) in which Bo, second seat, holds a Robot Card his first turn can pay for. */
const EVIL_SEED = 'evil-split-18';
/** One line of status, its padding and the dock's border, with room for a larger font. */
const ONE_LINE = 64;

async function stored<G>(matchID: string): Promise<State<G>> {
  return (await e2e().server.store.fetch(matchID, { state: true })).state as State<G>;
}

/** The dock's box against the window, once the page has laid it out. */
async function dockBox(page: Page): Promise<{ height: number; share: number; controls: number }> {
  return page.evaluate(() => {
    const dock = document.querySelector('[data-testid="action-dock"]')!;
    const height = dock.getBoundingClientRect().height;
    const controls = [...dock.querySelectorAll('button, input, textarea, select')].filter((e) => (e as HTMLElement).offsetParent !== null && !e.closest('[data-dock-bar]')).length;
    return { height, share: height / window.innerHeight, controls };
  });
}

const SIZES = [
  { name: 'laptop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
];


/** Waits until the dock asks something of its player, then checks, on a laptop and on a phone, that it keeps to a third of the window. */
async function asksWithinAThird(page: Page, label: string): Promise<void> {
  await expect.poll(() => page.getByTestId('turn-status').getAttribute('data-mine'), { timeout: 15_000 }).toBe('true');
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await expect.poll(async () => (await dockBox(page)).controls, { message: `${label}, ${size.name}: its controls in the dock` }).toBeGreaterThan(0);
    // The dock reports its height after a resize: wait on the page's own layout to settle.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await lookAt(page, `${label} ${size.name}`);
    const { share, height } = await dockBox(page);
    expect(share, `${label}, ${size.name}: the dock is ${Math.round(height)}px, ${Math.round(share * 100)}% of the window`).toBeLessThanOrEqual(1 / 3 + 0.005);
  }
}

/** Waits until the dock says its player waits, then checks, on a laptop and on a phone, that it is one line with no controls. */
async function foldsToOneLine(page: Page, label: string): Promise<void> {
  await expect.poll(() => page.getByTestId('turn-status').getAttribute('data-mine'), { timeout: 15_000 }).toBeNull();
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await lookAt(page, `${label} ${size.name}`);
    await expect.poll(async () => (await dockBox(page)).height, { message: `${label}, ${size.name}: the waiting dock's height` }).toBeLessThanOrEqual(ONE_LINE);
    expect((await dockBox(page)).controls, `${label}, ${size.name}: no controls while waiting`).toBe(0);
  }
}

test('Bias Effect: the dock keeps to a third while trading, a card in the hand is picked on the board, and the dock folds once the choice is in', async () => {
  const { pages, matchID } = await seatThroughLobby(e2e(), { title: 'Bias Effect', names: ['Ada', 'Bo'], phone: 'Bo', configure: (form) => form.getByTestId('create-players').fill('2') });
  const [ada, bo] = pages;
  await asksWithinAThird(ada, 'Ada, trade-in');
  await asksWithinAThird(bo, 'Bo, trade-in');

  // Asked to pick a card from the hand, each sees the hand on the first screen, above the dock (Bo on a phone).
  const hands = (await stored<{ hands: Record<string, string[]> }>(matchID)).G.hands;
  for (const [page, seat] of [[ada, '0'], [bo, '1']] as const) {
    const [first, dock] = await Promise.all([page.locator(`.be-table__main [data-testid="hand-${hands[seat][0]}"]`).boundingBox(), page.getByTestId('action-dock').boundingBox()]);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(first!.y + first!.height / 2, `seat ${seat}: the middle of the first card above the dock`).toBeLessThan(dock!.y);
  }
  const card = hands['0'][0];
  const onBoard = ada.locator(`.be-table__main [data-testid="hand-${card}"]`);
  await onBoard.click();
  await expect.poll(() => onBoard.getAttribute('aria-pressed')).toBe('true');
  await ada.getByTestId('trade-card').click();
  await expect.poll(async () => (await stored<{ step: { sealed: { commits: Record<string, string | null> } } }>(matchID)).G.step.sealed.commits['0']).toBe(card);
  await foldsToOneLine(ada, 'Ada, after her trade');
  await bo.getByTestId('trade-none').click();
  await expect.poll(async () => (await stored<{ step: { kind: string } }>(matchID)).G.step.kind).toBe('bid');
  await asksWithinAThird(bo, 'Bo, bids');
}, 180_000);

test('Evil Robots: claims keep the dock to a third while the Dealer waits on one line; the claimant turns his coin and reveals a Robot Card by clicking them', async () => {
  // Dealt from the known seed when the lobby makes it: every page syncs that deal on its first load.
  const unseed = seedMatchesMade(e2e(), 'evil-robots', EVIL_SEED);
  const { pages, matchID } = await seatThroughLobby(e2e(), { title: 'Evil Robots', names: ['Ada', 'Bo', 'Cy', 'Dee'], phone: 'Bo', configure: (form) => form.getByTestId('create-players').fill('4') }).finally(unseed);
  const [ada, bo, cy, dee] = pages;
  for (const page of pages) await page.getByTestId('turn-status').waitFor();
  await asksWithinAThird(bo, 'Bo, a card on offer');
  await asksWithinAThird(cy, 'Cy, a card on offer');
  await foldsToOneLine(ada, 'Ada, the Dealer waiting on claims');

  await bo.getByTestId('claim').click();
  await cy.getByTestId('pass').click();
  await dee.getByTestId('pass').click();
  await expect.poll(async () => (await stored<EvilState>(matchID)).G.step).toEqual({ kind: 'turn', player: '1' });
  await asksWithinAThird(bo, 'Bo, his turn');
  await foldsToOneLine(cy, 'Cy, on Bo’s turn');

  // Bo turns his own revealed coin by clicking it on his seat.
  const before = (await stored<EvilState>(matchID)).G.coins['1'].shown;
  await bo.getByTestId('coin-flip-1').click();
  await expect.poll(async () => (await stored<EvilState>(matchID)).G.coins['1'].shown).not.toBe(before);

  const { G } = await stored<EvilState>(matchID);
  const hand = G.hands['1'];
  const playable = [hand.left, hand.right].find((c): c is string => c !== null && robots.find((r) => r.id === c)!.cost <= G.tokens['1']);
  expect(playable, 'a card Bo can pay for').toBeDefined();
  await bo.locator(`[data-testid="hand"] [data-testid="hand-${playable}"]`).click();
  await expect.poll(async () => (await stored<EvilState>(matchID)).G.faceUp.map((f) => f.card)).toContain(playable);
}, 240_000);

test('3 Laws: the asker’s composer, the answer and the transfer keep to a third of the window and the others wait on one line', async () => {
  const names = ['Ada', 'Bo', 'Cy', 'Di'];
  const { pages, matchID } = await seatThroughLobby(e2e(), { title: '3 Laws of Robotics', names, phone: 'Di', configure: (form) => form.getByTestId('create-start').selectOption('round-2').then(() => undefined) });
  for (const page of pages) await page.getByTestId('turn-status').waitFor();
  type Step = { kind: string; current: string; target?: string };
  const step = async () => (await stored<{ step: Step }>(matchID)).G.step;
  /** The one the step waits on asks within a third; every other seat waits on one line. */
  const measure = async (what: string) => {
    const now = await step();
    const acting = now.kind === 'query-answer' ? now.target! : now.current;
    for (const [seat, page] of pages.entries()) {
      if (String(seat) === acting) await asksWithinAThird(page, `${names[seat]}, ${what}`);
      else await foldsToOneLine(page, `${names[seat]}, waiting on ${what}`);
    }
  };
  for (let asked = 0; (await step()).kind === 'query-ask' && asked < pages.length; asked++) {
    const asker = pages[Number((await step()).current)];
    await asker.getByTestId('query-composer').waitFor();
    const target = (Number((await step()).current) + 1) % pages.length;
    await asker.getByTestId(`ask-target-${target}`).click();
    await asker.getByTestId('question-text').fill('Is my rank 3 or more?');
    if (asked === 0) await measure('the question written');
    await asker.getByTestId('ask-send').click();
    await expect.poll(async () => (await step()).kind).toBe('query-answer');
    if (asked === 0) await measure('the answer');
    await pages[target].getByTestId('answer-text').fill('No.');
    await pages[target].getByTestId('answer-send').click();
    await expect.poll(async () => (await step()).kind).not.toBe('query-answer');
  }
  await expect.poll(async () => (await step()).kind).toBe('transfer');
  await measure('the transfer');
}, 240_000);
