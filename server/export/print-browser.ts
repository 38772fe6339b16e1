import { realpathSync } from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { chromium, type Browser, type Page } from 'playwright-core';
import { createServer as createViteServer, type ViteDevServer } from 'vite';
import { CHROMIUM_FLAGS, chromiumPath } from './system-chromium.ts';

const PROJECT_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const UI_ROOT = fileURLToPath(new URL('../../ui/', import.meta.url));
const PUBLIC_DIR = fileURLToPath(new URL('../../ui/public/', import.meta.url));
const CACHE_DIR = fileURLToPath(new URL('../../node_modules/.vite-print/', import.meta.url));

export interface PrintBrowser {
  page: Page;
  close(): Promise<void>;
}

/**
 * The print page (ui/print/print.html) served by Vite on 127.0.0.1 and opened in Chromium.
 * Vite compiles the same card components the table and Storybook use; nothing is built to disk.
 */
export async function openPrintBrowser(options: { publicDir?: string; browser?: Browser } = {}): Promise<PrintBrowser> {
  const vite: ViteDevServer = await createViteServer({
    configFile: false,
    root: UI_ROOT,
    // Where content's art paths (and a template's fonts) are found: ui/public, or an artist's own folder (--art).
    publicDir: options.publicDir ?? PUBLIC_DIR,
    cacheDir: CACHE_DIR,
    plugins: [react()],
    logLevel: 'error',
    appType: 'mpa',
    // No WebSocket: a page that is never edited needs no reload, and two exports at once each wanted port 24678.
    // The card fonts come from node_modules: where it is a link (a git worktree's, a shared install),
    // Vite would refuse its real folder, and every card would print in a fallback font.
    server: { middlewareMode: true, hmr: false, ws: false, watch: null, fs: { allow: [PROJECT_ROOT, realpathSync(`${PROJECT_ROOT}node_modules`)] } },
    optimizeDeps: { entries: ['print/print.html'] },
  });
  const http: Server = createHttpServer(vite.middlewares);
  // A browser given (a test's shared Chromium) stays its owner's: only the page is closed.
  let browser: Browser | undefined;
  let page: Page | undefined;
  const close = async () => {
    await (options.browser ? page?.close() : browser?.close());
    await new Promise((done) => http.close(done));
    await vite.close();
  };
  try {
    await new Promise<void>((done) => http.listen(0, '127.0.0.1', done));
    const { port } = http.address() as AddressInfo;
    browser = options.browser ?? (await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS }));
    page = await browser.newPage({ deviceScaleFactor: 1 });
    const failures: string[] = [];
    page.on('pageerror', (error) => failures.push(error.message));
    await page.goto(`http://127.0.0.1:${port}/print/print.html`);
    await page.waitForSelector('body[data-ready="true"]', { state: 'attached', timeout: 120_000 }).catch(() => {
      throw new Error(`the print page did not start${failures.length > 0 ? `: ${failures.join('; ')}` : ''}.`);
    });
    return { page, close };
  } catch (error) {
    await close();
    throw error;
  }
}
