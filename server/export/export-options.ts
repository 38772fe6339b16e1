import type { PrintDeck } from '../../games/kit/export/print-deck.ts';
import type { PrintApi, PrintSetup, PrintView } from '../../games/kit/export/print-view.ts';
import type { SheetChoices } from '../../games/kit/export/sheet-choices.ts';
import type { Page } from 'playwright-core';
import type { PrintBrowser } from './print-browser.ts';

/** What every exporter gets: the open print page, the game, its decks (sizes and copies settled) and where to write. */
export interface ExportJob {
  browser: PrintBrowser;
  setup: PrintSetup;
  decks: PrintDeck[];
  outDir: string;
  /** The PDF's paper, backs and crop marks. */
  sheets: SheetChoices;
  /** The running server's public address (`serve` hands out the images at /tts/<game>/<file>); file:/// URLs of outDir when absent. */
  publicUrl?: string;
  /** Cards whose words overflow even at their smallest text, gathered for one warning at the end. */
  warned: Set<string>;
}

/** Every file an exporter wrote, absolute paths. */
export type Written = string[];

export type PrintWindow = { tablewrightPrint: PrintApi };

/** The game each print page was last handed. */
const inUse = new WeakMap<Page, PrintSetup>();

/** Runs the print page's API in Chromium. */
export async function showView(job: ExportJob, view: PrintView): Promise<void> {
  const { page } = job.browser;
  // Playwright copies an argument object by object: the content went over with every card.
  if (inUse.get(page) !== job.setup) {
    await page.evaluate((setup) => (window as unknown as PrintWindow).tablewrightPrint.use(setup), job.setup);
    inUse.set(page, job.setup);
  }
  const report = await page.evaluate((view) => (window as unknown as PrintWindow).tablewrightPrint.show(view), view);
  const listed = (names: string[]) => `${names.slice(0, 5).join('; ')}${names.length > 5 ? ` and ${names.length - 5} more` : ''}`;
  if (report.misfits.length > 0) throw new Error(`cards did not draw at their physical size: ${listed(report.misfits)}.`);
  for (const card of report.overflowing) job.warned.add(card);
}
