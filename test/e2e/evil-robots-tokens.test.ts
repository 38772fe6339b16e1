import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import type { EvilContent } from '../../games/evil-robots/content-types.ts';
import type { EvilState } from '../../games/evil-robots/state.ts';
import { loadGames } from '../../games/kit/content/load-content.ts';
import { useE2e } from '../support/e2e-harness.ts';
import { seatThroughLobby, storeSteps } from '../support/e2e-table.ts';

// Action Tokens are pieces on the table: three players (Cy on a phone) and a spectator who asks
// for reduced motion watch Bo spend two of his three tokens on a coin. The claim window is long,
// so the table's own closing of a window that ran out cannot race the players on a slow machine.
const shipped = loadGames('content').games;
const games = shipped.map((g) => {
  if (g.module.id !== 'evil-robots') return g;
  const evil = g.content as EvilContent;
  return { module: g.module, content: { ...evil, rules: { ...evil.rules, claimSeconds: 120 } } };
});
const e2e = useE2e({ games });
const { stored, act } = storeSteps<EvilState>(e2e);

/** A player's tokens as drawn: the pieces held, the pieces on their way out, and the count in words. */
async function tokensOn(page: Page, testId: string) {
  const row = page.getByTestId(testId);
  return { count: await row.getAttribute('data-count'), held: await row.locator('.tw-piece:not([data-spent])').count(), words: (await row.locator('.visually-hidden').textContent())?.trim() };
}

/**
 * Records every spent piece as it is added to the page, with the animations it runs and whether
 * it shows: the piece is gone within a second, so the record is kept rather than polled for.
 */
function recordSpentPieces(page: Page): Promise<void> {
  return page.evaluate(() => {
    const seen: { row: string | null; animations: string[]; display: string }[] = [];
    (window as unknown as { spentPieces: typeof seen }).spentPieces = seen;
    new MutationObserver((changes) => {
      for (const change of changes) {
        for (const node of change.addedNodes) {
          if (!(node instanceof HTMLElement) || !node.matches('.tw-piece[data-spent]')) continue;
          seen.push({ row: node.closest('[data-testid]')?.getAttribute('data-testid') ?? null, animations: node.getAnimations().map((a) => (a as CSSAnimation).animationName), display: getComputedStyle(node).display });
        }
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
}

const spentPieces = (page: Page) => page.evaluate(() => (window as unknown as { spentPieces: { row: string | null; animations: string[]; display: string }[] }).spentPieces);

test('Action Tokens are pieces: each seat shows its tokens one by one, the supply a pile with its count, and a token spent lifts off (not under reduced motion)', async () => {
  const { pages, matchID } = await seatThroughLobby(e2e(), { title: 'Evil Robots', names: ['Ada', 'Bo', 'Cy'], phone: 'Cy', configure: (form) => form.getByTestId('create-players').fill('3') });
  const [ada, bo, cy] = pages;
  const watcher = await e2e().newPlayer(1280, 800);
  await watcher.emulateMedia({ reducedMotion: 'reduce' });
  await watcher.goto(`${e2e().server.url}/#/match/evil-robots/${matchID}/watch`);
  const everyone = [ada, bo, cy, watcher];
  for (const p of everyone) await p.getByTestId('turn-status').waitFor();

  // Ada deals and may not claim the first card; Bo claims it, Cy passes: Bo takes it with 3 tokens and his turn.
  expect((await stored(matchID)).G.dealer).toBe('0');
  await act(matchID, bo, 'claim');
  await act(matchID, cy, 'pass');
  const turn = await stored(matchID);
  expect(turn.G.step).toEqual({ kind: 'turn', player: '1' });
  expect(turn.G.tokens['1']).toBe(3);
  const supply = turn.G.supply.tokens;
  for (const p of everyone) {
    await expect.poll(() => tokensOn(p, 'tokens-1')).toEqual({ count: '3', held: 3, words: '3 Action Tokens' });
    expect(await tokensOn(p, 'tokens-2'), 'a seat without tokens: an empty place, 0 in words').toEqual({ count: '0', held: 0, words: '0 Action Tokens' });
    const pile = p.getByTestId('supply-tokens');
    expect(await pile.isVisible(), 'the supply in view, on a phone too').toBe(true);
    expect(await pile.getAttribute('data-count')).toBe(String(supply));
    expect(Number(await pile.getAttribute('data-layers')), 'the supply drawn as a pile').toBeGreaterThan(1);
    expect((await pile.locator('.visually-hidden').textContent())?.trim()).toBe(`${supply} Action Tokens in the supply`);
  }
  // His own area, the dock, shows the same pieces.
  await expect.poll(() => tokensOn(bo, 'my-tokens')).toMatchObject({ held: 3, words: '3 Action Tokens' });

  // Bo turns Ada's revealed coin by clicking it: 2 tokens. Every page sees them go.
  for (const p of everyone) await recordSpentPieces(p);
  await act(matchID, bo, 'coin-flip-0');
  expect((await stored(matchID)).G.tokens['1']).toBe(1);
  for (const p of everyone) {
    await expect.poll(() => tokensOn(p, 'tokens-1')).toEqual({ count: '1', held: 1, words: '1 Action Token' });
    await expect.poll(() => p.locator('[data-testid="tokens-1"] [data-spent]').count(), { timeout: 5_000 }).toBe(0);
    expect(Number(await p.getByTestId('supply-tokens').getAttribute('data-count'))).toBe(supply + 2);
  }
  for (const p of [ada, bo, cy]) {
    const seat = (await spentPieces(p)).filter((s) => s.row === 'tokens-1');
    expect(seat, 'two tokens lift off the seat').toHaveLength(2);
    for (const piece of seat) {
      expect(piece.animations).toEqual(['tw-piece-spend']);
      expect(piece.display).not.toBe('none');
    }
  }
  expect((await spentPieces(bo)).filter((s) => s.row === 'my-tokens'), 'and off his own row in the dock').toHaveLength(2);
  const still = (await spentPieces(watcher)).filter((s) => s.row === 'tokens-1');
  expect(still).toHaveLength(2);
  for (const piece of still) expect(piece, 'under reduced motion a spent token simply goes').toEqual({ row: 'tokens-1', animations: [], display: 'none' });
}, 180_000);
