import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cardSizeMm } from '../../games/kit/cards/card-sizes.ts';
import { fileSafe, type PrintDeck } from '../../games/kit/export/print-deck.ts';
import type { ViewPage } from '../../games/kit/export/print-view.ts';
import { TTS_COLUMNS, TTS_ROWS, ttsSavedObject, ttsSheets } from '../../games/kit/export/tts-save.ts';
import { ttsSaveErrors } from '../../games/kit/export/tts-save-check.ts';
import { TTS_IMAGE_FILE, ttsImageUrl } from '../../games/kit/export/tts-files.ts';
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
 * Tabletop Simulator: the face sheets (tts/<deck>-<n>-<hash>.png), each deck's back
 * (tts/<deck>-back-<hash>.png) and the saved object (tts/<game>.json) to drop into TTS's Saved
 * Objects folder. TTS caches an image by its URL for good, so each file is named by a hash of
 * its pixels: a changed sheet gets a new URL and every player sees the change, an unchanged one
 * keeps its URL and its cache. Images of earlier exports that this one no longer uses are
 * removed. Cards are drawn to the trim line: TTS shows the whole image, so no bleed.
 */
export async function exportTts(job: ExportJob): Promise<Written> {
  const dir = join(job.outDir, 'tts');
  mkdirSync(dir, { recursive: true });
  const sheets = ttsSheets(job.decks);
  const written: Written = [];
  const faces = new Map<number, string>();
  const backs = new Map<string, string>();
  for (const sheet of sheets) {
    const size = ttsCardPixels(job.decks.find((d) => d.id === sheet.deck)!);
    const boxes = sheet.slots.flatMap((slot, i) => (slot ? [{ slot, x: (i % TTS_COLUMNS) * size.width, y: Math.floor(i / TTS_COLUMNS) * size.height, ...size, bleed: 0 }] : []));
    const n = sheets.filter((s) => s.deck === sheet.deck).indexOf(sheet) + 1;
    faces.set(sheet.key, await shoot(job, dir, `${fileSafe(sheet.deck)}-${n}`, { width: size.width * TTS_COLUMNS, height: size.height * TTS_ROWS, boxes, marks: [] }));
  }
  for (const deck of job.decks) {
    const size = ttsCardPixels(deck);
    backs.set(deck.id, await shoot(job, dir, `${fileSafe(deck.id)}-back`, { ...size, boxes: [{ slot: { deck: deck.id, side: 'back' }, x: 0, y: 0, ...size, bleed: 0 }], marks: [] }));
  }
  const images = [...faces.values(), ...backs.values()];
  written.push(...images.map((file) => join(dir, file)));
  for (const stale of readdirSync(dir)) if (TTS_IMAGE_FILE.test(stale) && !images.includes(stale)) rmSync(join(dir, stale));
  const url = (file: string) => ttsImageUrl(file, job.setup.game, dir, job.publicUrl);
  const look = {
    title: job.setup.title,
    sideways: (deck: PrintDeck) => {
      const size = ttsCardPixels(deck);
      return size.width > size.height;
    },
  };
  const saved = ttsSavedObject(look, job.decks, sheets, { face: (sheet) => url(faces.get(sheet.key)!), back: (deck) => url(backs.get(deck)!) });
  const errors = ttsSaveErrors(saved);
  if (errors.length > 0) throw new Error(`the TTS saved object breaks schemas/tts/saved-object.schema.json: ${errors.slice(0, 5).join('; ')}`);
  const json = join(dir, `${job.setup.game}.json`);
  writeFileSync(json, `${JSON.stringify(saved, null, 2)}\n`);
  written.push(json);
  return written;
}

/** Photographs the page and writes it as `<stem>-<hash of its bytes>.png`; answers the file name. */
async function shoot(job: ExportJob, dir: string, stem: string, page: ViewPage): Promise<string> {
  await job.browser.page.setViewportSize({ width: page.width, height: page.height });
  await showView(job, { kind: 'shots', page });
  const png = await job.browser.page.locator('.print-page').screenshot({ animations: 'disabled' });
  const file = `${stem}-${createHash('sha256').update(png).digest('hex').slice(0, 12)}.png`;
  writeFileSync(join(dir, file), png);
  return file;
}
