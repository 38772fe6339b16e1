import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useE2e } from '../support/e2e-harness.ts';
import { seatThroughLobby } from '../support/e2e-table.ts';

// Chips are pieces on the table: a sealed bid lies pushed forward on its seat and in the middle
// of the table, covered for everyone but its owner, and a payment moves discs off the payer's
// stack and onto the bank's pile, except for a player who asked their system for reduced motion.
const e2e = useE2e();

interface Flight {
  animating: boolean;
  /** Where it sets off, in the window: the payer's stack. */
  from: { x: number; y: number };
}

interface SeenMove {
  owner: string | undefined;
  kind: string | undefined;
  discs: number;
  animating: boolean;
  shown: boolean;
}

/** From now on the page records every move of chips it draws: whose, which way, whether it animates. */
async function watchMoves(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: SeenMove[] = [];
    const flights: Flight[] = [];
    Object.assign(window, { chipMoves: seen, chipFlights: flights });
    const record = (el: HTMLElement) => {
      const discs = [...el.querySelectorAll('.tw-disc')];
      seen.push({
        owner: el.parentElement?.closest<HTMLElement>('[data-testid]')?.dataset.testid,
        kind: el.dataset.chipMove,
        discs: discs.length,
        animating: discs.length > 0 && discs.every((d) => d.getAnimations().length > 0),
        shown: getComputedStyle(el).display !== 'none',
      });
    };
    new MutationObserver((changes) => {
      for (const change of changes)
        for (const node of change.addedNodes) {
          if (!(node instanceof HTMLElement)) continue;
          if (node.matches('.tw-disc--flying')) {
            // Read once the flight has started: its animation is made right after the disc is added.
            queueMicrotask(() => flights.push({ animating: node.getAnimations().length > 0, from: { x: parseFloat(node.style.left), y: parseFloat(node.style.top) } }));
          }
          if (node.matches('[data-chip-move]')) record(node);
          node.querySelectorAll<HTMLElement>('[data-chip-move]').forEach(record);
        }
    }).observe(document.body, { subtree: true, childList: true });
  });
}
const movesOn = (page: Page) => page.evaluate(() => (window as unknown as { chipMoves: SeenMove[] }).chipMoves);
const flightsOn = (page: Page) => page.evaluate(() => (window as unknown as { chipFlights: Flight[] }).chipFlights);

test('a sealed bid lies covered on its seat; the payment flies chips from the payer to the bank, and not under reduced motion', async () => {
  const { pages, matchID } = await seatThroughLobby(e2e(), { title: 'Bias Effect', names: ['Ada', 'Bo', 'Cy'], phone: 'Cy', configure: (form) => form.getByTestId('create-players').fill('3') });
  const [ada, bo, cy] = pages;
  await cy.emulateMedia({ reducedMotion: 'reduce' });
  const watcher = await e2e().newPlayer();
  await watcher.goto(`${e2e().server.url}/#/match/bias-effect/${matchID}/watch`);
  // All trade nothing in at the same moment: every choice counts (games/kit/rules/at-once.ts).
  await Promise.all(pages.map((page) => page.getByTestId('trade-none').click()));

  // Ada bids 2: her seat shows a covered pile to everyone else, her amount to her alone.
  for (const page of pages) await page.getByTestId('bid-commit').waitFor();
  for (let i = 0; i < 2; i++) await ada.getByTestId('bid-more').click();
  // Before she commits, the two chips stand pushed forward out of her stack.
  await expect.poll(() => ada.getByTestId('bid-forward').innerText()).toMatch(/^2\b/);
  expect(await ada.getByTestId('bid-kept').innerText()).toMatch(/^3\b/);
  await ada.getByTestId('bid-commit').click();
  // The pile's words (for a screen reader) follow what its cover shows.
  await expect.poll(() => ada.getByTestId('bid-pile-0').innerText()).toBe('2\nYour sealed bid: 2 chips');
  for (const page of [bo, cy, watcher]) await expect.poll(() => page.getByTestId('bid-pile-0').innerText()).toBe('?\nA sealed bid');
  expect(await bo.getByTestId('bid-pile-1').count()).toBe(0);
  // The middle of the table shows the same covered pile, and no number at all, to the others.
  for (const page of [bo, cy, watcher]) expect(await page.getByTestId('bid-piles').innerText()).toMatch(/^\?\nA sealed bid\nAda\n[^\d]*$/);

  for (const page of [bo, cy]) await watchMoves(page);
  await bo.getByTestId('bid-commit').click();
  await cy.getByTestId('bid-commit').click();
  // The reveal pays: Ada's 5 chips become 3, the bank gains 2; the covered piles are gone.
  for (const page of [bo, cy]) {
    await expect.poll(() => page.getByTestId('chips-0').innerText()).toContain('3');
    expect(await page.getByTestId('bid-pile-0').count()).toBe(0);
  }
  const seen = await movesOn(bo);
  expect(seen).toContainEqual({ owner: 'chips-0', kind: 'pay', discs: 2, animating: true, shown: true });
  expect(seen).toContainEqual({ owner: 'bank', kind: 'gain', discs: 2, animating: true, shown: true });
  // Two discs fly from Ada's stack across the page to the bank.
  const seat = (await bo.getByTestId('chips-0').boundingBox())!;
  await expect.poll(() => flightsOn(bo)).toHaveLength(2);
  for (const flight of await flightsOn(bo)) {
    expect(flight.animating).toBe(true);
    expect(Math.abs(flight.from.x - seat.x)).toBeLessThan(2);
  }
  // Cy asked for reduced motion: the same payment, and nothing of it moves, shows or flies.
  const still = await movesOn(cy);
  expect(still.filter((m) => m.owner === 'chips-0')).not.toEqual([]);
  expect(still.filter((m) => m.animating || m.shown)).toEqual([]);
  expect(await flightsOn(cy)).toEqual([]);
}, 180_000);
