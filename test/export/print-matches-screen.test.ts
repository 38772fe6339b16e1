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
import { comparePictures, MAX_SHARE, writeEvidence } from './print-vs-screen/picture-diff.ts';
import { cardStoryIds, openPreview, showStory } from './print-vs-screen/story-preview.ts';
import { buildCardStorybook, serveFolder } from './print-vs-screen/storybook-build.ts';

/**
 * What prints is what the screen shows: every card of every game (each design of each kind,
 * and each kind's back) as `tablewright export --format png` writes it, against its story in
 * a Storybook built for the run, pixel by pixel. Both at DPI, far below print's 300, to keep
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
  const built = buildCardStorybook(join(work, 'storybook'));
  print = await openPrintBrowser();
  exported = await exportEveryGame(print, join(work, 'export'));
  await built;
  storybook = await serveFolder(join(work, 'storybook'));
  const largest = exported.map((e) => PNG.sync.read(readFileSync(e.file)));
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

const nameOf = (e: Exported) => `${e.game} ${e.deck}/${e.card ?? 'back'}`;

it('draws every exported card as its Storybook story shows it, and every exported card has a story', async () => {
  const byKey = new Map(exported.map((e) => [`${e.game}|${e.card === null ? `back:${e.deck}` : e.card}`, e]));
  const compared = new Set<Exported>();
  const differing: string[] = [];
  for (const id of await cardStoryIds(storybook!.url)) {
    const args = await showStory(page, id);
    const key = `${String(args.game)}|${typeof args.type === 'string' ? `back:${args.type}` : String(args.cardId)}`;
    const picture = byKey.get(key);
    if (!picture) continue;
    compared.add(picture);
    const exportedPng = PNG.sync.read(readFileSync(picture.file));
    const storyPng = PNG.sync.read(await page.screenshot({ clip: { x: 0, y: 0, width: exportedPng.width, height: exportedPng.height } }));
    const result = comparePictures(storyPng, exportedPng);
    if (result.share <= MAX_SHARE) continue;
    const dir = join(EVIDENCE, picture.game, fileSafe(picture.deck));
    writeEvidence(dir, fileSafe(picture.card ?? 'back'), storyPng, exportedPng, result.diff);
    differing.push(`${nameOf(picture)} (story ${id}): ${result.sizes ?? `${(result.share * 100).toFixed(2)}% of its pixels differ`}`);
  }
  const unshown = exported.filter((e) => !compared.has(e)).map(nameOf);
  expect(differing, `${differing.length} exported cards differ from their stories; each one's -storybook.png, -export.png and -diff.png (differences in red) are in ${EVIDENCE}`).toEqual([]);
  expect(unshown, 'exported cards no card story shows (.storybook/card-sources.ts makes one story per card from content)').toEqual([]);
}, 600_000);
