import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { productionBuild } from '../../ui/build/production-build.ts';
import { launchChromiumServer } from '../support/chromium.ts';
import { takeOncePerRun } from './once-per-run.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The UI built once for the run, served by every browser test's server. */
    builtUiDir: string;
    /** One Chromium for the run: each test file connects and opens its own contexts. */
    chromiumEndpoint: string;
  }
}

/** The UI as `npm start` builds it, in production whatever NODE_ENV vitest set (ui/build/production-build.ts). */
async function buildUi(outDir: string): Promise<void> {
  await productionBuild({ configFile: 'vite.config.ts', logLevel: 'error', build: { outDir, emptyOutDir: true } });
}

async function startWorld() {
  const dir = mkdtempSync(join(tmpdir(), 'tablewright-ui-'));
  const [, chromium] = await Promise.all([buildUi(dir), launchChromiumServer()]);
  return { dir, chromium };
}

/**
 * Global setup of the projects with browser tests: one `vite build` and one Chromium shared by
 * every browser test file of the run, instead of a build and a browser each.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { value, release } = await takeOncePerRun('browser-world', startWorld, async ({ dir, chromium }) => {
    await chromium.close();
    rmSync(dir, { recursive: true, force: true });
  });
  project.provide('builtUiDir', value.dir);
  project.provide('chromiumEndpoint', value.chromium.wsEndpoint());
  return release;
}
