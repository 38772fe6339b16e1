import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import type { BotPacing } from '../../games/kit/bots/bot-pacing.ts';
import { loadGames } from '../../games/kit/content/load-content.ts';
import type { RobotsContent } from '../../games/robots/content-types.ts';
import { useBotDelay } from '../support/bot-delay-env.ts';
import { useE2e } from '../support/e2e-harness.ts';
import { restackHand, restackInPlayOrder, storedState } from '../support/robots-deal.ts';
import { addBots, createRobotsMatch, joinSeat, openSeat } from '../support/robots-seats.ts';
import { waitFor } from '../support/wait-for.ts';

// Issue 35: bots claimed in the ROBOTS! window within a second or two, so people rarely won it.
// No bot now acts in a timed window before bots.yaml's reaction floor. Here the bot thinks for
// no time at all, so without the floor it would claim the moment the window opens, before any
// person could; with it, a person who claims at once wins, and a bot still claims after the floor.

const REACTION_S = 3;
const pacing: BotPacing = { about: 'A bot that never pauses.', think: { minSeconds: 0, maxSeconds: 0 }, reactionSeconds: REACTION_S };
const shipped = loadGames('content').games;
const content = { ...(shipped.find((g) => g.module.id === 'robots')!.content as RobotsContent), bots: pacing };
// Long enough that the window outlasts the floor on a loaded machine: the bot's claim is the subject.
content.rules = { ...content.rules, claimWindowSeconds: 20 };

// The content's pacing is what is under test: no fast-bot override.
useBotDelay(undefined);

const e2e = useE2e({ games: shipped.map((g) => (g.module.id === 'robots' ? { module: g.module, content } : g)) });

/**
 * Three seats: the first to play (Ada) opens a red run and discards; the second (Bo) discards
 * Red 7, which fits it. The third seat is a bot, next to draw: it and Ada may both claim.
 */
async function windowWithABot(): Promise<{ matchID: string; ada: Page; adaSeat: string; botSeat: string }> {
  const matchID = await createRobotsMatch(e2e(), 3);
  const seats = await restackInPlayOrder(e2e().server.store, matchID, content, {
    hands: [
      ['red-4', 'red-5', 'red-6', 'blue-9', 'green-9', 'wild-1', 'gray-3'],
      ['gray-7', 'gray-8', 'gray-9', 'purple-3', 'blue-13', 'green-2', 'red-7'],
      ['purple-4', 'purple-5', 'blue-11', 'green-6', 'gray-12', 'blue-2', 'green-13'],
    ],
    up: 'blue-4',
    factoryTop: ['purple-9', 'green-12', 'blue-5', 'purple-12'],
  });
  const [adaSeat, boSeat, botSeat] = seats;
  const tickets = [await joinSeat(e2e(), matchID, adaSeat, 'Ada'), await joinSeat(e2e(), matchID, boSeat, 'Bo')];
  await addBots(e2e(), matchID, [botSeat]);
  const [ada, bo] = [await openSeat(e2e(), matchID, tickets[0]), await openSeat(e2e(), matchID, tickets[1])];

  await ada.getByTestId('draw-button').click();
  for (const card of ['red-4', 'red-5', 'red-6']) await ada.getByTestId(`hand-card-${card}`).click();
  await ada.getByTestId('lay-down-run').click();
  await ada.getByTestId('hand-card-gray-3').click();
  await ada.getByTestId('discard-button').click();
  await bo.getByTestId('draw-button').click();
  await bo.getByTestId('hand-card-red-7').click();
  await bo.getByTestId('discard-button').click();
  return { matchID, ada, adaSeat, botSeat };
}

async function claimOf(matchID: string) {
  const { G } = await storedState(e2e().server.store, matchID);
  return G.events.find((event) => event.kind === 'claim');
}

test('a person who claims as soon as the ROBOTS! window opens beats a bot that never pauses', async () => {
  const { matchID, ada, adaSeat } = await windowWithABot();
  // Without the floor the bot has claimed before this button can be pressed, and it is gone.
  await ada.getByTestId('claim-s1-high').click({ timeout: 10_000 });
  const claim = await waitFor(() => claimOf(matchID), 'a claim of Red 7');
  expect(claim.player, 'Ada, not the bot, claimed Red 7').toBe(adaSeat);
  await ada.getByTestId('spread-s1-card-red-7').waitFor();
}, 90_000);

test('a bot still claims a discard nobody else wants, once the reaction floor has passed', async () => {
  const { matchID, ada, botSeat } = await windowWithABot();
  await ada.getByTestId('claim-panel').waitFor();
  const opened = Date.now();
  const claim = await waitFor(() => claimOf(matchID), 'the bot claiming Red 7', 20_000);
  expect(claim.player).toBe(botSeat);
  // Ada saw the window no earlier than the bot did, so this is at most the floor, never more.
  expect(Date.now() - opened).toBeGreaterThanOrEqual(REACTION_S * 1000 - 250);
}, 90_000);
