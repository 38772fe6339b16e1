import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createTablewrightServer, type TablewrightServer, type TablewrightServerOptions } from '../../server/app/create-server.ts';
import { launchChromium } from './chromium.ts';

/** A server of the file's own on a free port with its own SQLite file, serving the run's built UI, and the run's Chromium: a test file's world. */
export interface E2eHarness {
  readonly server: TablewrightServer;
  /** Stops the server as SIGTERM does (its drain, its store closed): the players' pages stay open. */
  stopServer(): Promise<void>;
  /** Starts a new server on the stopped one's port and store: a restart, or an upgrade, as players see it. */
  startServer(): Promise<void>;
  browser: Browser;
  /** A new browser profile (its own localStorage, its own sockets): another person. */
  newPlayer(width?: number, height?: number): Promise<Page>;
  /** How many players have been opened so far: a mark for `closePlayersSince`. */
  playersOpened(): number;
  /** Closes the players opened after `mark`: a finished test's pages stop drawing and syncing. */
  closePlayersSince(mark: number): Promise<void>;
  close(): Promise<void>;
}

/** Server options beyond the harness's own (its port, store, UI and log), e.g. `games` with changed content. */
export type E2eServerOptions = Omit<TablewrightServerOptions, 'port' | 'dbFile' | 'uiDir' | 'log'>;

export async function startE2e(serverOptions: E2eServerOptions = {}): Promise<E2eHarness> {
  const dir = mkdtempSync(join(tmpdir(), 'tablewright-e2e-'));
  const uiDir = inject('builtUiDir');
  if (!uiDir) throw new Error('no built UI: browser tests belong to the "browser" project in vitest.config.ts');
  const serve = async (port: number) => {
    const started = createTablewrightServer({ ...serverOptions, port, dbFile: join(dir, 'e2e.sqlite'), uiDir, log: () => {} });
    await started.start();
    return started;
  };
  let server = await serve(0);
  const browser = await launchChromium();
  const contexts: BrowserContext[] = [];
  return {
    get server() {
      return server;
    },
    stopServer: () => server.stop(),
    async startServer() {
      server = await serve(Number(new URL(server.url).port));
    },
    browser,
    async newPlayer(width = 1100, height = 900) {
      const context = await browser.newContext({ viewport: { width, height } });
      contexts.push(context);
      return context.newPage();
    },
    playersOpened: () => contexts.length,
    async closePlayersSince(mark) {
      await Promise.all(contexts.splice(mark).map((c) => c.close()));
    },
    async close() {
      await Promise.all(contexts.map((c) => c.close()));
      await browser.close();
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Starts the harness before a file's tests and closes it after them; call inside tests for it.
 * The players a test opens are closed when it ends: left open, their pages kept animating and
 * re-rendering the matches that went on without them (bots play on), on the two cores every
 * other test shares.
 */
export function useE2e(serverOptions: E2eServerOptions = {}): () => E2eHarness {
  let harness: E2eHarness | undefined;
  let mark = 0;
  beforeAll(async () => {
    harness = await startE2e(serverOptions);
  }, 180_000);
  beforeEach(() => {
    mark = harness?.playersOpened() ?? 0;
  });
  afterEach(async () => {
    await harness?.closePlayersSince(mark);
  });
  afterAll(async () => {
    await harness?.close();
  });
  return () => {
    if (!harness) throw new Error('the e2e harness is not started: call useE2e() at the top of the test file');
    return harness;
  };
}
