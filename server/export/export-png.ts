import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { BLEED_MM, cardSizeMm, MM_PER_INCH } from '../../games/kit/cards/card-sizes.ts';
import { fileSafe, type PrintDeck, type PrintSlot } from '../../games/kit/export/print-deck.ts';
import type { BoxedSlot } from '../../games/kit/export/print-view.ts';
import { showView, type ExportJob, type Written } from './export-options.ts';

export const PNG_DPI = 300;

/** Pixels across a length at 300 dpi. */
export const dots = (mm: number) => Math.round((mm / MM_PER_INCH) * PNG_DPI);

/** One PNG per card design and one of each deck's back, at 300 dpi with the bleed: png/<deck>/<card>.png. */
export async function exportPng(job: ExportJob): Promise<Written> {
  const written: Written = [];
  for (const deck of job.decks) written.push(...(await exportDeck(job, deck)));
  return written;
}

async function exportDeck(job: ExportJob, deck: PrintDeck): Promise<Written> {
  const card = cardSizeMm(deck.size);
  const width = dots(card.widthMm + 2 * BLEED_MM);
  const height = dots(card.heightMm + 2 * BLEED_MM);
  const slots: { slot: PrintSlot; file: string }[] = [
    ...deck.cards.map((c) => ({ slot: { deck: deck.id, side: 'face' as const, card: c.id }, file: `${fileSafe(c.id)}.png` })),
    { slot: { deck: deck.id, side: 'back' }, file: 'back.png' },
  ];
  // The bleed's share of the rounded width, unrounded, so the card's own width (trim plus bleed) is exactly the file's.
  const bleed = (width * BLEED_MM) / (card.widthMm + 2 * BLEED_MM);
  const boxes: BoxedSlot[] = slots.map(({ slot }, i) => ({ slot, x: 0, y: i * height, width, height, bleed }));
  await job.browser.page.setViewportSize({ width, height });
  await showView(job, { kind: 'shots', page: { width, height: boxes.length * height, boxes, marks: [] } });
  const dir = join(job.outDir, 'png', fileSafe(deck.id));
  mkdirSync(dir, { recursive: true });
  const written: Written = [];
  const shots = job.browser.page.locator('.print-box');
  for (const [i, { file }] of slots.entries()) {
    const path = join(dir, file);
    await shots.nth(i).screenshot({ path, animations: 'disabled' });
    written.push(path);
  }
  return written;
}
