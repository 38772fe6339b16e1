import type { Page } from 'playwright-core';

/** The game's title as the lobby shows it. */
export const ROBOTS = 'ROBOTS!';

const idsAfter = (page: Page, prefix: string, within = 'body') =>
  page
    .locator(within)
    .locator(`[data-testid^="${prefix}"]`)
    .evaluateAll((els, p) => els.map((el) => (el as HTMLElement).dataset.testid!.slice(p.length)), prefix);

/** The viewer's hand, as card ids, sorted (the on-screen order is the player's own). */
export async function handOf(page: Page): Promise<string[]> {
  return (await idsAfter(page, 'hand-card-')).sort();
}

/** The Scrap Heap as the screen fans it, bottom to top. */
export const heapOf = (page: Page): Promise<string[]> => idsAfter(page, 'heap-card-');

/** The cards of each spread a player owns, in the order shown; none when they own none. */
export async function spreadsOf(page: Page, owner: string): Promise<string[][]> {
  const group = page.getByTestId(`spreads-of-${owner}`);
  if ((await group.count()) === 0) return [];
  return group.locator('li[data-kind]').evaluateAll((spreads) =>
    spreads.map((spread) => {
      const prefix = `${(spread as HTMLElement).dataset.testid}-card-`;
      return [...spread.querySelectorAll<HTMLElement>(`[data-testid^="${prefix}"]`)].map((el) => el.dataset.testid!.slice(prefix.length));
    }),
  );
}

/** The options the decision panel offers this viewer (none to anyone but the decider). */
export const decisionOptions = (page: Page): Promise<string[]> => idsAfter(page, 'decision-option-', '[data-testid="decision-panel"]');

/** Whether a card shows anywhere on the page: its id in any attribute, or its name in any text. */
export function canSeeCard(page: Page, id: string, name: string): Promise<boolean> {
  return page.evaluate(
    ([card, words]) => new RegExp(`${card}(?![0-9])`).test(document.body.innerHTML) || (document.body.textContent ?? '').includes(words),
    [id, name] as const,
  );
}
