import { describe, expect, it } from 'vitest';
import { rulesDoc } from '../support/rules-doc.ts';
import { game } from './support.ts';

describe('docs/rules/crazy-eights.md', () => {
  const doc = rulesDoc('crazy-eights');

  it('names for each rule a test that exists', () => {
    expect(doc.references.length).toBeGreaterThan(25);
    expect(doc.missing()).toEqual([]);
  });

  it('lists every move of the game', () => {
    for (const move of Object.keys(game.moves!)) expect(doc.doc).toContain(`\`${move}(`);
  });
});
