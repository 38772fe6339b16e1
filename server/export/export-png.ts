import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { cardSizeMm } from '../../games/kit/cards/card-sizes.ts';
import { fileSafe, type PrintDeck, type PrintSlot } from '../../games/kit/export/print-deck.ts';
import type { BoxedSlot } from '../../games/kit/export/print-view.ts';
import { PNG_DPI, pngBox } from '../../games/kit/export/png-box.ts';
import { showView, type ExportJob, type Written } from './export-options.ts';

/**
 * One PNG per card design and one of each deck's back, with the bleed: png/<deck>/<card>.png.
 * 300 dpi for print; the print-vs-screen test draws the same pictures smaller.
 */
export async function exportPng(job: ExportJob, dpi: number = PNG_DPI): Promise<Written> {
  const written: Written = [];
  for (const deck of job.decks) written.push(...(await exportDeck(job, deck, dpi)));
  return written;
}

async function exportDeck(job: ExportJob, deck: PrintDeck, dpi: number): Promise<Written> {
  const { width, height, bleed } = pngBox(cardSizeMm(deck.size), dpi);
  const slots: { slot: PrintSlot; file: string }[] = [
    ...deck.cards.map((c) => ({ slot: { deck: deck.id, side: 'face' as const, card: c.id }, file: `${fileSafe(c.id)}.png` })),
    { slot: { deck: deck.id, side: 'back' }, file: 'back.png' },
  ];
  await job.browser.page.setViewportSize({ width, height });
  const dir = join(job.outDir, 'png', fileSafe(deck.id));
  mkdirSync(dir, { recursive: true });
  const written: Written = [];
  // One card at a time, filling the viewport: a card scrolled into view on a busy machine was
  // photographed before Chromium had painted all of it, its lower part left white.
  for (const { slot, file } of slots) {
    const box: BoxedSlot = { slot, x: 0, y: 0, width, height, bleed };
    await showView(job, { kind: 'shots', page: { width, height, boxes: [box], marks: [] } });
    const path = join(dir, file);
    await job.browser.page.screenshot({ path, clip: { x: 0, y: 0, width, height }, animations: 'disabled' });
    written.push(path);
  }
  return written;
}
