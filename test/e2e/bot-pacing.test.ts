import { expect, test } from 'vitest';
import type { BotPacing } from '../../games/kit/bots/bot-pacing.ts';
import { loadGames } from '../../games/kit/content/load-content.ts';
import { useBotDelay } from '../support/bot-delay-env.ts';
import { useE2e } from '../support/e2e-harness.ts';

// Issue 7: in a Basic match with two bots, a bot zapped the only person 5 s after the start,
// while they typed their first question. Bots now keep to the pacing their game's content
// declares; here a short discussion period, so the test does not wait a whole minute.

const DISCUSSION_S = 5;
const pacing: BotPacing = {
  about: 'A test bot.',
  think: { minSeconds: 0.2, maxSeconds: 0.4 },
  discussion: { seconds: DISCUSSION_S, moves: ['zap', 'offerHandshake', 'acceptHandshake', 'declareRevolution'], think: { minSeconds: 0.5, maxSeconds: 1 } },
};

function gamesWithPacing() {
  const { games, errors } = loadGames('content');
  if (errors.length) throw new Error(`the shipped content has errors: ${JSON.stringify(errors)}`);
  return games.map((g) => (g.module.id === 'are-you-a-robot' ? { module: g.module, content: { ...(g.content as object), bots: pacing } } : g));
}

// The content's pacing is what is under test: no fast-bot override.
useBotDelay(undefined);

const e2e = useE2e({ games: gamesWithPacing() });

test('bots in a talking game hold their fire through the discussion period, then play; the lobby says what a bot does', async () => {
  const ada = await e2e().newPlayer();
  await ada.goto(e2e().server.url);
  const form = ada.getByRole('form', { name: 'New match of Are You A Robot?' });
  await form.getByTestId('create-name').fill('Ada');
  await form.getByTestId('create-mode').selectOption('basic');
  // What a bot does comes from the server's content, before anyone adds one.
  await form.getByText('A test bot.').waitFor();
  await form.getByTestId('create-match').click();
  await ada.getByTestId('waiting-room').waitFor();
  await ada.getByTestId('fill-bots').click();
  await ada.getByTestId('own-card').waitFor();
  const started = Date.now();

  await ada.getByTestId('chat-input').fill('Who here is made of metal?');
  await ada.getByTestId('chat-send').click();
  // Basic has one Robot among three: at least one bot is a Human and will shoot, but not while the table talks.
  await ada.getByTestId('outcome-banner').waitFor({ timeout: (DISCUSSION_S + 20) * 1000 });
  const ended = Date.now() - started;
  expect(ended).toBeGreaterThanOrEqual((DISCUSSION_S - 0.5) * 1000);
  const log = await ada.getByTestId('event-log').textContent();
  expect(log).toMatch(/zap/i);
});
