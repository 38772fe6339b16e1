import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useE2e } from '../support/e2e-harness.ts';
import { say, seatThroughLobby } from '../support/e2e-table.ts';
import { lookAt } from '../support/look-at.ts';

// boardgame.io forgot each chat line once broadcast: a player who reloaded, or a spectator who
// came late, saw "No one has said anything yet". The talk is kept with the match now.
const e2e = useE2e();

/** The chat's lines as text, whether the chat is a column or a phone's shut drawer. */
const lines = (page: Page) => page.getByTestId('chat-messages').locator('li').allTextContents();

test('a player who reloads, and a spectator who arrives late, see the talk so far, as text, once', async () => {
  const { pages, matchID } = await seatThroughLobby(e2e(), {
    title: 'Are You A Robot?',
    names: ['Ada', 'Bo', 'Cy'],
    phone: 'Bo',
    configure: (form) => form.getByTestId('create-mode').selectOption('basic').then(() => undefined),
  });
  const [ada, bo, cy] = pages;
  await cy.setViewportSize({ width: 1280, height: 800 });
  for (const page of pages) await page.getByTestId('own-card').waitFor();
  const invite = `${e2e().server.url}/#/match/are-you-a-robot/${matchID}`;

  await say(ada, '<b>Not bold</b>, and I am human.');
  await expect.poll(() => lines(cy)).toEqual(['Ada: <b>Not bold</b>, and I am human.']);
  await say(bo, 'So am I.');
  const talk = ['Ada: <b>Not bold</b>, and I am human.', 'Bo: So am I.'];
  await expect.poll(() => lines(cy)).toEqual(talk);
  await expect.poll(() => lines(bo)).toEqual(['Ada: <b>Not bold</b>, and I am human.', 'You: So am I.']);

  await cy.reload();
  await cy.getByTestId('own-card').waitFor();
  // The table is drawn from the sync, which carries the talk: it is there as soon as the table is.
  expect(await lines(cy)).toEqual(talk);
  await lookAt(cy, 'chat-history-reload-1280');

  await bo.reload();
  await bo.getByTestId('own-card').waitFor();
  expect(await lines(bo)).toEqual(['Ada: <b>Not bold</b>, and I am human.', 'You: So am I.']);
  await bo.getByTestId('dock-chat').click();
  await lookAt(bo, 'chat-history-reload-390');

  const late = await e2e().newPlayer(1280, 800);
  await late.goto(invite);
  await late.getByTestId('spectate').click();
  await late.getByTestId('seat-2').waitFor();
  await expect.poll(() => lines(late)).toEqual(talk);
  // The text was shown, never read as markup.
  for (const page of [ada, bo, cy, late]) expect(await page.getByTestId('chat-messages').locator('b').count()).toBe(0);
  await lookAt(late, 'chat-history-spectator-1280');

  // After the reloads a new line reaches everyone once, after the kept ones.
  await say(cy, 'Prove it.');
  await expect.poll(() => lines(late)).toEqual([...talk, 'Cy: Prove it.']);
  await expect.poll(() => lines(ada)).toEqual(['You: <b>Not bold</b>, and I am human.', 'Bo: So am I.', 'Cy: Prove it.']);
}, 120_000);
