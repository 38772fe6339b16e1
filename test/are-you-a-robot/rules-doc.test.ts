import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = fileURLToPath(new URL('./', import.meta.url));
const doc = readFileSync(fileURLToPath(new URL('../../docs/rules/are-you-a-robot.md', import.meta.url)), 'utf8');
const references = [...doc.matchAll(/`([\w-]+\.test\.ts) > ([^`]+)`/g)].map(([, file, name]) => ({ file, name }));

/** A test's name as written in its file; names built per player count read `${n} players: ...` there. */
const asWritten = (name: string) => [name, name.replace(/^\d+ players:/, '${n} players:')];

describe('docs/rules/are-you-a-robot.md', () => {
  it('names for each rule a test that exists', () => {
    expect(references.length).toBeGreaterThan(60);
    const missing = references.filter(({ file, name }) => {
      const source = readFileSync(here + file, 'utf8');
      return !asWritten(name).some((n) => source.includes(`it('${n}'`) || source.includes(`it("${n}"`) || source.includes(`it(\`${n}\``));
    });
    expect(missing).toEqual([]);
  });

  it('lists every ending the engine knows', async () => {
    const { REASONS } = await import('../../games/are-you-a-robot/rules/outcome.ts');
    for (const [reason, { outcome }] of Object.entries(REASONS)) expect(doc).toContain(`\`${outcome}/${reason}\``);
  });
});
