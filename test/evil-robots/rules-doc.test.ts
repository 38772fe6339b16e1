import { describe, expect, it } from 'vitest';
import { evilRobots } from '../../games/evil-robots/index.ts';
import { evilQuestions } from '../../games/evil-robots/rules/questions.ts';
import { movesOf, rulesDoc } from '../support/rules-doc.ts';
import { content } from './support.ts';

const { doc, references, missing } = rulesDoc('evil-robots');

describe('docs/rules/evil-robots.md', () => {
  it('names for each rule a test that exists', () => {
    expect(references.length).toBeGreaterThan(80);
    expect(missing()).toEqual([]);
  });

  it('lists every move of the game', () => {
    const moves = movesOf(evilRobots.createGame(content));
    // The decision stage's `decide`, which a card's question opens, is listed too.
    expect(moves).toContain('decide');
    for (const move of moves) expect(doc).toContain(`\`${move}(`);
  });

  it('lists every rule question and every player fact, and is no longer a design', () => {
    for (const question of Object.keys(evilQuestions.questions)) expect(doc).toContain(`| \`${question}\``);
    const facts = doc.slice(doc.indexOf('Player facts'), doc.indexOf('The rulebook\'s own examples'));
    for (const fact of Object.keys(evilQuestions.playerFacts)) expect(facts).toContain(`\`${fact}\``);
    expect(facts).not.toContain('team-shown');
    expect(doc).not.toMatch(/Status: design/);
  });
});
