import { mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createServer } from 'vite';
import { tablewrightContent } from '../../ui/build/vite-content-plugin.ts';

// In development (the UI's dev server, Storybook) broken content must not end as "Failed to
// fetch dynamically imported module": the content module is served, and importing it fails
// with every validation message, which the story's error page shows.
const workDir = mkdtempSync(join(resolve('test/fixtures'), '.dev-errors-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

describe('virtual:tablewright/content in development, on broken content', () => {
  it('is served, and importing it throws every error at file:line:col', async () => {
    const logged: string[] = [];
    const server = await createServer({
      configFile: false,
      root: workDir,
      logLevel: 'silent',
      plugins: [tablewrightContent({ contentRoot: resolve('test/fixtures/content/unknown-card'), games: ['are-you-a-robot'] })],
      server: { middlewareMode: true, hmr: false, ws: false },
    });
    server.config.logger.error = (message) => void logged.push(message);
    try {
      const served = await server.transformRequest('virtual:tablewright/content');
      expect(served?.code).toMatch(/throw error/);
      const failure = await server.ssrLoadModule('virtual:tablewright/content').then(
        () => undefined,
        (error: Error) => error,
      );
      expect(failure?.name).toBe('ContentError');
      expect(failure?.message).toMatch(/^content has \d+ errors? \(run `npm run validate`\):\n/);
      expect(failure?.message).toMatch(/unknown-card\/are-you-a-robot\/modes\.yaml:\d+:\d+: error: no card has the id "android"/);
      expect(logged.join('\n')).toContain('modes.yaml');
    } finally {
      await server.close();
    }
  });
});
