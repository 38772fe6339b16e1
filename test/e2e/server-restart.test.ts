import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import type { EightsState } from '../../games/crazy-eights/state.ts';
import { useE2e } from '../support/e2e-harness.ts';
import { seatThroughLobby, storeSteps } from '../support/e2e-table.ts';
import { lookAt } from '../support/look-at.ts';

// The organiser restarts the server mid-match (an upgrade, `systemctl restart`): the players'
// pages stay open, say they are reconnecting, keep what is played meanwhile, and come back to
// the same table by themselves. Set TW_SHOTS to a folder to keep each screen as a picture.
const e2e = useE2e();
const { stored } = storeSteps<EightsState>(e2e);
const status = (page: Page) => page.getByTestId('turn-status').innerText();

test('a server restart mid-match: both tables say they are reconnecting, a card drawn meanwhile is kept, and both come back to the same table by themselves', async () => {
  const { pages, matchID } = await seatThroughLobby(e2e(), { title: 'Crazy Eights', names: ['Ada', 'Bo'], phone: 'Bo' });
  for (const page of pages) await expect.poll(() => status(page)).toMatch(/turn/);
  const before = await stored(matchID);
  const first = Number(before.ctx.currentPlayer);
  const mover = pages[first];
  const handBefore = before.G.zones[`hand:${first}`].length;

  await e2e().stopServer();
  for (const page of pages) await expect.poll(() => status(page), { timeout: 10_000 }).toMatch(/^Reconnecting… · /);
  await lookAt(pages[1], 'restart-away-phone');
  // Played while the server is away: socket.io keeps it and sends it once the table is back.
  await mover.getByTestId('pile-draw-click').click();

  await e2e().startServer();
  for (const page of pages) await expect.poll(() => status(page), { timeout: 15_000 }).not.toMatch(/Reconnecting/);
  await expect.poll(async () => (await stored(matchID)).G.zones[`hand:${first}`].length, { timeout: 10_000 }).toBe(handBefore + 1);
  await expect.poll(() => mover.locator('[data-testid^="hand-card-"]').count()).toBe(handBefore + 1);
  const other = pages[1 - first];
  await expect.poll(() => other.getByTestId(`seat-${first}-count`).getAttribute('data-count')).toBe(String(handBefore + 1));
  await lookAt(pages[0], 'restart-back-laptop');
  await lookAt(pages[1], 'restart-back-phone');
});
