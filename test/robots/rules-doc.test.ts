import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = fileURLToPath(new URL('./', import.meta.url));
const doc = readFileSync(fileURLToPath(new URL('../../docs/rules/robots.md', import.meta.url)), 'utf8');
const references = [...doc.matchAll(/`([\w-]+\.test\.ts) > ([^`]+)`/g)].map(([, file, name]) => ({ file, name }));

describe('docs/rules/robots.md', () => {
  it('names for each rule a test that exists', () => {
    expect(references.length).toBeGreaterThan(50);
    const missing = references.filter(({ file, name }) => {
      const source = readFileSync(here + file, 'utf8');
      return !(source.includes(`it('${name}'`) || source.includes(`)('${name}'`));
    });
    expect(missing).toEqual([]);
  });

  it('lists every move of the game', async () => {
    const { game } = await import('./support.ts');
    for (const move of Object.keys(game.turn!.stages!.turn.moves!)) expect(doc).toContain(`\`${move}(`);
  });
});
