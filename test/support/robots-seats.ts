import type { Page } from 'playwright-core';
import type { E2eHarness } from './e2e-harness.ts';

/** A seat held by a test: what the match page keeps in localStorage after a join. */
export interface SeatTicket {
  playerID: string;
  credentials: string;
  name: string;
}

async function post<T>(url: string, body: unknown): Promise<T> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const answer = (await response.json()) as T & { error?: string };
  if (!response.ok) throw new Error(`${url}: ${response.status} ${answer.error ?? ''}`);
  return answer;
}

/** A ROBOTS! match made through the Lobby API, quicker than the lobby page when the lobby is not under test. */
export async function createRobotsMatch(e2e: E2eHarness, numPlayers: number): Promise<string> {
  const { matchID } = await post<{ matchID: string }>(`${e2e.server.url}/games/robots/create`, { numPlayers });
  return matchID;
}

/** Takes a seat through the Lobby API, as the join form would. */
export async function joinSeat(e2e: E2eHarness, matchID: string, playerID: string, name: string): Promise<SeatTicket> {
  const { playerCredentials } = await post<{ playerCredentials: string }>(`${e2e.server.url}/games/robots/${matchID}/join`, { playerID, playerName: name });
  return { playerID, credentials: playerCredentials, name };
}

/** The server's bots take these seats and play. */
export async function addBots(e2e: E2eHarness, matchID: string, seats: string[]): Promise<void> {
  await post(`${e2e.server.url}/tablewright/games/robots/${matchID}/bots`, { seats });
}

/**
 * The match page in a new browser profile that already holds `ticket`'s seat (the ticket is
 * put where the join form puts it), at the given window size; resolves once the table shows.
 */
export async function openSeat(e2e: E2eHarness, matchID: string, ticket: SeatTicket, width = 1280, height = 860): Promise<Page> {
  const page = await e2e.newPlayer(width, height);
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [`tablewright:seat:robots:${matchID}`, JSON.stringify(ticket)] as const);
  await page.goto(`${e2e.server.url}/#/match/robots/${matchID}`);
  await page.getByTestId('factory').waitFor();
  return page;
}

/** Whether an element lies wholly inside the window as it is scrolled now. */
export function inViewport(page: Page, testId: string): Promise<boolean> {
  return page.getByTestId(testId).evaluate((el) => {
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && box.top >= 0 && box.left >= 0 && box.bottom <= window.innerHeight && box.right <= window.innerWidth;
  });
}
