import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { threeLaws } from '../../games/three-laws/index.ts';
import { content } from './support.ts';

const here = fileURLToPath(new URL('./', import.meta.url));
const testRoot = fileURLToPath(new URL('../', import.meta.url));
const doc = readFileSync(fileURLToPath(new URL('../../docs/rules/three-laws.md', import.meta.url)), 'utf8');
const references = [...doc.matchAll(/`([\w./-]+\.test\.ts) > ([^`]+)`/g)].map(([, file, name]) => ({ file, name }));

/** A bare file name is in test/three-laws/; a path is relative to test/ (the network tests live in test/server/). */
const pathOf = (file: string) => (file.includes('/') ? testRoot + file : here + file);

describe('docs/rules/three-laws.md', () => {
  it('names for each rule a test that exists', () => {
    expect(references.length).toBeGreaterThan(90);
    const missing = references.filter(({ file, name }) => {
      if (!existsSync(pathOf(file))) return true;
      const source = readFileSync(pathOf(file), 'utf8');
      // it('name'  or, for a table of cases, it.each(...)('name with %s'
      return !(source.includes(`it('${name}'`) || source.includes(`)('${name}'`));
    });
    expect(missing).toEqual([]);
  });

  it('lists every move of the game', () => {
    for (const move of Object.keys(threeLaws.createGame(content).moves!)) expect(doc).toContain(`\`${move}(`);
  });
});
