import { describe, expect, it } from 'vitest';
import { biasEffect } from '../../games/bias-effect/index.ts';
import { movesOf, rulesDoc } from '../support/rules-doc.ts';
import { content } from './support.ts';

const { doc, references, missing } = rulesDoc('bias-effect');

describe('docs/rules/bias-effect.md', () => {
  it('names for each rule a test that exists', () => {
    expect(references.length).toBeGreaterThan(40);
    expect(missing()).toEqual([]);
  });

  it('lists every move of the game', () => {
    const moves = movesOf(biasEffect.createGame(content));
    // The decision stage's `decide`, which a card's question opens, is listed too.
    expect(moves).toContain('decide');
    for (const move of moves) expect(doc).toContain(`\`${move}(`);
  });
});
