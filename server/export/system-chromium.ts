import { existsSync } from 'node:fs';

/**
 * The system Chromium, from Debian; a downloaded browser is neither possible nor wanted here.
 * Its headless shell (Debian's chromium-headless-shell, the same Blink without the browser
 * around it) is taken when installed: the export and the browser tests need no more, and it
 * used half the CPU of the full browser on the same ROBOTS! pages. CHROMIUM_PATH overrides both.
 */
const CANDIDATES = ['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium'];

export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? CANDIDATES.find((path) => existsSync(path)) ?? CANDIDATES.at(-1)!;
}

// Without the background-networking flags Chromium keeps dialling out of a closed network.
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
