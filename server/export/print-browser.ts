import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import Koa from 'koa';
import serve from 'koa-static';
import { chromium, type Browser, type Page } from 'playwright-core';
import { PRINT_PAGE, printBuild } from './print-build.ts';
import { CHROMIUM_FLAGS, chromiumPath } from './system-chromium.ts';

const PUBLIC_DIR = fileURLToPath(new URL('../../ui/public/', import.meta.url));

export interface PrintBrowser {
  page: Page;
  close(): Promise<void>;
}

/**
 * The print page (ui/print/print.html), built (print-build.ts) and served on 127.0.0.1 with the
 * art beside it, opened in Chromium: the same card components the table and Storybook use.
 */
export async function openPrintBrowser(options: { publicDir?: string; browser?: Browser } = {}): Promise<PrintBrowser> {
  const built = await printBuild();
  const app = new Koa();
  app.use(serve(built.dir));
  // Where content's art paths (and a template's fonts) are found: ui/public, or an artist's own folder (--art).
  app.use(serve(options.publicDir ?? PUBLIC_DIR));
  const http: Server = createHttpServer(app.callback());
  // A browser given (a test's shared Chromium) stays its owner's: only the page is closed.
  let browser: Browser | undefined;
  let page: Page | undefined;
  const close = async () => {
    await (options.browser ? page?.close() : browser?.close());
    await new Promise((done) => http.close(done));
    built.release();
  };
  try {
    await new Promise<void>((done) => http.listen(0, '127.0.0.1', done));
    const { port } = http.address() as AddressInfo;
    browser = options.browser ?? (await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS }));
    page = await browser.newPage({ deviceScaleFactor: 1 });
    const failures: string[] = [];
    page.on('pageerror', (error) => failures.push(error.message));
    await page.goto(`http://127.0.0.1:${port}/${PRINT_PAGE}`);
    await page.waitForSelector('body[data-ready="true"]', { state: 'attached', timeout: 120_000 }).catch(() => {
      throw new Error(`the print page did not start${failures.length > 0 ? `: ${failures.join('; ')}` : ''}.`);
    });
    return { page, close };
  } catch (error) {
    await close();
    throw error;
  }
}
