import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { evilRobots } from '../../games/evil-robots/index.ts';
import { evilQuestions } from '../../games/evil-robots/rules/questions.ts';
import { content } from './support.ts';

const here = fileURLToPath(new URL('./', import.meta.url));
const testRoot = fileURLToPath(new URL('../', import.meta.url));
const doc = readFileSync(fileURLToPath(new URL('../../docs/rules/evil-robots.md', import.meta.url)), 'utf8');
const references = [...doc.matchAll(/`([\w./-]+\.test\.ts) > ([^`]+)`/g)].map(([, file, name]) => ({ file, name }));

/** A bare file name is in test/evil-robots/; a path is relative to test/. */
const pathOf = (file: string) => (file.includes('/') ? testRoot + file : here + file);

describe('docs/rules/evil-robots.md', () => {
  it('names for each rule a test that exists', () => {
    expect(references.length).toBeGreaterThan(80);
    const missing = references.filter(({ file, name }) => {
      if (!existsSync(pathOf(file))) return true;
      const source = readFileSync(pathOf(file), 'utf8');
      // it('name'  or, for a table of cases, it.each(...)('name with %s'
      return ![`it('${name}'`, `it("${name}"`, `test('${name}'`, `)('${name}'`].some((call) => source.includes(call));
    });
    expect(missing).toEqual([]);
  });

  it('lists every move of the game', () => {
    const game = evilRobots.createGame(content);
    // The moves, and the decision stage's `decide`, which a card's question opens.
    const stageMoves = Object.values(game.turn?.stages ?? {}).flatMap((stage) => Object.keys(stage.moves ?? {}));
    const moves = [...Object.keys(game.moves!), ...stageMoves];
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
