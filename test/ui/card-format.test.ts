import { realpathSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import react from '@vitejs/plugin-react';
import type { Browser, Page } from 'playwright-core';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLEED_MM, cardSizeMm, type CardSize } from '../../games/kit/cards/card-sizes.ts';
import { cardFormatOf } from '../../games/kit/cards/card-formats.ts';
import { recordFields, type CardRecord } from '../../games/kit/cards/card-records.ts';
import { GAME_CARD_TYPES } from '../../games/kit/cards/card-types.ts';
import { loadGameContent } from '../../games/kit/content/load-game-content.ts';
import { gameModules } from '../../games/registry.ts';
import { launchChromium } from '../support/chromium.ts';
import type { PrintOptions } from '../../ui/components/card/card.tsx';
import type { CardRequest } from './card-format-page.tsx';

// The shipped content is what a designer prints; one card of every kind of every game is drawn.
const loaded = loadGameContent('content', gameModules);
const content = Object.fromEntries(loaded.games.map((g) => [g.module.id, g.content]));

let vite: ViteDevServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  // The card fonts come from node_modules: where it is a link (a git worktree's), Vite would refuse its real folder.
  const allow = [process.cwd(), realpathSync('node_modules')];
  vite = await createServer({ configFile: false, root: process.cwd(), publicDir: 'ui/public', logLevel: 'error', plugins: [react()], server: { host: '127.0.0.1', port: 0, fs: { allow } } });
  await vite.listen();
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
  const { port } = vite.httpServer!.address() as AddressInfo;
  await page.goto(`http://127.0.0.1:${port}/test/ui/card-format-page.html`);
  await page.waitForFunction(() => typeof window.renderCards === 'function', undefined, { timeout: 60_000 });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await vite?.close();
});

interface Measured {
  width: number;
  height: number;
  /** Text boxes outside the safe area or cut by a box that clips them, by how many px. */
  outside: { text: string; by: number }[];
  /** The last word's box on the card, and the area its words are seen in (the safe area cut by every clipping box above them). */
  lastWord?: { box: Rect; safe: Rect; visible: Rect };
  overflow: boolean;
  fit: number;
  fonts: string[];
  /** Pictures from content drawn on the card (their src), once loaded. */
  pictures: string[];
  trim?: { left: number; top: number; width: number; height: number };
}

interface Rect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Draws `requests` and measures each card: its box, its words against its safe area and what clips them, its fonts. */
async function draw(requests: CardRequest[], drawn: Record<string, unknown> = content): Promise<Measured[]> {
  await page.evaluate(([c, r]) => window.renderCards(c, r), [drawn, requests] as const);
  // Art is measured as drawn: each picture loaded and decoded (or failed) first, as the fonts are.
  await page.evaluate(() => Promise.all([...document.images].map((img) => img.decode().catch(() => undefined))));
  await page.evaluate(() => document.fonts.ready.then(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))));
  const measured = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-request]')].map((slot) => {
      // A card at the table has no physical frame: its own box is its safe area.
      const card = slot.querySelector<HTMLElement>('.pcard, .tw-face') ?? slot.querySelector<HTMLElement>('.card')!;
      const box = card.getBoundingClientRect();
      const safe = (card.querySelector('.pcard__safe, .tw-guides__safe') ?? card).getBoundingClientRect();
      const face = card.querySelector<HTMLElement>('.pcard__face') ?? card;
      // What shows of an element's words: the safe area, cut by the padding box of every element that clips on the way up.
      const visibleArea = (from: Element): Rect => {
        const area = { left: safe.left, top: safe.top, right: safe.right, bottom: safe.bottom };
        for (let el: Element | null = from; el && el !== card.parentElement; el = el.parentElement) {
          const style = getComputedStyle(el);
          if (!(el instanceof HTMLElement) || (style.overflowX === 'visible' && style.overflowY === 'visible')) continue;
          const r = el.getBoundingClientRect();
          const scale = r.width / el.offsetWidth;
          const left = r.left + el.clientLeft * scale;
          const top = r.top + el.clientTop * scale;
          if (style.overflowX !== 'visible') Object.assign(area, { left: Math.max(area.left, left), right: Math.min(area.right, left + el.clientWidth * scale) });
          if (style.overflowY !== 'visible') Object.assign(area, { top: Math.max(area.top, top), bottom: Math.min(area.bottom, top + el.clientHeight * scale) });
        }
        return area;
      };
      const outside: { text: string; by: number }[] = [];
      let lastWord: Measured['lastWord'];
      const walker = document.createTreeWalker(face, NodeFilter.SHOW_TEXT);
      const fonts = new Set<string>();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        const parent = node.parentElement!;
        if (parent.closest('.visually-hidden, svg') || getComputedStyle(parent).visibility === 'hidden' || getComputedStyle(parent).display === 'none') continue;
        fonts.add(getComputedStyle(parent).fontFamily.split(',')[0].replace(/"/g, '').trim());
        const seen = visibleArea(parent);
        // A line shows when its line box does: a tight line's glyph box (ascent to descent, each rounded to a pixel) may run past it.
        const lineHeight = parseFloat(getComputedStyle(parent).lineHeight) * (parent.getBoundingClientRect().height / (parent.offsetHeight || 1));
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const r of range.getClientRects()) {
          if (r.width === 0 || r.height === 0) continue;
          const lead = Number.isNaN(lineHeight) ? 0 : Math.max(0, (r.height - lineHeight) / 2 + 1);
          const by = Math.max(seen.left - r.left, seen.top - r.top - lead, r.right - seen.right, r.bottom - lead - seen.bottom);
          if (by > 1) outside.push({ text: node.textContent.trim().slice(0, 30), by: Math.round(by) });
        }
        const words = node.textContent.trimEnd();
        const lastStart = Math.max(0, words.lastIndexOf(' ') + 1);
        range.setStart(node, lastStart);
        range.setEnd(node, words.length);
        const box = range.getBoundingClientRect();
        if (box.width > 0) lastWord = { box: { left: box.left, top: box.top, right: box.right, bottom: box.bottom }, safe: { left: safe.left, top: safe.top, right: safe.right, bottom: safe.bottom }, visible: seen };
      }
      const trimLine = card.querySelector('.pcard__trim-line, .tw-guides__trim')?.getBoundingClientRect();
      return {
        width: box.width,
        height: box.height,
        outside,
        // A templated face fits each text box on its own: the card overflows when any does, and its fit is the smallest.
        overflow: face.dataset.overflow === 'true' || face.querySelector('.tw-face__text[data-overflow]') !== null,
        fit: face.dataset.fit !== undefined ? Number(face.dataset.fit) : Math.min(...[...face.querySelectorAll<HTMLElement>('.tw-face__text[data-fit]')].map((t) => Number(t.dataset.fit))),
        lastWord,
        fonts: [...fonts].sort(),
        pictures: [...card.querySelectorAll('img')].filter((img) => img.complete && img.naturalWidth > 0).map((img) => new URL(img.src).pathname),
        trim: trimLine ? { left: trimLine.left - box.left, top: trimLine.top - box.top, width: trimLine.width, height: trimLine.height } : undefined,
      };
    }),
  );
  // The tests loop over what was drawn: a card missing from the page must fail, not skip its checks.
  expect(measured).toHaveLength(requests.length);
  return measured;
}

/** The first design of every kind of card of every game, as the page's requests. */
async function everyKind(options: PrintOptions, back = false): Promise<{ game: string; type: string; size: CardSize; request: CardRequest }[]> {
  const { gamePrint } = await vite.ssrLoadModule('/ui/boards/printed-cards.tsx');
  return Object.entries(GAME_CARD_TYPES).flatMap(([game, types]) =>
    types.map((type) => {
      const first = gamePrint(game).cards(content[game]).find((c: { type: string }) => c.type === type.id);
      if (!first) throw new Error(`${game} has no ${type.id} card to draw`);
      return { game, type: type.id, size: cardFormatOf(content[game], type.id, game).size, request: { game, type: type.id, id: first.id, back, options } };
    }),
  );
}

const aspect = (size: CardSize, bleed: boolean) => {
  const b = bleed ? 2 * BLEED_MM : 0;
  return (cardSizeMm(size).widthMm + b) / (cardSizeMm(size).heightMm + b);
};

describe('cards at their physical size, in Chromium', () => {
  it('keeps a card at the table a poker card whatever its words (it grew with them: 240 × 336 to 432 px)', async () => {
    const { gamePrint } = await vite.ssrLoadModule('/ui/boards/printed-cards.tsx');
    const ids = (game: string) => gamePrint(game).cards(content[game]).map((c: { id: string }) => c.id) as string[];
    // The shortest and longest deck cards (a plain number, a wild), a Constructed Robot, an identity card.
    const robots = ids('robots');
    const constructs = (content.robots as { constructs: { robots: { id: string }[] } }).constructs.robots.map((r) => r.id);
    const cards = [robots[0], robots.filter((id) => !constructs.includes(id)).at(-1)!, constructs[0]].map((id) => ({ game: 'robots', type: constructs.includes(id) ? 'construct' : 'deck', id })).concat({ game: 'are-you-a-robot', type: 'identity', id: ids('are-you-a-robot')[0] });
    const measured = await draw(cards.map((table) => ({ table })));
    for (const [i, m] of measured.entries()) {
      expect({ card: cards[i].id, width: m.width, height: Math.round(m.height) }).toEqual({ card: cards[i].id, width: 240, height: Math.round(240 / aspect('poker', false)) });
      expect({ card: cards[i].id, outside: m.outside }).toEqual({ card: cards[i].id, outside: [] });
    }
  }, 60_000);

  it('loads the shipped content with a format for every kind of card', () => {
    expect(loaded.errors).toEqual([]);
    for (const [game, types] of Object.entries(GAME_CARD_TYPES)) {
      for (const type of types) expect((content[game] as { cardFormats?: { cards: { type: string }[] } }).cardFormats?.cards.map((c) => c.type), game).toContain(type.id);
    }
  });

  it.each([
    ['240px on the table', '240px', false],
    ['300 dpi with bleed for print', '750px', true],
  ] as const)('keeps every face and back at its physical proportions, its words inside the safe area (%s)', async (_, width, bleed) => {
    const kinds = [...(await everyKind({ width, bleed, guides: true })), ...(await everyKind({ width, bleed, guides: true }, true))];
    const measured = await draw(kinds.map((k) => k.request));
    kinds.forEach((kind, i) => {
      const m = measured[i];
      const label = `${kind.game} ${kind.type}${'back' in kind.request && kind.request.back ? ' back' : ''}`;
      expect(m.width / m.height, label).toBeCloseTo(aspect(kind.size, bleed), 2);
      expect({ label, outside: m.outside, overflow: m.overflow }).toEqual({ label, outside: [], overflow: false });
      if (bleed) {
        // The trim line sits BLEED_MM inside the bleed edge: the same share of the box at any size.
        const mmToPx = m.width / (cardSizeMm(kind.size).widthMm + 2 * BLEED_MM);
        expect(m.trim!.left, label).toBeCloseTo(BLEED_MM * mmToPx, 0);
        expect(m.trim!.width, label).toBeCloseTo(cardSizeMm(kind.size).widthMm * mmToPx, 0);
      }
    });
  }, 120_000);

  it('draws the art content gives any kind of card, inside the card, its words still in the safe area', async () => {
    // favicon.svg is a picture ui/public already holds; every kind's first design gets it.
    const withArt = structuredClone(content) as Record<string, any>;
    const lists = [
      withArt.robots.constructs.robots,
      withArt['are-you-a-robot'].cards.cards,
      withArt['three-laws'].factions.factions,
      withArt['three-laws'].laws.laws,
      withArt['bias-effect'].identities.identities,
      withArt['bias-effect'].beliefs.beliefs,
      withArt['bias-effect'].life.life,
      withArt['bias-effect'].algorithms.algorithms,
      withArt['evil-robots'].robots.robots,
      withArt['evil-robots']['power-cards'].powerCards,
    ];
    for (const list of lists) list[0].art = 'favicon.svg';
    const first = (game: string, type: string, id: string) => ({ game, type, id, options: { width: '240px' } });
    const requests = [
      first('robots', 'construct', lists[0][0].id),
      first('are-you-a-robot', 'identity', lists[1][0].id),
      first('three-laws', 'faction', `${lists[2][0].id}-${withArt['three-laws'].factions.decks[0].ranks.low}`),
      first('three-laws', 'law', lists[3][0].id),
      first('bias-effect', 'identity', lists[4][0].id),
      first('bias-effect', 'belief', lists[5][0].id),
      first('bias-effect', 'life', lists[6][0].id),
      first('bias-effect', 'algorithm', lists[7][0].id),
      first('evil-robots', `${lists[8][0].deck}-robot`, lists[8][0].id),
      first('evil-robots', 'power', lists[9][0].id),
    ];
    const measured = await draw(requests, withArt);
    measured.forEach((m, i) => {
      expect({ card: requests[i].type, pictures: m.pictures, outside: m.outside }).toEqual({ card: requests[i].type, pictures: ['/favicon.svg'], outside: [] });
    });
  }, 60_000);

  it('draws every word in the bundled fonts, loaded from the build, not the system', async () => {
    const measured = await draw((await everyKind({ width: '240px' })).map((k) => k.request));
    for (const m of measured) for (const font of m.fonts) expect(['IBM Plex Sans', 'Space Grotesk']).toContain(font);
    const loadedFaces = await page.evaluate(() => [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family.replace(/"/g, '')));
    expect(new Set(loadedFaces)).toEqual(new Set(['IBM Plex Sans', 'Space Grotesk']));
  }, 60_000);

  it('shrinks a text that only a box inside the card would cut, until its last word shows (Unlucky Thirteen was cut mid-line)', async () => {
    // As long as a ROBOTS! Constructed Robot's text: at fit 1 its last line runs under the card's border, where the card clips it.
    const longText = 'Trips over its own cables, but somehow it is always the one left standing. Built from the 13 of every colour, no wild: +50 points, and no attack can touch it.';
    const measured = await draw([
      { longText, game: 'robots', name: 'Unlucky Thirteen', options: { width: '750px', bleed: true } },
      { longText, game: 'robots', name: 'Unlucky Thirteen', options: { width: '240px' } },
    ]);
    for (const m of measured) {
      const { box, safe, visible } = m.lastWord!;
      for (const area of [safe, visible]) {
        expect(box.left).toBeGreaterThanOrEqual(area.left);
        expect(box.top).toBeGreaterThanOrEqual(area.top);
        expect(box.right).toBeLessThanOrEqual(area.right);
        expect(box.bottom).toBeLessThanOrEqual(area.bottom);
      }
      expect(m.outside).toEqual([]);
      expect(m.overflow).toBe(false);
      expect(m.fit).toBeLessThan(1);
    }
  }, 60_000);

  it('counts words as cut when any box inside the face clips them: overflow hidden, a line clamp, an ellipsis', async () => {
    const seen = await page.evaluate(() => {
      const text = 'Trips over its own cables, but somehow it is always the one left standing.';
      const cases: Record<string, string> = {
        free: `<p style="margin:0">${text}</p>`,
        hidden: `<div style="height:2.6em;overflow:hidden"><p style="margin:0;line-height:1.3">${text}</p></div>`,
        clamp: `<p style="margin:0;display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:2;overflow:hidden">${text}</p>`,
        ellipsis: `<p style="margin:0;white-space:nowrap;overflow:hidden;text-overflow:ellipsis">${text}</p>`,
      };
      return Object.fromEntries(
        Object.entries(cases).map(([name, html]) => {
          const face = document.createElement('div');
          face.style.cssText = 'width:200px;height:300px;font:16px/1.3 sans-serif;overflow:hidden;zoom:2';
          face.innerHTML = html;
          document.body.append(face);
          const visible = window.wordsVisible(face);
          face.remove();
          return [name, visible];
        }),
      );
    });
    expect(seen).toEqual({ free: true, hidden: false, clamp: false, ellipsis: false });
  });

  it('marks a card whose words do not fit even at the smallest size', async () => {
    const longText = 'Every word of this rules text has to stay on the card. '.repeat(40);
    const [m] = await draw([{ longText, game: 'robots', name: 'Unlucky Thirteen', options: { width: '750px', bleed: true } }]);
    expect(m.fit).toBe(0.5);
    expect(m.overflow).toBe(true);
  }, 60_000);

  it.each([
    ['240px on the table', '240px', false],
    ['300 dpi with bleed for print', '750px', true],
  ] as const)('fits the words of every shipped card of every game inside what shows of its safe area (%s)', async (_, width, bleed) => {
    const { gamePrint } = await vite.ssrLoadModule('/ui/boards/printed-cards.tsx');
    const requests: CardRequest[] = Object.keys(GAME_CARD_TYPES).flatMap((game) =>
      gamePrint(game).cards(content[game]).map((card: { type: string; id: string }) => ({ game, type: card.type, id: card.id, options: { width, bleed } })),
    );
    const measured = await draw(requests);
    const misfits = measured.flatMap((m, i) => (m.outside.length > 0 || m.overflow ? [{ card: requests[i], outside: m.outside, overflow: m.overflow }] : []));
    expect(misfits).toEqual([]);
    expect(measured.length).toBeGreaterThan(100);
  }, 180_000);

  it('shrinks a long text until it fits, by the same factor at any pixel size', async () => {
    const longText = 'Every word of this rules text has to stay on the card. '.repeat(9);
    const [table, print] = await draw([{ longText, options: { width: '240px' } }, { longText, options: { width: '750px', bleed: true } }]);
    expect(table.fit).toBeLessThan(0.9);
    expect(table.overflow).toBe(false);
    expect(table.outside).toEqual([]);
    expect(print.fit).toBeCloseTo(table.fit, 1);
    expect(print.outside).toEqual([]);
    const [short] = await draw([{ longText: 'Short.', options: { width: '240px' } }]);
    expect(short.fit).toBe(1);
  }, 60_000);

  it('measures each text box in one fit once its fonts are in: once when its words fit, twice when they fit at no size, 2 + 7 steps when they shrink', async () => {
    const requests = (await everyKind({ width: '240px' })).map((k) => k.request);
    // The first drawing brings every font these cards use; the second is laid out with them loaded.
    await draw(requests);
    // A text box's fit reads its scrollHeight once per measure (template-text.tsx fitsBox): counted per box.
    await page.evaluate(() => {
      const reads = new WeakMap<Element, number>();
      const own = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollHeight')!;
      Object.assign(window, { textBoxReads: reads, ownScrollHeight: own });
      Object.defineProperty(Element.prototype, 'scrollHeight', {
        configurable: true,
        get(this: Element) {
          if (this.classList.contains('tw-face__text')) reads.set(this, (reads.get(this) ?? 0) + 1);
          return own.get!.call(this);
        },
      });
    });
    await draw(requests);
    const boxes = await page.evaluate(() => {
      const { textBoxReads: reads, ownScrollHeight } = window as unknown as { textBoxReads: WeakMap<Element, number>; ownScrollHeight: PropertyDescriptor };
      Object.defineProperty(Element.prototype, 'scrollHeight', ownScrollHeight);
      return [...document.querySelectorAll<HTMLElement>('.tw-face__text[data-fit]')].map((box) => ({ reads: reads.get(box) ?? 0, fit: box.dataset.fit, overflow: box.dataset.overflow === 'true' }));
    });
    expect([boxes.length > 20, boxes.some((b) => b.reads === 9)]).toEqual([true, true]);
    const oneFit = boxes.map((b) => (b.reads === 1 ? { reads: 1, fit: '1.00', overflow: false } : b.reads === 2 ? { ...b, overflow: true } : { ...b, reads: 9, overflow: false }));
    expect(boxes).toEqual(oneFit);
  }, 60_000);
});

// The widths the tables draw each view at, the smallest where a table draws it smaller (the Are
// You A Robot? seat on a phone draws a tiny card 2.6 rem wide).
const TABLE_VIEWS: { view: string; rem: number }[] = [
  { view: 'regular', rem: 15 },
  { view: 'small', rem: 10 },
  { view: 'tiny', rem: 2.6 },
  { view: 'mini', rem: 4.75 },
  { view: 'micro', rem: 3.6 },
];
// Each card fits its words by measuring, and each measure lays out the whole page: a page of
// 1,500 cards took a minute, pages of a hundred a few seconds.
const BATCH = 100;

/** The longest word of a field's text. */
const longestWord = (value: unknown) => (typeof value === 'string' ? Math.max(0, ...value.split(/[\s\-‐–—/]+/).map((w) => w.length)) : 0);

/**
 * Of each kind of card, the designs whose words are hardest to fit: for each of its fields,
 * the two with the longest word in it. A word breaks when it is wider than its box, so the
 * longest is the one that breaks first; drawing every design in every view took a minute.
 */
function hardestWords(records: CardRecord[]): CardRecord[] {
  const chosen = new Set<CardRecord>();
  const fields = new Set(records.flatMap((r) => Object.keys(recordFields(r))));
  for (const field of fields) {
    const ranked = records.filter((r) => longestWord(recordFields(r)[field]) > 0).sort((a, b) => longestWord(recordFields(b)[field]) - longestWord(recordFields(a)[field]));
    for (const record of ranked.slice(0, 2)) chosen.add(record);
  }
  return [...chosen];
}

describe('cards at the table, in Chromium', () => {
  it('never breaks a word across two lines: a word too long for its line shrinks the words instead ("Gakutensok-u" before)', async () => {
    const { gamePrint } = await vite.ssrLoadModule('/ui/boards/printed-cards.tsx');
    const requests: CardRequest[] = Object.keys(GAME_CARD_TYPES).flatMap((game) => {
      const records: CardRecord[] = gamePrint(game).cards(content[game]);
      const kinds = [...new Set(records.map((r) => r.type))];
      return kinds.flatMap((type) => hardestWords(records.filter((r) => r.type === type)).flatMap((card) => TABLE_VIEWS.map(({ view, rem }) => ({ table: { game, type, id: card.id, width: `${rem}rem`, view } }))));
    });
    const broken: { request: number; word: string }[] = [];
    for (let from = 0; from < requests.length; from += BATCH) {
      await page.evaluate(([c, r]) => window.renderCards(c, r), [content, requests.slice(from, from + BATCH)] as const);
      await page.evaluate(() => document.fonts.ready.then(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))));
      broken.push(...(await page.evaluate(() => window.brokenWords())).map((b) => ({ ...b, request: b.request + from })));
    }
    const named = broken.map(({ request, word }) => {
      const { table } = requests[request] as { table: { game: string; id: string; view: string } };
      return `${table.game} ${table.id} (${table.view}): ${word}`;
    });
    expect(named).toEqual([]);
    expect(requests.some((r) => 'table' in r && r.table.id === 'gakutensoku' && r.table.view === 'regular')).toBe(true);
  }, 120_000);
});
