import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { fileSafe } from '../../games/kit/export/print-deck.ts';
import { DEFAULT_SHEET_CHOICES } from '../../games/kit/export/sheet-choices.ts';
import { formatContentError } from '../../games/kit/content/content-error.ts';
import { loadGameContent } from '../../games/kit/content/load-game-content.ts';
import { gameModules } from '../../games/registry.ts';
import type { PrintWindow } from '../../server/export/export-options.ts';
import { exportPng } from '../../server/export/export-png.ts';
import { openPrintBrowser, type PrintBrowser } from '../../server/export/print-browser.ts';
import { PRINT_SHEET_TAG } from '../../stories/cards/as-printed-decorator.tsx';
import { comparePictures, cropPicture, MAX_SHARE, writeEvidence } from './print-vs-screen/picture-diff.ts';
import { listStories, openPreview, sheetBoxes, showStory } from './print-vs-screen/story-preview.ts';
import { buildCardStorybook, serveFolder } from './print-vs-screen/storybook-build.ts';

/**
 * What prints is what the screen shows: every card of every game (each design of each kind,
 * and each kind's back) as `tablewright export --format png` writes it, against Storybook,
 * pixel by pixel: each kind's print sheet (Cards/Print with the toolbar's "As printed", every
 * card of the kind edge to edge) photographed once and cut into cards, and each card's own
 * story for one card and the back of every deck. Both at DPI, far below print's 300, to keep
 * the suite's time: the same components draw both at any resolution.
 */
const DPI = 100;
const CONTENT = fileURLToPath(new URL('../../content/', import.meta.url));
/** Where a failing run leaves each differing card's pictures (TW_PRINT_DIFFS, or a fresh folder under the system's temp). */
const EVIDENCE = process.env.TW_PRINT_DIFFS ?? join(tmpdir(), `tablewright-print-vs-screen-${process.pid}`);

/** One exported picture: `<game> <deck>/<card>` (or `<deck>/back`). */
interface Exported {
  game: string;
  deck: string;
  card: string | null;
  file: string;
}

let work: string;
let print: PrintBrowser | undefined;
let storybook: { url: string; close(): Promise<void> } | undefined;
let exported: Exported[] = [];
let page: Page;

/** Every game's cards through the exporter's own code, as `tablewright export <game> --format png` runs it, into `outDir`. */
async function exportEveryGame(browser: PrintBrowser, outDir: string): Promise<Exported[]> {
  const loaded = loadGameContent(CONTENT, gameModules);
  if (loaded.errors.length > 0) throw new Error(`the shipped content has errors: ${loaded.errors.map(formatContentError).join('; ')}`);
  const pictures: Exported[] = [];
  for (const { module, content } of loaded.games) {
    const setup = { game: module.id, title: module.title, content };
    const decks = await browser.page.evaluate((s) => (window as unknown as PrintWindow).tablewrightPrint.decks(s), setup);
    const written = await exportPng({ browser, setup, decks, outDir: join(outDir, module.id), sheets: DEFAULT_SHEET_CHOICES, warned: new Set() }, DPI);
    const slots = decks.flatMap((deck) => [...deck.cards.map((c) => ({ deck: deck.id, card: c.id as string | null })), { deck: deck.id, card: null }]);
    if (slots.length !== written.length) throw new Error(`the ${module.id} export wrote ${written.length} pictures for ${slots.length} cards and backs`);
    pictures.push(...slots.map((slot, i) => ({ game: module.id, ...slot, file: written[i] })));
  }
  return pictures;
}

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'tablewright-print-vs-screen-'));
  // CI builds the whole Storybook before the tests (.ci/run) and names it here; alone, the test builds the card stories.
  const prebuilt = process.env.TW_STORYBOOK_STATIC;
  const built = prebuilt ? Promise.resolve() : buildCardStorybook(join(work, 'storybook'));
  print = await openPrintBrowser();
  exported = await exportEveryGame(print, join(work, 'export'));
  await built;
  storybook = await serveFolder(prebuilt ?? join(work, 'storybook'));
  const largest = exported.map((e) => pngSize(e.file));
  page = await print.page.context().browser()!.newPage({
    viewport: { width: Math.max(...largest.map((p) => p.width)), height: Math.max(...largest.map((p) => p.height)) },
    deviceScaleFactor: 1,
    // Storybook's name for a test runner: its preview then pauses animations instead of waiting 100 ms per story for them to end.
    userAgent: 'Mozilla/5.0 (tablewright print-vs-screen) StorybookTestRunner',
  });
  await openPreview(page, storybook.url, DPI);
}, 600_000);

afterAll(async () => {
  await page?.close();
  await print?.close();
  await storybook?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

/** A PNG's width and height, read from its header: decoding all 306 pictures only for their sizes cost about half a second of CPU. */
function pngSize(file: string): { width: number; height: number } {
  const header = readFileSync(file).subarray(0, 24);
  if (header.toString('latin1', 12, 16) !== 'IHDR') throw new Error(`${file} is not a PNG`);
  return { width: header.readUInt32BE(16), height: header.readUInt32BE(20) };
}

const nameOf = (e: Exported) => `${e.game} ${e.deck}/${e.card ?? 'back'}`;
/** A card's key: its game and id (ids are unique within a game), or the back of a kind (a deck's id is its kind). */
const keyOf = (game: string, card: string | null, type: string) => `${game}|${card === null ? `back:${type}` : card}`;

/** Compares one picture of the screen with the export's, leaving the evidence when they differ; answers what differs, if anything. */
function differs(picture: Exported, storyPng: PNG, where: string): string | undefined {
  const exportedPng = PNG.sync.read(readFileSync(picture.file));
  const result = comparePictures(storyPng, exportedPng);
  if (result.share <= MAX_SHARE) return undefined;
  writeEvidence(join(EVIDENCE, picture.game, fileSafe(picture.deck)), `${fileSafe(picture.card ?? 'back')}-${where.replace(/[^a-z0-9]+/gi, '-')}`, storyPng, exportedPng, result.diff);
  return `${nameOf(picture)} (${where}): ${result.sizes ?? `${(result.share * 100).toFixed(2)}% of its pixels differ`}`;
}

const byKey = () => new Map(exported.map((e) => [keyOf(e.game, e.card, e.deck), e]));
const evidenceNote = (n: number) => `${n} exported cards differ from the screen; each one's -storybook.png, -export.png and -diff.png (differences in red) are in ${EVIDENCE}`;

it('draws every card of each kind\'s print sheet (Cards/Print, as printed) as the export prints it', async () => {
  const exportedByKey = byKey();
  const compared = new Set<Exported>();
  const differing: string[] = [];
  for (const story of await listStories(page, storybook!.url, PRINT_SHEET_TAG)) {
    const { game, type } = (await showStory(page, story.id)) as { game: string; type: string };
    const boxes = await sheetBoxes(page);
    const width = Math.max(...boxes.map((b) => b.x + b.width));
    const height = Math.max(...boxes.map((b) => b.y + b.height));
    const viewport = page.viewportSize()!;
    if (width > viewport.width || height > viewport.height) await page.setViewportSize({ width: Math.max(width, viewport.width), height: Math.max(height, viewport.height) });
    // One photograph of the whole sheet, cut into cards here: a screenshot per card cost most of this test's time.
    const sheet = PNG.sync.read(await page.screenshot({ clip: { x: 0, y: 0, width, height }, animations: 'disabled' }));
    for (const box of boxes) {
      const picture = exportedByKey.get(keyOf(game, box.card === 'back' ? null : box.card, type));
      if (!picture) continue;
      compared.add(picture);
      const problem = differs(picture, cropPicture(sheet, box), `sheet ${story.id}`);
      if (problem) differing.push(problem);
    }
  }
  const unshown = exported.filter((e) => !compared.has(e)).map(nameOf);
  expect(differing, evidenceNote(differing.length)).toEqual([]);
  expect(unshown, 'exported cards no kind\'s print sheet shows (stories/cards/printed-cards.stories.tsx lists one sheet per kind)').toEqual([]);
}, 600_000);

it('gives every exported card a story of its own, and the first card of each kind and each back draw there as exported', async () => {
  const exportedByKey = byKey();
  const storyOf = new Map<Exported, string>();
  for (const story of await listStories(page, storybook!.url, 'card')) {
    const { game, cardId, type } = story.args as { game?: string; cardId?: string; type?: string };
    const picture = exportedByKey.get(keyOf(String(game), typeof type === 'string' ? null : String(cardId), String(type)));
    if (picture) storyOf.set(picture, story.id);
  }
  const unshown = exported.filter((e) => !storyOf.has(e)).map(nameOf);
  expect(unshown, 'exported cards no card story shows (.storybook/card-sources.ts makes one story per card from content)').toEqual([]);
  // The sheets compared every card; the decorator that draws a lone card as printed is checked on one card and the back of each deck.
  const sample = exported.filter((e, i) => e.card === null || exported[i - 1]?.deck !== e.deck || exported[i - 1]?.game !== e.game);
  const differing: string[] = [];
  for (const picture of sample) {
    const id = storyOf.get(picture)!;
    await showStory(page, id);
    const { width, height } = pngSize(picture.file);
    const problem = differs(picture, PNG.sync.read(await page.screenshot({ clip: { x: 0, y: 0, width, height } })), `story ${id}`);
    if (problem) differing.push(problem);
  }
  expect(differing, evidenceNote(differing.length)).toEqual([]);
}, 600_000);
