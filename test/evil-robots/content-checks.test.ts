import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkEvilContent } from '../../games/evil-robots/content-checks.ts';
import type { EvilContent, RobotDef } from '../../games/evil-robots/content-types.ts';
import { evilRobots } from '../../games/evil-robots/index.ts';
import { formatContentError, loadGames } from '../../games/kit/content/load-content.ts';

/** The rules tests' content tree. */
const FIXTURE = 'test/fixtures/evil-robots/good';

function loadFixture(): EvilContent {
  const { games, errors } = loadGames(FIXTURE, [evilRobots]);
  if (errors.length > 0) throw new Error(errors.map(formatContentError).join('\n'));
  return games[0].content as EvilContent;
}

const fixture = loadFixture();

/** The game's own checks on a copy of the fixture content, altered by `edit` (the loaded content is frozen). */
function issuesWith(edit: (content: EvilContent) => void) {
  const copy = structuredClone(fixture);
  edit(copy);
  return checkEvilContent(copy);
}

const robot = (content: EvilContent, id: string): RobotDef => content.robots.robots.find((r) => r.id === id)!;
const robotIndex = (id: string) => fixture.robots.robots.findIndex((r) => r.id === id);
const lineOf = (players: number) => fixture.rules.table.findIndex((t) => t.players === players);

// A few cases through the loader, to see an issue land at its file:line:col. The copies sit at
// the fixture's depth (test/fixtures/evil-robots/<copy>/evil-robots/) so their $schema lines resolve.
const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function errorsWith(file: string, edit: (text: string) => string): string[] {
  const root = mkdtempSync(join(resolve('test/fixtures/evil-robots'), '.edited-'));
  made.push(root);
  cpSync(join(FIXTURE, 'evil-robots'), join(root, 'evil-robots'), { recursive: true });
  const path = join(root, 'evil-robots', file);
  const before = readFileSync(path, 'utf8');
  const after = edit(before);
  if (after === before) throw new Error(`the edit changed nothing in ${file}`);
  writeFileSync(path, after);
  const { games, errors } = loadGames(root, [evilRobots]);
  expect(games).toEqual([]);
  const prefix = `${relative(process.cwd(), join(root, 'evil-robots'))}/`;
  return errors.map(formatContentError).map((e) => (e.startsWith(prefix) ? e.slice(prefix.length) : e));
}

describe('Evil Robots content checks', () => {
  it('the fixture tree and the shipped content are clean', () => {
    expect(checkEvilContent(fixture)).toEqual([]);
    const shipped = loadGames('content', [evilRobots]);
    expect(shipped.errors.map(formatContentError)).toEqual([]);
  });

  it('a player range upside down', () => {
    const issues = issuesWith((c) => {
      c.rules.players = { min: 9, max: 3 };
    });
    expect(issues[0]).toEqual({ file: 'rules', path: ['players', 'max'], message: 'players.max is 3, less than players.min (9): write a max of at least 9.' });
  });

  it('a player count without a table line', () => {
    const issues = issuesWith((c) => {
      c.rules.table.splice(lineOf(6), 1);
    });
    expect(issues).toEqual([
      {
        file: 'rules',
        path: ['table'],
        message: 'no table line for 6 players: add { players: 6, values: { from, to }, startingInfluence, extraPlayer }, as every count from players.min to players.max needs one.',
      },
    ]);
  });

  it('a table line for a player count no game has', () => {
    const issues = issuesWith((c) => {
      c.rules.players.max = 8;
    });
    expect(issues).toEqual([{ file: 'rules', path: ['table', lineOf(9), 'players'], message: 'no game has 9 players (players is 3 to 8): remove this line, or widen players.' }]);
  });

  it('two table lines for one player count', () => {
    const issues = issuesWith((c) => {
      c.rules.table[lineOf(5)].players = 4;
    });
    expect(issues).toEqual([
      { file: 'rules', path: ['table', lineOf(5), 'players'], message: 'a second table line for 4 players: remove one, as each player count has a single setup.' },
      {
        file: 'rules',
        path: ['table'],
        message: 'no table line for 5 players: add { players: 5, values: { from, to }, startingInfluence, extraPlayer }, as every count from players.min to players.max needs one.',
      },
    ]);
  });

  it('values with no Power Card, at either end or in between', () => {
    const high = issuesWith((c) => {
      c.rules.table[lineOf(8)].values = { from: 2, to: 10 };
    });
    expect(high).toEqual([
      { file: 'rules', path: ['table', lineOf(8), 'values', 'to'], message: 'there is no Power Card of value 10 in power-cards.yaml: write a value from 0 to 9, or add the card.' },
    ]);
    const gap = issuesWith((c) => {
      c['power-cards'].powerCards = c['power-cards'].powerCards.filter((p) => p.value !== 3);
    });
    const gapAt = (players: number) => ({
      file: 'rules',
      path: ['table', lineOf(players), 'values'],
      message: `${fixture.rules.table[lineOf(players)].values.from} to ${fixture.rules.table[lineOf(players)].values.to} at ${players} players includes 3, but power-cards.yaml has no card of that value: add the card, or choose values that all exist.`,
    });
    expect(gap).toEqual([3, 4, 5, 6, 7, 8, 9].map(gapAt));
  });

  it('values running backwards', () => {
    const issues = issuesWith((c) => {
      c.rules.table[lineOf(3)].values = { from: 5, to: 1 };
    });
    expect(issues).toEqual([{ file: 'rules', path: ['table', lineOf(3), 'values', 'to'], message: 'the values at 3 players run from 5 down to 1: write a to of at least 5.' }]);
  });

  it('values that deal the wrong number of Power Cards, with and without the extra player', () => {
    const noExtra = issuesWith((c) => {
      c.rules.table[lineOf(4)].extraPlayer = false;
    });
    expect(noExtra).toEqual([
      {
        file: 'rules',
        path: ['table', lineOf(4), 'values'],
        message: '1 to 6 is 6 Power Cards, but 4 players need 5 (one for the allocation, one for each of the 4 players): write values { from: 1, to: 5 }.',
      },
    ]);
    const short = issuesWith((c) => {
      c.rules.table[lineOf(3)].values.to = 4;
    });
    expect(short).toEqual([
      {
        file: 'rules',
        path: ['table', lineOf(3), 'values'],
        message: '1 to 4 is 4 Power Cards, but 3 players need 5 (one for the allocation, one for each of the 3 players and one for the extra player): write values { from: 1, to: 5 }.',
      },
    ]);
  });

  it('starting Influence and an allocation the supply cannot pay', () => {
    const issues = issuesWith((c) => {
      c.rules.influence = { ones: 20, fives: 5 };
    });
    expect(issues).toEqual([
      {
        file: 'rules',
        path: ['table', lineOf(9), 'startingInfluence'],
        message: '9 players starting with 5 Influence each, and an allocation of up to 9, need 54 Influence, but the supply holds 45 (20 ones and 5 fives): lower startingInfluence to at most 4, or add gems to influence.',
      },
    ]);
  });

  it('too few Action Tokens for a full table', () => {
    const issues = issuesWith((c) => {
      c.rules.actionTokens = 18;
    });
    expect(issues).toEqual([
      { file: 'rules', path: ['actionTokens'], message: '9 players take 2 Action Tokens each and the first 1 more, 19 in all, but the supply holds 18: write actionTokens: 19 or more.' },
    ]);
  });

  it('two Power Cards of one value (two with one id are the kit\'s to report, once: test/kit/content/designer-trial.test.ts)', () => {
    const issues = issuesWith((c) => {
      c['power-cards'].powerCards[7].id = 'power-6';
      c['power-cards'].powerCards.push({ id: 'power-four', value: 4, name: 'Four again' });
    });
    expect(issues).toEqual([
      { file: 'power-cards', path: ['powerCards', 10, 'value'], message: 'value 4 is already on "power-4": there is one Power Card per value, so give this one another value.' },
    ]);
  });

  it('a deck too small to deal the largest game and a swap', () => {
    const issues = issuesWith((c) => {
      c.robots.robots = c.robots.robots.filter((r) => r.deck === 'left' || ['fx-winner', 'fx-grant'].includes(r.id));
    });
    expect(issues).toEqual([
      { file: 'robots', path: ['robots'], message: 'the right deck has 2 Robot Cards; 9 players take one each and a swap needs one more: add right cards to reach at least 10.' },
    ]);
  });

  it('an active card without modifiers', () => {
    const i = robotIndex('fx-peek');
    const issues = issuesWith((c) => {
      robot(c, 'fx-peek').type = 'active';
    });
    expect(issues).toEqual([
      { file: 'robots', path: ['robots', i, 'type'], message: '"fx-peek" is an active card without modifiers: an active card changes the rules while face up, so add modifiers, or make it type: immediate.' },
    ]);
  });

  it('a card with neither script nor modifiers', () => {
    const i = robotIndex('fx-tokens');
    const issues = issuesWith((c) => {
      delete robot(c, 'fx-tokens').script;
    });
    expect(issues).toEqual([
      { file: 'robots', path: ['robots', i], message: '"fx-tokens" does nothing: add a script (what it does when revealed) or modifiers (how it changes the rules while face up).' },
    ]);
  });

  it('an Endgame card with a cost', () => {
    const i = robotIndex('fx-endgame-gain');
    const issues = issuesWith((c) => {
      robot(c, 'fx-endgame-gain').cost = 1;
    });
    expect(issues).toEqual([
      { file: 'robots', path: ['robots', i, 'cost'], message: '"fx-endgame-gain" is an Endgame card with cost 1, but Endgame cards are revealed free: write cost: 0.' },
    ]);
  });

  it('a script testing a choose-option answer against a word that is not one of its options', () => {
    const issues = issuesWith((c) => {
      robot(c, 'fx-tokens').script = [
        { 'choose-option': { options: [{ id: 'more', text: 'Gain 2 Action Tokens' }, { id: 'none', text: 'Gain nothing' }], as: 'pick', prompt: 'Choose one' } },
        { if: { condition: { equal: ['$pick', 'mroe'] }, then: [{ 'gain-tokens': { amount: 2 } }] } },
      ];
    });
    expect(issues).toEqual([
      {
        file: 'robots',
        path: ['robots', robotIndex('fx-tokens'), 'script', 1, 'if', 'condition', 'equal', 1],
        message: '"mroe" is not an option of the choose-option that sets $pick (did you mean "more"?), so this test never holds: write one of more, none.',
      },
    ]);
  });

  it('reports at file:line:col through the loader', () => {
    expect(errorsWith('rules.yaml', (t) => t.replace('actionTokens: 20', 'actionTokens: 12'))).toEqual([
      'rules.yaml:15:15: error: 9 players take 2 Action Tokens each and the first 1 more, 19 in all, but the supply holds 12: write actionTokens: 19 or more.',
    ]);
    const errors = errorsWith('robots.yaml', (t) => t.replace(/(id: fx-endgame-gain\n(?:.*\n){3}) {4}cost: 0/, '$1    cost: 2'));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^robots\.yaml:\d+:11: error: "fx-endgame-gain" is an Endgame card with cost 2, but Endgame cards are revealed free: write cost: 0\.$/);
  });

  it('an unknown tie question or answer is named at its line, with the ones it could be, and nothing more', () => {
    let edited = '';
    const errors = errorsWith('robots.yaml', (text) => {
      edited = text
        .replace('question: can-win\n        when: { team: neutral }\n        set: true', 'question: team-tie\n        set: evill')
        .replace('question: can-win\n        when: { team: evil }', 'question: team-ties\n        when: { team: evil }');
      return edited;
    });
    const lineOf = (needle: string) => edited.split('\n').findIndex((line) => line.includes(needle)) + 1;
    expect(errors).toEqual([
      expect.stringMatching(new RegExp(`^robots\\.yaml:${lineOf('set: evill')}:14: error: robots\\[\\d+\\]\\.modifiers\\[0\\]\\.set: must be one of share, good, evil, neutral; found "evill"\\. Did you mean "evil"\\?$`)),
      expect.stringMatching(new RegExp(`^robots\\.yaml:${lineOf('question: team-ties')}:19: error: robots\\[\\d+\\]\\.modifiers\\[0\\]\\.question: must be one of action-cost, .*claim-tie, team-tie, influence-tie, path-tie; found "team-ties"\\. Did you mean "team-tie"\\?$`)),
    ]);
  });
});
