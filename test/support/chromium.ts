import { chromium, type Browser, type BrowserServer } from 'playwright-core';
import { inject } from 'vitest';
import { CHROMIUM_FLAGS, chromiumPath } from '../../server/export/system-chromium.ts';

/** The run's Chromium, started by the browser project's global setup (test/setup/browser-world.ts). */
export function launchChromiumServer(): Promise<BrowserServer> {
  return chromium.launchServer({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
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
