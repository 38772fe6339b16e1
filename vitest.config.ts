import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import WaitingFirstSequencer from './test/setup/waiting-first-sequencer.ts';

/**
 * Five projects (docs/testing.md), all on two workers whose files share the modules they import
 * (but for `isolated`):
 * - browser: a real Chromium against a real server; one UI build and one Chromium for the run;
 * - stores: on PostgreSQL and Redis; one of each for the run, a database of its own per file;
 * - node: everything else, from the rules of each game to the server over real sockets;
 * - isolated: the files that mock a module, each with imports of its own;
 * - timing: the files whose subject is time itself, last and one at a time.
 */
const BROWSER = ['test/e2e/**/*.test.ts', 'test/server/tls-proxy.test.ts', 'test/export/print-matches-screen.test.ts', 'test/ui/card-format.test.ts', 'test/ui/live-content.test.ts', 'test/kit/simulate/report-html.test.ts'];
const STORES = [
  'test/server/cluster/**/*.test.ts',
  'test/server/store/postgres-*.test.ts',
  'test/server/left-seat-presence.test.ts',
  'test/support/throwaway-servers.test.ts',
];
// A file that replaces a module (vi.mock) needs its own imports: in a shared worker the module
// may already be loaded, unmocked, by an earlier file.
const ISOLATED = ['test/kit/simulate/runaway-once.test.ts'];
// A file whose time check is a lower bound only (bot-pacing: the bots hold their fire at least
// the discussion period) holds on a loaded machine, and runs with the others.
const TIMING = ['test/e2e/bot-reaction.test.ts', 'test/server/attacks/flooding.test.ts', 'test/server/attacks/store-trouble.test.ts', 'test/server/cluster/budgets.test.ts'];

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
    // Files share a worker's modules rather than import boardgame.io, the server and the games
    // afresh each: this halves the suite's CPU time. The setup file undoes what a file patched.
    isolate: false,
    setupFiles: ['test/setup/file-boundary.ts'],
    // With TW_MODULE_CACHE=<folder> vitest keeps the modules it transformed there for the next run
    // (keyed by each file's text, the config and the lockfile), as .ci/run does: on 74 node files the
    // transforms took 2.6-3.3 s instead of 12.4-13.1, 8-15% of their CPU. Off unless asked: worktrees
    // that share one node_modules would all write the one default folder at once.
    experimental: process.env.TW_MODULE_CACHE ? { fsModuleCache: true, fsModuleCachePath: process.env.TW_MODULE_CACHE } : {},
    sequence: { sequencer: WaitingFirstSequencer },
    // boardgame.io 0.50.2 has no exports map: let Vite resolve its sub-package folders.
    server: { deps: { inline: ['boardgame.io'] } },
    projects: [
      project('browser', BROWSER, { exclude: TIMING, globalSetup: ['test/setup/browser-world.ts'], testTimeout: 120_000 }),
      project('stores', STORES, { exclude: TIMING, globalSetup: ['test/setup/store-servers.ts'] }),
      project('node', ['test/**/*.test.{ts,tsx}'], { exclude: [...BROWSER, ...STORES, ...TIMING, ...ISOLATED] }),
      project('isolated', ISOLATED, { isolate: true }),
      project('timing', TIMING, {
        globalSetup: ['test/setup/browser-world.ts', 'test/setup/store-servers.ts'],
        fileParallelism: false,
        sequence: { groupOrder: 1 },
      }),
    ],
  },
});
