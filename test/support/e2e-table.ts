import { expect } from 'vitest';
import type { State } from 'boardgame.io';
import type { Locator, Page } from 'playwright-core';
import type { E2eHarness } from './e2e-harness.ts';

/**
 * A match as the server keeps it (`stored`), and a click that waits until the server has kept a
 * new state (`act`): a test reads the rules' outcome from the store, not from a page.
 */
export function storeSteps<G>(harness: () => E2eHarness) {
  const stored = async (matchID: string): Promise<State<G>> => (await harness().server.store.fetch(matchID, { state: true })).state as State<G>;
  const act = async (matchID: string, page: Page, testId: string): Promise<void> => {
    const before = (await stored(matchID))._stateID;
    await page.getByTestId(testId).click();
    await expect.poll(async () => (await stored(matchID))._stateID, { timeout: 15_000 }).toBeGreaterThan(before);
  };
  return { stored, act };
}

/** The page fits its width (no sideways scrolling) and its action dock sits inside the window. */
export async function fitsScreen(page: Page): Promise<void> {
  const { overflow, dockBottom, height } = await page.evaluate(() => ({
    overflow: document.documentElement.scrollWidth - window.innerWidth,
    dockBottom: document.querySelector('[data-testid="action-dock"]')?.getBoundingClientRect().bottom ?? Infinity,
    height: window.innerHeight,
  }));
  expect(overflow, 'sideways overflow').toBeLessThanOrEqual(0);
  expect(dockBottom, 'the dock inside the window').toBeLessThanOrEqual(height + 1);
}

/** Says something in the chat: a column on a wide screen, a drawer opened first on a phone. */
export async function say(page: Page, text: string): Promise<void> {
  const drawer = page.getByTestId('dock-chat');
  if ((await drawer.count()) > 0 && (await drawer.getAttribute('aria-expanded')) !== 'true') await drawer.click();
  await page.getByTestId('chat-input').fill(text);
  await page.getByTestId('chat-send').click();
}

/**
 * The first name creates a match of `title` in the lobby (after `configure` fills the form's
 * other fields), and every other name joins by the invite link in a browser of its own, on a
 * phone for `phone`. Returns the pages in seat order and the match id.
 */
export async function seatThroughLobby(
  harness: E2eHarness,
  options: { title: string; names: string[]; phone?: string; configure?: (form: Locator) => Promise<void> },
): Promise<{ pages: Page[]; matchID: string }> {
  const [host, ...guests] = options.names;
  const open = (name: string) => (name === options.phone ? harness.newPlayer(390, 844) : harness.newPlayer());
  const first = await open(host);
  await first.goto(harness.server.url);
  const form = first.getByRole('form', { name: `New match of ${options.title}` });
  await form.getByTestId('create-name').fill(host);
  await options.configure?.(form);
  await form.getByTestId('create-match').click();
  await first.getByTestId('waiting-room').waitFor();
  const invite = await first.getByTestId('invite-link').first().inputValue();
  const pages = [first];
  for (const name of guests) {
    const page = await open(name);
    await page.goto(invite);
    await page.getByTestId('join-name').fill(name);
    await page.getByTestId('join-submit').click();
    pages.push(page);
  }
  return { pages, matchID: invite.split('/').at(-1)! };
}
