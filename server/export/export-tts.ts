import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { cardSizeMm } from '../../games/kit/cards/card-sizes.ts';
import { fileSafe, type PrintDeck } from '../../games/kit/export/print-deck.ts';
import type { ViewPage } from '../../games/kit/export/print-view.ts';
import { TTS_COLUMNS, TTS_ROWS, ttsSavedObject, ttsSheets, type TtsSheet } from '../../games/kit/export/tts-save.ts';
import { showView, type ExportJob, type Written } from './export-options.ts';

/** TTS loads sheets up to this many pixels a side without complaint on ordinary graphics cards. */
export const TTS_MAX_SHEET_PX = 4096;

/** A card's pixel size on a TTS sheet: as large as keeps the 10x7 sheet within 4096 px. */
export function ttsCardPixels(deck: PrintDeck): { width: number; height: number } {
  const { widthMm, heightMm } = cardSizeMm(deck.size);
  const perMm = Math.min(TTS_MAX_SHEET_PX / TTS_COLUMNS / widthMm, TTS_MAX_SHEET_PX / TTS_ROWS / heightMm);
  return { width: Math.floor(widthMm * perMm), height: Math.floor(heightMm * perMm) };
}

/**
 * Tabletop Simulator: the face sheets (tts/<deck>-<n>.png), each deck's back (tts/<deck>-back.png)
 * and the saved object (tts/<game>.json) to drop into TTS's Saved Objects folder. Cards are
 * drawn to the trim line: TTS shows the whole image, so no bleed.
 */
export async function exportTts(job: ExportJob): Promise<Written> {
  const dir = join(job.outDir, 'tts');
  mkdirSync(dir, { recursive: true });
  const sheets = ttsSheets(job.decks);
  const sheetFile = (sheet: TtsSheet) => `${fileSafe(sheet.deck)}-${sheets.filter((s) => s.deck === sheet.deck).indexOf(sheet) + 1}.png`;
  const backFile = (deck: string) => `${fileSafe(deck)}-back.png`;
  const written: Written = [];
  for (const sheet of sheets) {
    const size = ttsCardPixels(job.decks.find((d) => d.id === sheet.deck)!);
    const boxes = sheet.slots.flatMap((slot, i) => (slot ? [{ slot, x: (i % TTS_COLUMNS) * size.width, y: Math.floor(i / TTS_COLUMNS) * size.height, ...size, bleed: 0 }] : []));
    written.push(await shoot(job, join(dir, sheetFile(sheet)), { width: size.width * TTS_COLUMNS, height: size.height * TTS_ROWS, boxes, marks: [] }));
  }
  for (const deck of job.decks) {
    const size = ttsCardPixels(deck);
    written.push(await shoot(job, join(dir, backFile(deck.id)), { ...size, boxes: [{ slot: { deck: deck.id, side: 'back' }, x: 0, y: 0, ...size, bleed: 0 }], marks: [] }));
  }
  const url = (file: string) => (job.baseUrl ? `${job.baseUrl.replace(/\/+$/, '')}/${relative(job.outDir, join(dir, file)).split('\\').join('/')}` : pathToFileURL(join(dir, file)).href);
  const saved = ttsSavedObject(job.setup.title, job.decks, sheets, { face: (sheet) => url(sheetFile(sheet)), back: (deck) => url(backFile(deck)) });
  const json = join(dir, `${job.setup.game}.json`);
  writeFileSync(json, `${JSON.stringify(saved, null, 2)}\n`);
  written.push(json);
  return written;
}

async function shoot(job: ExportJob, path: string, page: ViewPage): Promise<string> {
  await job.browser.page.setViewportSize({ width: page.width, height: page.height });
  await showView(job, { kind: 'shots', page });
  await job.browser.page.locator('.print-page').screenshot({ path, animations: 'disabled' });
  return path;
}
