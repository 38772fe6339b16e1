import { describe, expect, it } from 'vitest';
import { threeLaws } from '../../games/three-laws/index.ts';
import { movesOf, rulesDoc } from '../support/rules-doc.ts';
import { content } from './support.ts';

const { doc, references, missing } = rulesDoc('three-laws');

describe('docs/rules/three-laws.md', () => {
  it('names for each rule a test that exists', () => {
    expect(references.length).toBeGreaterThan(90);
    expect(missing()).toEqual([]);
  });

  it('lists every move of the game', () => {
    const moves = movesOf(threeLaws.createGame(content));
    for (const move of moves) expect(doc).toContain(`\`${move}(`);
  });
});
