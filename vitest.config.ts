import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * Four kinds of test file, each run the cheapest way that is still safe for it (docs/testing.md):
 * - browser: a real Chromium against a real server; one UI build and one Chromium for the run;
 * - stores: on PostgreSQL and Redis; one of each for the run, a database of its own per file;
 * - rules: pure functions and in-process engines; one module cache per worker (no isolation),
 *   which spares each file re-importing boardgame.io and the games;
 * - server: everything else that starts servers, child processes or fake timers, isolated.
 * The files whose assertions are about time run last, one at a time (`timing`).
 */
const BROWSER = ['test/e2e/**/*.test.ts', 'test/ui/card-format.test.ts', 'test/ui/live-content.test.ts', 'test/kit/simulate/report-html.test.ts'];
const STORES = [
  'test/server/cluster/**/*.test.ts',
  'test/server/store/postgres-*.test.ts',
  'test/server/left-seat-presence.test.ts',
  'test/support/throwaway-servers.test.ts',
];
const TIMING = ['test/e2e/bot-pacing.test.ts', 'test/server/attacks/flooding.test.ts', 'test/server/attacks/store-trouble.test.ts', 'test/server/cluster/budgets.test.ts'];
const RULES = [
  'test/{are-you-a-robot,robots,three-laws,bias-effect,evil-robots}/**/*.test.{ts,tsx}',
  'test/kit/**/*.test.ts',
  'test/ui/**/*.test.{ts,tsx}',
  'test/fuzz/{hostile-moves,fuzz-finds}.test.ts',
  'test/support/*.test.ts',
  'test/bin/**/*.test.ts',
];
// In the rules folders but not pure: fake timers, dev servers, or another project's.
const NOT_RULES = ['test/kit/bots/{bot-manager,seat-bot-policy}.test.ts', 'test/kit/content/vite-content-plugin.test.ts', 'test/ui/live-content-dev-errors.test.ts'];

const SERVER = ['test/server/**/*.test.ts', 'test/export/**/*.test.ts', 'test/fuzz/hostile-server.test.ts', ...NOT_RULES];

const project = (name: string, include: string[], test: TestProjectInlineConfiguration['test'] = {}): TestProjectInlineConfiguration => ({
  extends: true,
  test: { name, include, ...test },
});

export default defineConfig({
  test: {
    reporters: ['default', './test/summary-reporter.ts'],
    // A guard against a hang, not a speed limit: a loaded machine runs a test several times slower.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Two cores: one file each. vitest would otherwise keep one core for itself.
    maxWorkers: 2,
    // boardgame.io 0.50.2 has no exports map: let Vite resolve its sub-package folders.
    server: { deps: { inline: ['boardgame.io'] } },
    projects: [
      project('rules', RULES, { exclude: [...BROWSER, ...STORES, ...NOT_RULES], isolate: false }),
      project('browser', BROWSER, { exclude: TIMING, globalSetup: ['test/setup/browser-world.ts'], testTimeout: 120_000 }),
      project('stores', STORES, { exclude: TIMING, globalSetup: ['test/setup/store-servers.ts'] }),
      project('server', SERVER, { exclude: [...STORES, ...TIMING] }),
      project('timing', TIMING, {
        globalSetup: ['test/setup/browser-world.ts', 'test/setup/store-servers.ts'],
        fileParallelism: false,
        sequence: { groupOrder: 1 },
      }),
    ],
  },
});
