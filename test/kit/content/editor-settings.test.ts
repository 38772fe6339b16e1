import { readdirSync, readFileSync } from 'node:fs';
import { join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gameModules } from '../../../games/registry.ts';

const settings = JSON.parse(readFileSync('.vscode/settings.json', 'utf8')) as Record<string, any>;
const associations = settings['yaml.schemas'] as Record<string, string | string[]>;

/** The yaml extension's globs as the few forms used here: `*` within one folder name. */
const globMatches = (glob: string, file: string) => new RegExp(`^${glob.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('[^/]*')}$`).test(file);

function modelineSchema(file: string): string | undefined {
  const first = readFileSync(file, 'utf8').split('\n')[0];
  const ref = /^# yaml-language-server: \$schema=(\S+)/.exec(first)?.[1];
  return ref && normalize(join(file, '..', ref));
}

describe('.vscode: the YAML extension set up for content', () => {
  it('recommends the YAML language server extension', () => {
    expect(JSON.parse(readFileSync('.vscode/extensions.json', 'utf8')).recommendations).toContain('redhat.vscode-yaml');
  });

  it("associates every content file with the schema its own $schema line names, and every game's files are covered", () => {
    const files = readdirSync('content', { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .flatMap((d) => readdirSync(join('content', d.name)).filter((f) => f.endsWith('.yaml')).map((f) => `content/${d.name}/${f}`));
    for (const module of gameModules) {
      for (const spec of Object.values(module.contentFiles)) expect(files).toContain(`content/${module.id}/${spec.file}`);
    }
    for (const file of files) {
      const schema = modelineSchema(file);
      expect(schema, `${file} names no $schema on its first line`).toBeDefined();
      const matching = Object.entries(associations).filter(([, globs]) => [globs].flat().some((glob) => globMatches(glob, file)));
      expect(matching.map(([s]) => s), file).toEqual([schema]);
    }
  });

  it('keeps content in UTF-8 and suggests values inside strings (ids are plain scalars)', () => {
    expect(settings['files.encoding']).toBe('utf8');
    expect(settings['files.autoGuessEncoding']).toBe(false);
    expect(settings['[yaml]']['editor.quickSuggestions'].strings).toBe(true);
  });
});
