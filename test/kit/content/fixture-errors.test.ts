import { describe, expect, it } from 'vitest';
import { formatContentError, loadGames } from '../../../games/kit/content/load-content.ts';
import { areYouARobot } from '../../../games/are-you-a-robot/index.ts';

const root = 'test/fixtures/content';
// The fixture trees hold Are You A Robot? content only.
const load = (dir: string) => loadGames(dir, [areYouARobot]);

function errorsOf(fixture: string): string[] {
  const { errors } = load(`${root}/${fixture}`);
  return errors.map(formatContentError);
}

describe('content fixtures', () => {
  it('loads the good tree with no error, every game present', () => {
    const { games, errors } = load(`${root}/good`);
    expect(errors).toEqual([]);
    expect(games.map((g) => g.module.id)).toEqual(['are-you-a-robot']);
  });

  it.each([
    ['malformed-yaml', 'cards.yaml:11:3', /not valid YAML: a field name needs a colon and a value/],
    ['missing-field', 'modes.yaml:5:5', /required field "summary" is missing from modes\[0\]/],
    ['empty-file', 'modes.yaml:1:1', /the file is empty: write "# yaml-language-server: \$schema=.*modes\.schema\.json" as its first line/],
    ['missing-file', 'modes.yaml:1:1', /file not found: the game are-you-a-robot needs it/],
    ['missing-schema-line', 'cards.yaml:1:1', /the first line must name the file's schema.*cards\.schema\.json/],
    ['wrong-schema-line', 'cards.yaml:1:33', /points at ".*modes\.schema\.json", which is not this file's schema \(schemas\/are-you-a-robot\/cards\.schema\.json\)/],
    ['not-a-mapping', 'modes.yaml:2:1', /must be a mapping of fields .*found a list of 2/],
    ['duplicate-id', 'modes.yaml:33:9', /duplicate id "schrodinger": already used on line 19/],
    ['deck-too-small', 'modes.yaml:24:7', /mode schrodinger: with 4 players the deck has fewer cards than players/],
    ['box-too-small', 'modes.yaml:38:15', /mode extended: with 11 to 12 players the deck needs 12 copies of human, but the box holds 10/],
    ['convert-without-conversion', 'modes.yaml:44:21', /afterHumanShot is convert, so the mode needs a conversion/],
  ])('%s: one error at %s', (fixture, place, gist) => {
    const errors = errorsOf(fixture);
    expect(errors).toHaveLength(1);
    expect(errors[0].startsWith(`test/fixtures/content/${fixture}/are-you-a-robot/${place}: error: `)).toBe(true);
    expect(errors[0]).toMatch(gist);
  });

  it('reports unknown fields at the key, with a suggestion and the allowed fields', () => {
    expect(errorsOf('unknown-field')).toEqual([
      'test/fixtures/content/unknown-field/are-you-a-robot/cards.yaml:13:5: error: required field "title" is missing from cards[0]: add `title: ...` here.',
      'test/fixtures/content/unknown-field/are-you-a-robot/cards.yaml:16:5: error: unknown field "titel" in cards[0]. Did you mean "title"? Allowed fields here: id, name, team, title, text, flavor, art, palette.',
      'test/fixtures/content/unknown-field/are-you-a-robot/modes.yaml:18:5: error: unknown field "timer" in modes[0]. Allowed fields here: id, name, summary, players, deck, afterHumanShot, conversion, handshakes, revolution.',
    ]);
  });

  it('reports every schema error of every file, not only the first', () => {
    expect(errorsOf('wrong-type')).toEqual([
      'test/fixtures/content/wrong-type/are-you-a-robot/cards.yaml:11:15: error: pack.packsInBox: expected a whole number, found "three".',
      'test/fixtures/content/wrong-type/are-you-a-robot/cards.yaml:24:11: error: cards[1].team: must be one of human, robot; found "android".',
      'test/fixtures/content/wrong-type/are-you-a-robot/cards.yaml:30:44: error: cards[1].palette.accent: "blue" is not allowed here: a colour is # followed by six hexadecimal digits, like "#2f6fb3" (in quotes).',
      'test/fixtures/content/wrong-type/are-you-a-robot/modes.yaml:22:29: error: modes[1].players.max: expected a whole number, found 4.5.',
      'test/fixtures/content/wrong-type/are-you-a-robot/modes.yaml:44:21: error: modes[2].afterHumanShot: must be one of robots-win, convert; found "conversion".',
    ]);
  });

  it('reports each reference to a card that does not exist, at the reference', () => {
    expect(errorsOf('unknown-card')).toEqual([
      'test/fixtures/content/unknown-card/are-you-a-robot/modes.yaml:13:15: error: no card has the id "android": the cards are human, robot (see cards.yaml).',
      'test/fixtures/content/unknown-card/are-you-a-robot/modes.yaml:46:16: error: no card has the id "robto": the cards are human, robot (see cards.yaml).',
    ]);
  });

  it('leaves a game with any error out of the loaded games', () => {
    expect(load(`${root}/unknown-card`).games).toEqual([]);
  });

  it('reports a content folder that does not exist', () => {
    expect(errorsOf('no-such-folder')).toEqual([
      'test/fixtures/content/no-such-folder:1:1: error: the content folder does not exist: give the folder that holds one folder per game, e.g. --content content.',
    ]);
  });
});
