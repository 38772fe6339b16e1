import { statSync } from 'node:fs';
import { relative } from 'node:path';
import { formatContentError } from '../../games/kit/content/content-error.ts';
import { loadGameContent } from '../../games/kit/content/load-game-content.ts';
import { pdfSheets } from '../../games/kit/export/pdf-plan.ts';
import type { PrintDeck } from '../../games/kit/export/print-deck.ts';
import { sizeDecks } from '../../games/kit/export/print-set.ts';
import { describeCards, describeSet, describeSheets } from '../../games/kit/export/print-summary.ts';
import type { PrintSetup } from '../../games/kit/export/print-view.ts';
import { withCardSize } from '../../games/kit/export/size-override.ts';
import { PLAYER_COUNTS } from '../../games/print-counts.ts';
import type { ExportJob, PrintWindow, Written } from '../export/export-options.ts';
import { exportPdf } from '../export/export-pdf.ts';
import { exportPng } from '../export/export-png.ts';
import { exportTts } from '../export/export-tts.ts';
import { openPrintBrowser } from '../export/print-browser.ts';
import { checkPlayersFor, parseExportArgs } from './export-args.ts';

const EXPORTERS = { pdf: exportPdf, tts: exportTts, png: exportPng } as const;

/** `tablewright export`: prints a game's cards with the table's own components; 1 on a content error. */
export async function runExport(args: string[]): Promise<number> {
  const options = parseExportArgs(args);
  const started = performance.now();
  const loaded = loadGameContent(options.content, [options.module], { artRoot: options.art });
  if (loaded.errors.length > 0) {
    for (const error of loaded.errors) process.stderr.write(`${formatContentError(error)}\n`);
    process.stderr.write(`tablewright export: ${loaded.errors.length} content error${loaded.errors.length === 1 ? '' : 's'}; nothing was exported.\n`);
    return 1;
  }
  const { id, title } = options.module;
  const content = loaded.games[0].content;
  checkPlayersFor(options, content);
  const setup: PrintSetup = { game: id, title, content: options.size ? withCardSize(id, title, content, options.size) : content };
  const browser = await openPrintBrowser({ publicDir: options.art });
  try {
    const listed: PrintDeck[] = await browser.page.evaluate((s) => (window as unknown as PrintWindow).tablewrightPrint.decks(s), setup);
    // Sized here, before any exporter sees them: each takes its copies from job.decks.
    const set = options.set === 'one-each' ? { name: options.set } : { name: options.set, players: options.players };
    const sized = sizeDecks(listed, set, content, PLAYER_COUNTS[id]);
    const job: ExportJob = { browser, setup, decks: sized.decks, outDir: options.out, sheets: options.sheets, publicUrl: options.publicUrl, warned: new Set() };
    const written: Written = await EXPORTERS[options.format](job);
    const bytes = written.reduce((sum, file) => sum + statSync(file).size, 0);
    const shown = written.length === 1 ? relative(process.cwd(), written[0]) : `${written.length} files in ${relative(process.cwd(), options.out) || '.'}`;
    if (job.warned.size > 0) {
      const n = job.warned.size;
      process.stderr.write(`tablewright export: warning: the words of ${n} card${n === 1 ? '' : 's'} do not fit even at the smallest text the card allows, and are cut: ${[...job.warned].join(', ')}. Shorten the text in content.\n`);
    }
    const what = options.format === 'png' ? `${sized.decks.reduce((n, d) => n + d.cards.length, 0)} designs in ${sized.decks.length} deck${sized.decks.length === 1 ? '' : 's'}` : describeCards(sized.decks);
    const paper = options.format === 'pdf' ? ` ${describeSheets(pdfSheets(sized.decks, options.sheets), options.sheets)}` : '';
    process.stdout.write(`Exported ${title} as ${options.format}: ${describeSet(set, sized)}, ${what}${paper}: ${shown}, ${(bytes / 1e6).toFixed(1)} MB in ${((performance.now() - started) / 1000).toFixed(1)} s.\n`);
    return 0;
  } finally {
    await browser.close();
  }
}
