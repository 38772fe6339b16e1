import { chromium, type Browser, type BrowserServer } from 'playwright-core';
import { inject } from 'vitest';

/** The system Chromium from Debian; a browser download is neither possible nor wanted here. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Without the background-networking flags Chromium keeps dialling out of a closed network.
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The run's Chromium, started by the browser project's global setup (test/setup/browser-world.ts). */
export function launchChromiumServer(): Promise<BrowserServer> {
  return chromium.launchServer({ executablePath: CHROMIUM_PATH, args: FLAGS });
}

/**
 * A connection to the run's shared Chromium: closing it closes its contexts, not the browser.
 * A test file outside the browser project has none and is told where it belongs.
 */
export function launchChromium(): Promise<Browser> {
  const endpoint = inject('chromiumEndpoint');
  if (!endpoint) throw new Error('no shared Chromium: browser tests belong to the "browser" project in vitest.config.ts');
  return chromium.connect(endpoint);
}
