import { statSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { CARD_SIZE_NAMES, type CardSizeName } from '../../games/kit/cards/card-sizes.ts';
import { DEFAULT_ART_ROOT } from '../../games/kit/cards/check-art.ts';
import { formatContentError } from '../../games/kit/content/content-error.ts';
import { loadGameContent } from '../../games/kit/content/load-game-content.ts';
import type { PrintDeck } from '../../games/kit/export/print-deck.ts';
import type { PrintSetup } from '../../games/kit/export/print-view.ts';
import { PAPERS, type PaperName } from '../../games/kit/export/sheet-layout.ts';
import { withCardSize } from '../../games/kit/export/size-override.ts';
import { gameModules } from '../../games/registry.ts';
import type { ExportJob, PrintWindow, Written } from '../export/export-options.ts';
import { exportPdf } from '../export/export-pdf.ts';
import { exportPng } from '../export/export-png.ts';
import { exportTts } from '../export/export-tts.ts';
import { openPrintBrowser } from '../export/print-browser.ts';
import { UsageError } from './usage-error.ts';

const DEFAULT_CONTENT = fileURLToPath(new URL('../../content/', import.meta.url));
const EXPORTERS = { pdf: exportPdf, tts: exportTts, png: exportPng } as const;
type Format = keyof typeof EXPORTERS;

const USAGE = 'Usage: tablewright export <game> --format pdf|tts|png [--size poker|bridge|tarot|mini] [--paper a4|letter] [--out DIR] [--content DIR] [--art DIR] [--base-url URL]';

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
  const setup: PrintSetup = { game: id, title, content: options.size ? withCardSize(id, title, content, options.size) : content };
  const browser = await openPrintBrowser({ publicDir: options.art });
  try {
    const decks: PrintDeck[] = await browser.page.evaluate((s) => (window as unknown as PrintWindow).tablewrightPrint.decks(s), setup);
    const job: ExportJob = { browser, setup, decks, outDir: options.out, paper: options.paper, baseUrl: options.baseUrl, warned: new Set() };
    const written: Written = await EXPORTERS[options.format](job);
    const bytes = written.reduce((sum, file) => sum + statSync(file).size, 0);
    const cards = decks.reduce((sum, deck) => sum + deck.cards.reduce((n, c) => n + c.copies, 0), 0);
    const shown = written.length === 1 ? relative(process.cwd(), written[0]) : `${written.length} files in ${relative(process.cwd(), options.out) || '.'}`;
    if (job.warned.size > 0) {
      const n = job.warned.size;
      process.stderr.write(`tablewright export: warning: the words of ${n} card${n === 1 ? '' : 's'} do not fit even at the smallest text the card allows, and are cut: ${[...job.warned].join(', ')}. Shorten the text in content.\n`);
    }
    process.stdout.write(
      `Exported ${options.module.title} (${cards} cards in ${decks.length} deck${decks.length === 1 ? '' : 's'}) as ${options.format}: ${shown}, ${(bytes / 1e6).toFixed(1)} MB in ${((performance.now() - started) / 1000).toFixed(1)} s.\n`,
    );
    return 0;
  } finally {
    await browser.close();
  }
}

function parseExportArgs(args: string[]) {
  let parsed: { values: Record<string, string | undefined>; positionals: string[] };
  try {
    parsed = parseArgs({
      args,
      options: { format: { type: 'string' }, size: { type: 'string' }, paper: { type: 'string' }, out: { type: 'string' }, content: { type: 'string' }, art: { type: 'string' }, 'base-url': { type: 'string' } },
      strict: true,
      allowPositionals: true,
    }) as typeof parsed;
  } catch (error) {
    const said = (error as Error).message.split('. ')[0].replace(/\.$/, '');
    throw new UsageError(`${said}. ${USAGE}`);
  }
  const { values, positionals } = parsed;
  const known = gameModules.map((m) => m.id);
  if (positionals.length !== 1) throw new UsageError(`name one game (${known.join(', ')}). ${USAGE}`);
  const module = gameModules.find((m) => m.id === positionals[0]);
  if (!module) throw new UsageError(`unknown game "${positionals[0]}": write one of ${known.join(', ')}.`);
  const format = values.format;
  if (!format || !(format in EXPORTERS)) throw new UsageError(`--format must be pdf, tts or png${format ? `, not "${format}"` : ''}.`);
  if (values.size !== undefined && !CARD_SIZE_NAMES.includes(values.size as CardSizeName)) {
    throw new UsageError(`--size must be one of ${CARD_SIZE_NAMES.join(', ')}, not "${values.size}".`);
  }
  const paper = values.paper ?? 'a4';
  if (!(paper in PAPERS)) throw new UsageError(`--paper must be a4 or letter, not "${paper}".`);
  const baseUrl = values['base-url'];
  if (baseUrl !== undefined && !/^https?:\/\/[^\s]+$/.test(baseUrl)) throw new UsageError(`--base-url must be an http(s) address where the tts folder will be hosted, e.g. https://example.org/my-game, not "${baseUrl}".`);
  return {
    module,
    format: format as Format,
    size: values.size as CardSizeName | undefined,
    paper: paper as PaperName,
    out: resolve(values.out ?? `export/${module.id}`),
    content: values.content ?? DEFAULT_CONTENT,
    art: resolve(values.art ?? DEFAULT_ART_ROOT),
    baseUrl,
  };
}
