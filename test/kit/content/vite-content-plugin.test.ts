import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build, createServer } from 'vite';
import { tablewrightContent } from '../../../ui/build/vite-content-plugin.ts';

const workDir = mkdtempSync(join(resolve('test/fixtures'), '.vite-plugin-'));
writeFileSync(join(workDir, 'entry.js'), "import content from 'virtual:tablewright/content';\nexport default content;\n");
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

async function bundle(contentRoot: string): Promise<string> {
  const output = await build({
    configFile: false,
    root: workDir,
    logLevel: 'silent',
    plugins: [tablewrightContent({ contentRoot, games: ['are-you-a-robot'] })],
    build: { write: false, lib: { entry: join(workDir, 'entry.js'), formats: ['es'] } },
  });
  const [result] = Array.isArray(output) ? output : [output];
  return (result as { output: { code?: string }[] }).output[0].code ?? '';
}

describe('virtual:tablewright/content', () => {
  it('bundles every game\'s validated content, frozen', async () => {
    const code = await bundle(resolve('test/fixtures/content/good'));
    expect(code).toContain('"are-you-a-robot"');
    expect(code).toContain('Android infiltrator');
    expect(code).toContain('Object.freeze');
  });

  it('fails the build with every error at file:line:col', async () => {
    await expect(bundle(resolve('test/fixtures/content/unknown-card'))).rejects.toThrow(
      /content has 2 errors.*\n.*unknown-card\/are-you-a-robot\/modes\.yaml:13:15: error: no card has the id "android"/,
    );
  });

  it('serves the content in development and reloads it when a YAML file changes', async () => {
    const contentRoot = join(workDir, 'content');
    cpSync('test/fixtures/content/good', contentRoot, { recursive: true });
    const cards = join(contentRoot, 'are-you-a-robot', 'cards.yaml');
    // Same depth as the fixture, so its $schema lines still resolve.
    const server = await createServer({
      configFile: false,
      root: workDir,
      logLevel: 'silent',
      plugins: [tablewrightContent({ contentRoot, games: ['are-you-a-robot'] })],
      server: { middlewareMode: true, hmr: false, ws: false },
    });
    try {
      const load = async () => (await server.ssrLoadModule('virtual:tablewright/content')).default;
      expect((await load())['are-you-a-robot'].cards.pack.name).toBe('Colony pack');
      const edited = readFileSync(cards, 'utf8').replace('name: Colony pack', 'name: Outpost pack');
      // The watcher may still be scanning when the first edit lands on a loaded machine (it
      // then never reports it): the edit is written again until a reload shows it.
      await expect
        .poll(
          async () => {
            writeFileSync(cards, edited);
            return (await load())['are-you-a-robot'].cards.pack.name;
          },
          { timeout: 10_000, interval: 500 },
        )
        .toBe('Outpost pack');
    } finally {
      await server.close();
    }
  });
});
