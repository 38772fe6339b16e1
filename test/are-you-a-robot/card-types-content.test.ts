import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { areYouARobot } from '../../games/are-you-a-robot/index.ts';
import { formatContentError, loadGames } from '../../games/kit/content/load-content.ts';
import { CARD_TYPES_FIXTURE, MEDIC, SLEEPER } from './fixture-content.ts';

const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/**
 * The card-types fixture copied to a temporary folder with one file edited, loaded through
 * the project's loader; the errors as `validate` prints them, and the edited file's lines.
 */
function loadEdited(file: 'cards.yaml' | 'modes.yaml', edit: (text: string) => string): { errors: string[]; lines: string[] } {
  const root = mkdtempSync(join(tmpdir(), 'ayar-card-types-'));
  made.push(root);
  const dir = join(root, 'are-you-a-robot');
  cpSync(join(CARD_TYPES_FIXTURE, 'are-you-a-robot'), dir, { recursive: true });
  // The $schema line must lead to the schemas from where the copy now is.
  const schemas = relative(dir, join(process.cwd(), 'schemas'));
  for (const name of readdirSync(dir).filter((f) => f.endsWith('.yaml'))) {
    const path = join(dir, name);
    writeFileSync(path, readFileSync(path, 'utf8').replace('$schema=../../../../../schemas', `$schema=${schemas}`));
  }
  const path = join(dir, file);
  const text = edit(readFileSync(path, 'utf8'));
  writeFileSync(path, text);
  return { errors: loadGames(root, [areYouARobot]).errors.map(formatContentError), lines: text.split('\n') };
}

/** The 1-based line of the first line containing `needle` after the line containing `after`. */
function lineOf(lines: string[], needle: string, after = ''): number {
  const from = after ? lines.findIndex((l) => l.includes(after)) : 0;
  return lines.findIndex((l, i) => i >= from && l.includes(needle)) + 1;
}

describe('content checks for card kinds, at file:line:col', () => {
  it('the fixture with two kinds of card per team loads clean', () => {
    expect(loadEdited('cards.yaml', (t) => t).errors).toEqual([]);
  });

  it('a mode that needs more of a card kind than the box holds', () => {
    const medicOnce = `      - card: ${MEDIC}\n        perPlayer: 0\n        extra: 1\n`;
    const medicEach = `      - card: ${MEDIC}\n        perPlayer: 1\n        extra: 0\n`;
    const { errors, lines } = loadEdited('modes.yaml', (t) => t.slice(0, t.indexOf('id: extended')) + t.slice(t.indexOf('id: extended')).replace(medicOnce, medicEach));
    const line = lineOf(lines, `card: ${MEDIC}`, 'id: extended');
    expect(errors).toEqual([
      expect.stringMatching(new RegExp(`modes\\.yaml:${line}:\\d+: error: mode extended: with 6 to 10 players the deck needs 10 copies of ${MEDIC}, but the box holds 5 \\(pack.contains × packsInBox\\); add packs or lower players.max.`)),
    ]);
    // The same figures with 6 players (6) and 10 (10) are said once, naming the range.
    expect(errors[0]).toContain('with 6 to 10 players');
  });

  it('a card of a team the game does not have', () => {
    const { errors, lines } = loadEdited('cards.yaml', (t) => t.replace('name: Medic\n    team: human', 'name: Medic\n    team: doctor'));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(new RegExp(`cards\\.yaml:${lineOf(lines, 'team: doctor')}:\\d+: error: .*human.*robot`));
  });

  it('a card kind in no pack', () => {
    const { errors, lines } = loadEdited('cards.yaml', (t) => t.replace(`    - card: ${SLEEPER}\n      count: 1\n`, ''));
    expect(errors).toContainEqual(expect.stringMatching(new RegExp(`cards\\.yaml:${lineOf(lines, `id: ${SLEEPER}`)}:\\d+: error: card ${SLEEPER} is in no pack, so no deal can use it: add \`- card: ${SLEEPER}\` with a count to pack.contains, or remove the card.`)));
    // The modes that deal it find no copy in the box either, and say so where they name it.
    expect(errors).toContainEqual(expect.stringMatching(new RegExp(`modes\\.yaml:\\d+:\\d+: error: mode basic: with 3 players the deck needs 1 copy of ${SLEEPER}, but the box holds 0`)));
    expect(errors).toContainEqual(expect.stringMatching(new RegExp(`modes\\.yaml:\\d+:\\d+: error: mode extended: with 10 players every ${SLEEPER} card in the box is already in the deal`)));
  });

  it('a conversion that would add a Human card', () => {
    const { errors, lines } = loadEdited('modes.yaml', (t) => t.replace(`addCard: ${SLEEPER}`, `addCard: ${MEDIC}`));
    expect(errors).toEqual([
      expect.stringMatching(new RegExp(`modes\\.yaml:${lineOf(lines, `addCard: ${MEDIC}`)}:\\d+: error: mode extended: a conversion adds a Robot card, but ${MEDIC} is a human card; name a card of team robot \\(robot, ${SLEEPER}\\).`)),
    ]);
  });

  it('a mode whose deck holds no card of a team at some player count', () => {
    // Basic deals a second Human card where its Sleeper was.
    const { errors, lines } = loadEdited('modes.yaml', (t) => t.replace(`- card: ${SLEEPER}`, '- card: human'));
    expect(errors).toEqual([
      expect.stringMatching(new RegExp(`modes\\.yaml:${lineOf(lines, '- card:', 'id: basic')}:\\d+: error: mode basic: with 3 players the deck holds no card of team robot, so the game is decided before anyone speaks; add an entry for a robot card \\(robot, ${SLEEPER}\\).`)),
    ]);
  });
});
