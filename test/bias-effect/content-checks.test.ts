import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { biasEffect } from '../../games/bias-effect/index.ts';
import { formatContentError, loadGames } from '../../games/kit/content/load-content.ts';
import { FIXTURE } from './support.ts';

// Each case edits one file of a copy of the fixture tree. The copies sit at the fixture's depth
// (test/fixtures/bias-effect/<copy>/bias-effect/) so their $schema lines still resolve.
const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** The loader's errors for the fixture with `file` edited, as `<file>:line:col: error: ...` with the file's name alone. */
function errorsWith(file: string, edit: (text: string) => string): string[] {
  const root = mkdtempSync(join(resolve('test/fixtures/bias-effect'), '.edited-'));
  made.push(root);
  cpSync(join(FIXTURE, 'bias-effect'), join(root, 'bias-effect'), { recursive: true });
  const path = join(root, 'bias-effect', file);
  const before = readFileSync(path, 'utf8');
  const after = edit(before);
  if (after === before) throw new Error(`the edit changed nothing in ${file}`);
  writeFileSync(path, after);
  const { games, errors } = loadGames(root, [biasEffect]);
  expect(games).toEqual([]);
  const prefix = `${relative(process.cwd(), join(root, 'bias-effect'))}/`;
  return errors.map(formatContentError).map((e) => (e.startsWith(prefix) ? e.slice(prefix.length) : e));
}

const KNOWN = 'write one of far-left, left, moderate, right, far-right.';

describe('content checks, reported at file:line:col through the loader', () => {
  it('the fixture tree is clean', () => {
    expect(loadGames(FIXTURE, [biasEffect]).errors).toEqual([]);
  });

  it('a player range upside down, and every count it then leaves without a game', () => {
    expect(errorsWith('rules.yaml', (t) => t.replace('players: { min: 2, max: 5 }', 'players: { min: 5, max: 4 }'))).toEqual([
      'rules.yaml:5:25: error: players.max is 4, less than players.min (5): write a max of at least 5.',
      'rules.yaml:11:51: error: no game has 2 players (players is 5 to 4): remove 2 from resetPlayers, or widen players.',
      'rules.yaml:11:54: error: no game has 4 players (players is 5 to 4): remove 4 from resetPlayers, or widen players.',
      'rules.yaml:15:8: error: no game has 2 players (players is 5 to 4): remove this set, or widen players.',
      'rules.yaml:16:8: error: no game has 3 players (players is 5 to 4): remove this set, or widen players.',
      'rules.yaml:17:8: error: no game has 4 players (players is 5 to 4): remove this set, or widen players.',
      'rules.yaml:18:8: error: no game has 5 players (players is 5 to 4): remove this set, or widen players.',
    ]);
  });

  it('a reset off the track, a reset for a player count no game has', () => {
    expect(errorsWith('rules.yaml', (t) => t.replace('resetTo: 3', 'resetTo: 10'))).toEqual([
      'rules.yaml:11:33: error: the counter cannot go back to space 10: the track has 9 spaces. Write a resetTo from 1 to 9.',
    ]);
    expect(errorsWith('rules.yaml', (t) => t.replace('resetPlayers: [2, 4]', 'resetPlayers: [2, 6]'))).toEqual([
      'rules.yaml:11:54: error: no game has 6 players (players is 2 to 5): remove 6 from resetPlayers, or widen players.',
    ]);
  });

  it('starting chips the box cannot pay', () => {
    expect(errorsWith('rules.yaml', (t) => t.replace('startingChips: 5', 'startingChips: 21'))).toEqual([
      'rules.yaml:6:16: error: 5 players starting with 21 chips each need 105 chips, but the box holds 100: lower startingChips to at most 20 or raise chips.',
    ]);
  });

  it('identity sets: too short, an unknown identity, one dealt twice, a count no game has, a count with none', () => {
    const errors = errorsWith('rules.yaml', (t) =>
      t
        .replace('"3": [left, right, moderate]', '"3": [left, right]')
        .replace('far-left, far-right]\n', 'far-left, far-rite]\n')
        .replace('far-right, moderate]', 'far-right, left]')
        .replace('  "2": [left, right]\n', '  "6": [left, right, far-left, far-right, moderate, moderate]\n'),
    );
    expect(errors).toEqual([
      'rules.yaml:16:8: error: the set for 3 players names 2 identities: list exactly 3, one per player.',
      `rules.yaml:17:32: error: "far-rite" is not an identity of identities.yaml: ${KNOWN}`,
      'rules.yaml:18:43: error: "left" is dealt twice at 5 players, but there is one card of each identity: name another identity.',
      'rules.yaml:15:8: error: no game has 6 players (players is 2 to 5): remove this set, or widen players.',
      'rules.yaml:15:3: error: no identity set for 2 players: add "2": [...] with 2 identities, as every count from players.min to players.max needs one.',
    ]);
  });

  it('a win item that tests nothing, and ranges that allow nothing', () => {
    const errors = errorsWith('identities.yaml', (t) =>
      t
        .replace('      - left-lead: { min: 3 }', '      - players: { min: 2 }')
        .replace('left-lead: { max: 2 }', 'left-lead: { min: 3, max: 2 }')
        .replace('players: { min: 4 }\n        left', 'players: { min: 4, max: 3 }\n        left'),
    );
    expect(errors).toEqual([
      'identities.yaml:11:9: error: this win item of "far-left" tests nothing: add left-lead, right-lead, left or right, e.g. left-lead: { min: 1 }.',
      'identities.yaml:22:35: error: left-lead allows nothing: its max (2) is below its min (3). Write a max of at least 3.',
      'identities.yaml:21:33: error: players allows nothing: its max (3) is below its min (4). Write a max of at least 4.',
    ]);
  });

  it('a Belief deck shorter than a game, an Algorithm deck too small to deal', () => {
    const beliefs = errorsWith('beliefs.yaml', (t) => t.replace(/copies: 2/g, 'copies: 1').replace(/ {2}- \{ id: (left|right)-[c-f].*\n/g, ''));
    expect(beliefs).toEqual(['beliefs.yaml:5:3: error: the Belief deck has 4 cards, fewer than the 9 rounds of a game: add designs or copies to reach at least 9.']);
    const algorithms = errorsWith('algorithms.yaml', (t) => t.replace(/copies: 2/g, 'copies: 1'));
    expect(algorithms).toEqual([
      'algorithms.yaml:6:3: error: the Algorithm deck has 18 cards; 5 players take 3 + 1 each by the first trade, 20 in all: add designs or copies to reach at least 20.',
    ]);
  });

  it('one card id in two decks', () => {
    expect(errorsWith('life.yaml', (t) => t.replace('id: fixture-drift', 'id: left-a'))).toEqual([
      'life.yaml:95:9: error: "left-a" is already the id of a card in beliefs.yaml: card ids in a match are <id>#<copy> across every deck, so give this one another id.',
    ]);
  });

  it('a bid effect that ends before the next bids is refused', () => {
    const errors = errorsWith('algorithms.yaml', (t) => t.replace('effect: bid-cap, owner: $target, until: next-bids', 'effect: bid-cap, owner: $target, until: end-of-round'));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^algorithms\.yaml:\d+:\d+: error: a bid-cap lasting until end-of-round ends before any bids are revealed \(cards are played after the round's bids\): write until: next-bids\.$/);
  });

  it('a script naming an identity that does not exist, with the one meant', () => {
    const errors = errorsWith('algorithms.yaml', (t) =>
      t.replace('{ identity: moderate }', '{ identity: moderat }').replace('condition: { identity: { leaning: center } }', 'condition: { identity: { leaning: center, is: centrist } }'),
    );
    expect(errors).toEqual([
      `algorithms.yaml:129:57: error: "centrist" is not an identity of identities.yaml: ${KNOWN}`,
      `algorithms.yaml:153:50: error: "moderat" is not an identity of identities.yaml (did you mean "moderate"?): ${KNOWN}`,
    ]);
  });

  it('malformed YAML and schema violations, at file:line:col', () => {
    expect(errorsWith('rules.yaml', (t) => t.replace('startingChips: 5', 'startingChips 5'))).toEqual([
      'rules.yaml:6:1: error: this is not valid YAML: a field is not written `name: value` on one line: check this line and the one above for a missing colon, quote or line break (Implicit keys need to be on a single line)',
    ]);
    expect(errorsWith('identities.yaml', (t) => t.replace('leaning: center', 'leaning: middle'))).toEqual([
      'identities.yaml:25:14: error: identities[2].leaning: must be one of left, right, center; found "middle".',
    ]);
    // A card script is checked against the game's generated script schema.
    expect(errorsWith('algorithms.yaml', (t) => t.replace('gain-chips: { players: owner, amount: 2 }', 'gain-chips: { players: owner, amount: two }'))).toEqual([
      'algorithms.yaml:12:47: error: algorithms[0].script[0].gain-chips.amount: "two" is not allowed here: write a whole number or a $variable.',
    ]);
  });
});
