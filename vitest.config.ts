import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    reporters: ['default', './test/summary-reporter.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // boardgame.io 0.50.2 has no exports map: let Vite resolve its sub-package folders.
    server: { deps: { inline: ['boardgame.io'] } },
  },
});
