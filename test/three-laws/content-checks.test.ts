import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { formatContentError, loadGames } from '../../games/kit/content/load-content.ts';
import { threeLaws } from '../../games/three-laws/index.ts';
import { FIXTURE } from './support.ts';

// Each case edits one file of a copy of the fixture tree. The copies sit at the fixture's depth
// (test/fixtures/three-laws/<copy>/three-laws/) so their $schema lines still resolve.
const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** The loader's errors for the fixture with `file` edited, as `<file>:line:col: error: ...` with the file's name alone. */
function errorsWith(file: string, edit: (text: string) => string): string[] {
  const root = mkdtempSync(join(resolve('test/fixtures/three-laws'), '.edited-'));
  made.push(root);
  cpSync(join(FIXTURE, 'three-laws'), join(root, 'three-laws'), { recursive: true });
  const path = join(root, 'three-laws', file);
  const before = readFileSync(path, 'utf8');
  const after = edit(before);
  if (after === before) throw new Error(`the edit changed nothing in ${file}`);
  writeFileSync(path, after);
  const { games, errors } = loadGames(root, [threeLaws]);
  expect(games).toEqual([]);
  const prefix = `${relative(process.cwd(), join(root, 'three-laws'))}/`;
  return errors.map(formatContentError).map((e) => (e.startsWith(prefix) ? e.slice(prefix.length) : e));
}

describe('content checks, reported at file:line:col through the loader', () => {
  it('the fixture tree is clean', () => {
    expect(loadGames(FIXTURE, [threeLaws]).errors).toEqual([]);
  });

  it('a player count no faction deck serves', () => {
    const errors = errorsWith('factions.yaml', (t) => t.replace('  - { players: { min: 7, max: 8 }, factions: 3, ranks: { low: 1, high: 5 } }\n', ''));
    expect(errors).toEqual([
      'factions.yaml:20:3: error: no deck serves 7 players: every count from rules.yaml\'s players.min to players.max needs exactly one.',
      'factions.yaml:20:3: error: no deck serves 8 players: every count from rules.yaml\'s players.min to players.max needs exactly one.',
    ]);
  });

  it('a faction deck too small to deal every player a card', () => {
    const errors = errorsWith('factions.yaml', (t) => t.replace('factions: 2, ranks: { low: 1, high: 4 }', 'factions: 2, ranks: { low: 1, high: 1 }'));
    expect(errors).toEqual(['factions.yaml:20:5: error: this deck has 2 cards, too few to deal one to each of 4 players.']);
  });

  it('a law the engine judges without a check, and a players’ law with one', () => {
    const errors = errorsWith('laws.yaml', (t) =>
      t.replace('    check: { acts: [answer], text: [{ bannedClass: pronouns }] }\n', '').replace('    judge: players\n', '    judge: players\n    check: { acts: [answer], forbidden: true }\n'),
    );
    expect(errors).toEqual([
      'laws.yaml:21:12: error: law "be-kind" is left to the players\' vote, so its check is never used: remove it, or drop judge: players.',
      'laws.yaml:26:5: error: law "no-pronouns" is judged by the engine but has no check: add one, or write judge: players to leave it to a vote.',
    ]);
  });

  it('a check that checks nothing, or text conditions on acts that carry no text', () => {
    const errors = errorsWith('laws.yaml', (t) =>
      t.replace('check: { acts: [question], text: [{ maxWords: 4 }] }', 'check: { acts: [question] }').replace('check: { acts: [question], text: [{ endsWith: "?" }] }', 'check: { acts: [give], text: [{ endsWith: "?" }] }'),
    );
    expect(errors).toEqual([
      'laws.yaml:8:12: error: law "short-questions" checks nothing: add text, notTo or forbidden: true.',
      'laws.yaml:12:34: error: law "question-mark" has text conditions but its acts carry no text: add question or answer to acts.',
    ]);
  });

  it('a word class words.yaml does not define, with the one meant', () => {
    const errors = errorsWith('laws.yaml', (t) => t.replace('bannedClass: pronouns', 'bannedClass: pronoun'));
    expect(errors).toEqual(['laws.yaml:28:36: error: law "no-pronouns" bans the word class "pronoun", which words.yaml does not define (did you mean "pronouns"?).']);
  });

  it('a template slot that is not a declared param, and a phrasing that leaves a param out', () => {
    const errors = errorsWith('questions.yaml', (t) => t.replace('text: Am I in the same faction as {player}?', 'text: Am I in the same faction as {playr}?'));
    expect(errors).toEqual([
      'questions.yaml:13:11: error: {playr} is not a param of "same-faction" (did you mean "player"?): declare it under params or fix the name.',
      'questions.yaml:13:11: error: this phrasing of "same-faction" leaves out {player}: every phrasing must name every param.',
    ]);
  });

  it('a template whose truth needs a param it lacks, or answered the wrong way', () => {
    const errors = errorsWith('questions.yaml', (t) => t.replace('params: [{ name: rank, kind: rank }]', 'params: [{ name: rank, kind: player }]').replace('    answers: number\n', '    answers: yes-no\n'));
    expect(errors).toEqual([
      'questions.yaml:19:13: error: truth rank-at-least needs a param of kind rank.',
      'questions.yaml:25:14: error: truth count-faction is answered with a number: write answers: number.',
    ]);
  });

  it('a param name that holds a player in one question and a rank in another (the ask move declares params by name)', () => {
    const errors = errorsWith('questions.yaml', (t) => t.replace('text: Is my rank {rank} or more?', 'text: Is my rank {player} or more?').replace('params: [{ name: rank, kind: rank }]', 'params: [{ name: player, kind: rank }]'));
    expect(errors).toEqual(['questions.yaml:19:36: error: the param "player" is a player in an earlier question: give this rank another name (a param\'s name holds one kind of value in every question).']);
  });

  it('a Victory Point deck that could run dry', () => {
    const errors = errorsWith('rules.yaml', (t) => t.replace('{ value: 1, count: 80 }', '{ value: 1, count: 79 }'));
    expect(errors).toEqual(['rules.yaml:17:3: error: the Victory Point deck has 159 cards; 8 players over 4 rounds can earn up to 160: add cards so it never runs dry.']);
  });

  it('rounds that reveal more Law Cards than the deck holds', () => {
    const errors = errorsWith('rules.yaml', (t) => t.replace('  - { laws: 3 }\n', '  - { laws: 4 }\n'));
    expect(errors).toEqual(['laws.yaml:5:3: error: the rounds reveal 7 Law Cards in a game but laws.yaml has 6: add laws or reveal fewer.']);
  });
});
