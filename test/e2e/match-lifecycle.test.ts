import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { BOT_DELAY_ENV } from '../../server/bots/bot-delay.ts';
import { useE2e } from '../support/e2e-harness.ts';

// The match around the rules (issue 7), through the lobby with real Chromium windows: the
// waiting room, the tab title, the rematch. Bots here move at once (TABLEWRIGHT_BOT_DELAY_MS);
// their pacing has its own test.

let delayBefore: string | undefined;
beforeAll(() => {
  delayBefore = process.env[BOT_DELAY_ENV];
  process.env[BOT_DELAY_ENV] = '100,300';
});
afterAll(() => {
  if (delayBefore === undefined) delete process.env[BOT_DELAY_ENV];
  else process.env[BOT_DELAY_ENV] = delayBefore;
});

const e2e = useE2e();

async function create(page: Page, game: string, name: string, setup: Record<string, string>, bots: number): Promise<string> {
  await page.goto(e2e().server.url);
  const form = page.getByRole('form', { name: `New match of ${game}` });
  await form.getByTestId('create-name').fill(name);
  for (const [key, value] of Object.entries(setup)) await form.getByTestId(`create-${key}`).selectOption(value);
  await form.getByTestId('create-bots').fill(String(bots));
  await form.getByTestId('create-match').click();
  await page.waitForURL(/#\/match\//);
  return page.url();
}

/**
 * Ada's seat of a ROBOTS! match saved in the page's browser before its first page loads, where the
 * join form saves it: the match page is the first page it loads (a lobby loaded first only to
 * write the seat cost a whole lobby's drawing).
 */
async function holdingSeat(page: Page, matchID: string, credentials: string): Promise<void> {
  await page.addInitScript(([key, seat]) => localStorage.setItem(key, seat), [`tablewright:seat:robots:${matchID}`, JSON.stringify({ playerID: '0', credentials, name: 'Ada' })] as const);
}

async function joinByInvite(page: Page, link: string, name: string): Promise<void> {
  await page.goto(link);
  await page.getByTestId('join-name').fill(name);
  await page.getByTestId('join-submit').click();
}

test('the waiting room: no table and no ZAP until every seat is held; then the table appears for everyone at once', async () => {
  const ada = await e2e().newPlayer();
  const link = await create(ada, 'Are You A Robot?', 'Ada', { mode: 'basic' }, 0);
  await ada.getByTestId('waiting-room').waitFor();
  expect(await ada.getByTestId('waiting-seat-1').getAttribute('data-state')).toBe('empty');

  const bo = await e2e().newPlayer();
  await joinByInvite(bo, link, 'Bo');
  await bo.getByTestId('waiting-room').waitFor();
  // Ada hears of Bo over the socket, without reloading.
  await ada.locator('[data-testid="waiting-seat-1"][data-state="taken"]').waitFor();
  expect(await ada.getByTestId('waiting-seat-1').textContent()).toContain('Bo');
  // Two seats of three, and news of the second has reached Ada: still no table on either screen.
  for (const page of [ada, bo]) {
    expect(await page.getByTestId('zap-1').count()).toBe(0);
    expect(await page.getByTestId('own-card').count()).toBe(0);
  }

  await ada.getByTestId('bot-for-2').click();
  await Promise.all([ada, bo].map((page) => page.getByTestId('own-card').waitFor()));
  expect(await ada.getByTestId('waiting-room').count()).toBe(0);
  expect(await ada.getByTestId('fill-bots').count()).toBe(0);
});

test('the tab title says whose turn it is in ROBOTS!, only in that player’s tab', async () => {
  const ada = await e2e().newPlayer();
  const link = await create(ada, 'ROBOTS!', 'Ada', {}, 0);
  const bo = await e2e().newPlayer();
  await joinByInvite(bo, link, 'Bo');
  await Promise.all([ada, bo].map((page) => page.getByTestId('turn-status').waitFor()));
  const titles = async () => Promise.all([ada, bo].map((page) => page.title()));
  await expect.poll(async () => (await titles()).filter((t) => t.startsWith('(Your turn) ROBOTS!')).length).toBe(1);
  const [first] = await titles();
  const [mover, waiter] = first.startsWith('(Your turn)') ? [ada, bo] : [bo, ada];
  expect(await waiter.title()).toBe('ROBOTS! · Tablewright');
  await mover.getByTestId('draw-button').click();
  // Drawing leaves the turn with the mover (now to play): the title stays on their tab only,
  // once the waiter's table too has the draw.
  await expect.poll(() => waiter.getByTestId('turn-status').textContent()).toMatch(/'s turn, playing\.$/);
  await expect.poll(() => mover.title()).toMatch(/^\(Your turn\) ROBOTS!/);
  expect(await waiter.title()).toBe('ROBOTS! · Tablewright');
});

test('rematch: the player follows into the same seat of one new match, and the bots sit down again by themselves', async () => {
  const ada = await e2e().newPlayer();
  const first = await create(ada, 'Are You A Robot?', 'Ada', { mode: 'basic' }, 2);
  // Two quick bots and a Basic table: someone is zapped within seconds and the match ends.
  await ada.getByTestId('rematch').waitFor({ timeout: 30_000 });
  await ada.getByTestId('rematch').click();
  await ada.waitForURL((url) => url.toString() !== first && /#\/match\/are-you-a-robot\//.test(url.toString()));
  const nextID = ada.url().split('/').pop()!;
  // Ada back in seat 0, the two bots in theirs: the table is full, so it shows.
  await ada.getByTestId('own-card').waitFor();
  const next = await (await fetch(`${e2e().server.url}/games/are-you-a-robot/${nextID}`)).json();
  expect(next.players.map((p: { name?: string }) => p.name)).toEqual(['Ada', expect.stringMatching(/^Bot /), expect.stringMatching(/^Bot /)]);
  const firstID = first.split('/').pop()!;
  const before = await (await fetch(`${e2e().server.url}/games/are-you-a-robot/${firstID}`)).json();
  expect(before.nextMatchID).toBe(nextID);

  // The lobby's open list: a match waiting for players shows, the finished one does not.
  const open = await (await fetch(`${e2e().server.url}/games/are-you-a-robot/create`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ numPlayers: 3, setupData: { mode: 'basic' } }) })).json();
  await ada.goto(e2e().server.url);
  await ada.getByTestId(`match-${open.matchID}`).waitFor();
  expect(await ada.getByTestId(`match-${firstID}`).count()).toBe(0);
}, 60_000);

test('a state the table cannot draw (a card the content no longer has) shows a message and a way on, not a blank page', async () => {
  const url = e2e().server.url;
  const post = async (path: string, body: unknown) => (await fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json();
  const { matchID } = await post('/games/robots/create', { numPlayers: 2 });
  const ada = await post(`/games/robots/${matchID}/join`, { playerID: '0', playerName: 'Ada' });
  await post(`/games/robots/${matchID}/join`, { playerID: '1', playerName: 'Bo' });
  // As if a designer renamed a card in content/ while this match was stored.
  const { state } = await e2e().server.store.fetch(matchID, { state: true });
  const G = state.G as { heap: string[] };
  await e2e().server.store.setState(matchID, { ...state, G: { ...G, heap: [...G.heap, 'chrome-99'] }, _stateID: state._stateID + 1 });

  const page = await e2e().newPlayer();
  await holdingSeat(page, matchID, ada.playerCredentials);
  await page.goto(`${url}/#/match/robots/${matchID}`);
  await page.getByTestId('board-error').waitFor();
  expect(await page.getByTestId('board-error').textContent()).toMatch(/could not be drawn.*chrome-99/s);
  // The shell around it still works: the bar and its rules drawer.
  await page.getByTestId('toggle-rules').click();
  await page.getByTestId('rules-drawer').waitFor();
});

test('a seat saved with credentials that no longer hold it says so, instead of connecting for ever', async () => {
  const url = e2e().server.url;
  const post = async (path: string, body: unknown) => (await fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json();
  const { matchID } = await post('/games/robots/create', { numPlayers: 2 });
  await post(`/games/robots/${matchID}/join`, { playerID: '0', playerName: 'Ada' });
  await post(`/games/robots/${matchID}/join`, { playerID: '1', playerName: 'Bo' });

  const page = await e2e().newPlayer();
  // As if Ada gave her seat up in another browser and took it again there: this one keeps the old credentials.
  await holdingSeat(page, matchID, 'given-up');
  await page.goto(`${url}/#/match/robots/${matchID}`);
  await page.getByTestId('sync-refused').waitFor();
  expect(await page.getByTestId('sync-refused').textContent()).toMatch(/given up or taken by someone else/);
});
