import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { PrintApi, PrintSetup, PrintView } from '../../games/kit/export/print-view.ts';
import { misfits, overflowing } from './misfits.ts';
import { printDecks } from './print-decks.ts';
import { PrintPage } from './print-page.tsx';
import '../styles/visually-hidden.css';
import './print.css';

declare global {
  interface Window {
    tablewrightPrint: PrintApi;
  }
}

const element = document.getElementById('root');
if (!element) throw new Error('print.html has no #root element.');
const root = createRoot(element);

async function settled(): Promise<void> {
  await document.fonts.ready;
  await Promise.all([...document.images].map((img) => img.decode().catch(() => undefined)));
  await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
}

function pageRule(view: PrintView): string {
  return view.kind === 'pages' ? `@page { size: ${view.pageWidthMm}mm ${view.pageHeightMm}mm; margin: 0; }` : '';
}

/*
 * The page `tablewright export` drives in Chromium: it is handed a game's validated content
 * (never the build-time content module, so it prints what the CLI just loaded), lists the
 * decks, and draws the sheets or cards it is asked for with the table's own components.
 */
let setup: PrintSetup | undefined;

window.tablewrightPrint = {
  decks: printDecks,
  use: (given) => {
    setup = given;
  },
  show: async (view) => {
    if (!setup) throw new Error('tablewrightPrint.show: no game to draw: call use(setup) first.');
    const pages = view.kind === 'pages' ? view.pages : [view.page];
    flushSync(() =>
      root.render(
        <>
          <style>{pageRule(view)}</style>
          {pages.map((page, i) => (
            <PrintPage key={i} setup={setup!} page={page} />
          ))}
        </>,
      ),
    );
    // The cards refit their words once the bundled fonts arrive; settled() waits for that.
    await settled();
    return { misfits: misfits(), overflowing: overflowing() };
  },
};
document.body.dataset.ready = 'true';
