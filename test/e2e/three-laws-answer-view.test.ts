import { expect, test } from 'vitest';
import type { State } from 'boardgame.io';
import type { Page } from 'playwright-core';
import type { LawDef, ThreeLawsContent } from '../../games/three-laws/content-types.ts';
import type { ThreeLawsState } from '../../games/three-laws/state.ts';
import { gamesWithThreeLawsRules, THREE_LAWS_ID } from '../server/helpers/three-laws-play.ts';
import { useE2e } from '../support/e2e-harness.ts';
import { seatThroughLobby } from '../support/e2e-table.ts';

// The player asked must keep the law in force while reading what was said: on a laptop the law
// sits over the table talk, beside the table; on a phone the law and every seat's last words
// sit above the dock, with nothing to scroll. Three laws in force from round 2, as in the last
// round of the game: Query Syntax and two shipped laws the engine judges.
const QUESTION_MARK: LawDef = { id: 'query-syntax', name: 'Query Syntax', text: 'Every question ends with a question mark.', check: { acts: ['question'], text: [{ endsWith: '?' }] } };
const games = gamesWithThreeLawsRules().map((g) => {
  if (g.module.id !== THREE_LAWS_ID) return g;
  const content = g.content as ThreeLawsContent;
  const shipped = content.laws.laws.filter((l) => l.judge !== 'players' && l.id !== QUESTION_MARK.id).slice(0, 2);
  return { module: g.module, content: { ...content, laws: { laws: [QUESTION_MARK, ...shipped] }, rules: { ...content.rules, rounds: [{ laws: 0 }, { laws: 3 }, { laws: 0 }] } } };
});
const e2e = useE2e({ games });
const NAMES = ['Ada', 'Bo', 'Cy', 'Di'];

type Box = { top: number; bottom: number; left: number; right: number };

/** Boxes of the elements with these test ids, the dock's top and the window's height, once the page has laid out. */
async function boxes(page: Page, ids: string[]): Promise<{ boxes: Record<string, Box | null>; dockTop: number; height: number }> {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  return page.evaluate((testIds) => {
    const box = (id: string) => {
      const r = document.querySelector(`[data-testid="${id}"]`)?.getBoundingClientRect();
      return r ? { top: r.top, bottom: r.bottom, left: r.left, right: r.right } : null;
    };
    return { boxes: Object.fromEntries(testIds.map((id) => [id, box(id)])), dockTop: document.querySelector('[data-testid="action-dock"]')!.getBoundingClientRect().top, height: window.innerHeight };
  }, ids);
}

test('the player asked sees the law in force with the talk: beside the table on a laptop, above the dock with every seat’s words on a phone', async () => {
  const { pages, matchID } = await seatThroughLobby(e2e(), { title: '3 Laws of Robotics', names: NAMES, configure: (form) => form.getByTestId('create-start').selectOption('round-2').then(() => undefined) });
  const { G } = (await e2e().server.store.fetch(matchID, { state: true })).state as State<ThreeLawsState>;
  const asker = G.step.kind === 'query-ask' ? G.step.current : '';
  const target = G.players[(G.players.indexOf(asker) + 1) % G.players.length];
  const asking = pages[Number(asker)];
  await asking.getByTestId('query-composer').waitFor();
  const asked = async () => ((await e2e().server.store.fetch(matchID, { state: true })).state as State<ThreeLawsState>).G.acts.some((a) => a.kind === 'question');
  // boardgame.io drops a move sent on a state another seat's move has just replaced (here a
  // table naming its seat, as every table does at the start): the question is still waiting
  // to be asked, and is asked again, as a player would.
  await expect
    .poll(
      async () => {
        if (await asked()) return true;
        if ((await asking.getByTestId('ask-send').count()) === 0) return false;
        await asking.getByTestId(`ask-target-${target}`).click();
        await asking.getByTestId('question-text').fill('Am I the highest rank you see?');
        await asking.getByTestId('ask-send').click();
        return asked();
      },
      { timeout: 30_000, interval: 2_000 },
    )
    .toBe(true);
  const page = pages[Number(target)];
  await page.getByTestId('answer-composer').waitFor();
  await page.getByTestId(`said-${asker}`).waitFor();

  await page.setViewportSize({ width: 1280, height: 800 });
  await expect.poll(async () => (await boxes(page, ['table-talk'])).boxes['table-talk']).not.toBeNull();
  const laptop = await boxes(page, ['law-query-syntax', 'table-talk', `seat-${target}`]);
  const [law, talk, seat] = [laptop.boxes['law-query-syntax']!, laptop.boxes['table-talk']!, laptop.boxes[`seat-${target}`]!];
  expect(law.left, 'the law in the talk’s column').toBeGreaterThanOrEqual(talk.left - 1);
  expect(law.left, 'the law beside the table').toBeGreaterThan(seat.right);
  expect(law.bottom, 'the law over the talk').toBeLessThanOrEqual(talk.top + 1);
  expect(law.top).toBeGreaterThanOrEqual(0);
  expect(talk.top + 80, 'the talk begins well above the dock').toBeLessThanOrEqual(laptop.dockTop);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => window.scrollTo(0, 0));
  const said = G.players.filter((p) => p !== target).map((p) => `said-${p}`);
  const seats = G.players.map((p) => `seat-${p}`);
  const phone = await boxes(page, ['law-query-syntax', ...said, ...seats]);
  for (const id of ['law-query-syntax', `said-${asker}`, ...seats]) {
    const b = phone.boxes[id]!;
    expect(b.top, `${id} on the screen`).toBeGreaterThanOrEqual(0);
    expect(b.bottom, `${id} above the dock`).toBeLessThanOrEqual(phone.dockTop + 1);
  }
  // Every seat has a place for its words; the law comes first, then the table.
  for (const id of said) if (phone.boxes[id]) expect(phone.boxes[id]!.top).toBeGreaterThan(phone.boxes['law-query-syntax']!.bottom);
}, 120_000);
