import { describe, expect, it } from 'vitest';
import { gameModules } from '../../../games/registry.ts';
import { errorsAfterEdits, type FixtureEdit } from '../../support/edited-fixture.ts';

// The designer's trial of issue 37, kept: the mistakes a designer makes adding cards by YAML
// alone, on each game's fixture, and the one message validate gives for each. Every message
// must be graded A: it names file:line:col, says what is wrong in the designer's words and what
// to write instead, once, with nothing of the parser's or the schema's own wording. The trial's
// other mistakes (an over-indented field, an unquoted #colour, content copied outside the
// toolkit, How to play disagreeing with the content) are in designer-messages.test.ts and
// how-to-play-agrees.test.ts.

interface Mistake {
  game: string;
  edits: FixtureEdit[];
  says: string;
}

const module = (id: string) => gameModules.find((m) => m.id === id)!;
const saidFor = ({ game, edits }: Mistake) => errorsAfterEdits(`test/fixtures/${game}/good`, module(game), edits);

const YAML: Record<string, Mistake> = {
  'a tab to indent a field': {
    game: 'are-you-a-robot',
    edits: [['cards.yaml', '    team: human', '\tteam: human']],
    says: '<game>/cards.yaml:15:1: error: this line is indented with a tab, and YAML indents with spaces only: replace the tab with spaces (the line above is indented 4 spaces).',
  },
  'a colour whose closing quote is missing': {
    game: 'robots',
    edits: [['deck.yaml', 'display: "#8a8f98"', 'display: "#8a8f98']],
    says: '<game>/deck.yaml:11:14: error: the value in quotes that starts here has no closing ": end it with " (a value in quotes ends with the mark it starts with).',
  },
  'a step whose closing brace is missing': {
    game: 'robots',
    edits: [['powers.yaml', '      - draw: { count: 2 }', '      - draw: { count: 2']],
    says: '<game>/powers.yaml:18:15: error: the { opened here is never closed: end the mapping with }.',
  },
  'a list of acts closed by a brace': {
    game: 'three-laws',
    edits: [['laws.yaml', '{ acts: [question], text: [{ maxWords: 4 }] }', '{ acts: [question, text: [{ maxWords: 4 }] }']],
    says: '<game>/laws.yaml:8:20: error: the [ opened here is closed by the } on line 8, column 55: close the [ with ] first.',
  },
  'a card text holding a colon': {
    game: 'bias-effect',
    edits: [['algorithms.yaml', 'text: Gain 2 chips.', 'text: Gain: 2 chips.']],
    says: '<game>/algorithms.yaml:8:11: error: the value of text holds ": ", which YAML reads as the start of another field: put the whole value in quotes: text: "Gain: 2 chips.".',
  },
  'no space after a colon': {
    game: 'bias-effect',
    edits: [['algorithms.yaml', 'value: 1', 'value:1']],
    says: '<game>/algorithms.yaml:9:11: error: a field needs a space after its colon, or YAML reads "value:1" as one word: write value: 1.',
  },
  'a new card written without its "- "': {
    game: 'are-you-a-robot',
    edits: [['cards.yaml', '  - id: robot', '    id: robot']],
    says: '<game>/cards.yaml:22:5: error: this is not valid YAML: id is written a second time in the entry that starts on line 13. If this line begins a new entry of the list, write `  - id: robot`; otherwise keep only one.',
  },
};

const SCHEMA: Record<string, Mistake> = {
  'a misspelt step': {
    game: 'robots',
    edits: [['powers.yaml', '      - draw: { count: 2 }', '      - draws: { count: 2 }']],
    says: '<game>/powers.yaml:18:9: error: unknown field "draws" in powers[0].script[0]. Did you mean "draw"? Allowed fields here: draw, move, put, shuffle, choose-card, choose-player, choose-group, choose-order, choose-option, if, repeat, for-each, for-each-player, add-effect, end-effect, discard-card, take-from-spread, send-under, pick-up, discard.',
  },
  'a zone from another game': {
    game: 'robots',
    edits: [['powers.yaml', 'from: scrap-heap\n          except', 'from: discard-pile\n          except']],
    says: '<game>/powers.yaml:31:17: error: powers[1].script[0].move.from: "discard-pile" is not allowed here: a zone is one of factory, scrap-heap, hand, spread, or an object { zone, of, owner, where }.',
  },
  'copies written as a word': {
    game: 'bias-effect',
    edits: [['algorithms.yaml', '    copies: 2\n    script:\n      - gain-chips', '    copies: two\n    script:\n      - gain-chips']],
    says: '<game>/algorithms.yaml:10:13: error: algorithms[0].copies: expected a whole number, found "two".',
  },
  'a card with no name': {
    game: 'bias-effect',
    edits: [['life.yaml', '  - id: fixture-windfall\n    name: Windfall\n', '  - id: fixture-windfall\n']],
    says: '<game>/life.yaml:15:5: error: required field "name" is missing from life[1]: add `name: ...` here.',
  },
  'a misspelt field': {
    game: 'three-laws',
    edits: [['laws.yaml', '    check: { acts: [question], text: [{ maxWords: 4 }] }', '    chek: { acts: [question], text: [{ maxWords: 4 }] }']],
    says: '<game>/laws.yaml:8:5: error: unknown field "chek" in laws[0]. Did you mean "check"? Allowed fields here: id, art, name, text, flavor, judge, check.',
  },
  'a misspelt team': {
    game: 'are-you-a-robot',
    edits: [['cards.yaml', '    team: human', '    team: humen']],
    says: '<game>/cards.yaml:15:11: error: cards[0].team: must be one of human, robot; found "humen". Did you mean "human"?',
  },
  'a misspelt rule question': {
    game: 'evil-robots',
    edits: [['robots.yaml', 'question: can-win', 'question: can-wins']],
    says: '<game>/robots.yaml:57:19: error: robots[4].modifiers[0].question: must be one of action-cost, swap-influence, may-flip-own, power-level, tokens-received, may-claim, team, can-win, is-winner, allocation, influence-gained, next-dealer, endgame-at, claim-tie, team-tie, influence-tie, path-tie; found "can-wins". Did you mean "can-win"?',
  },
  'a word for players that is neither a group nor a player': {
    game: 'bias-effect',
    edits: [['algorithms.yaml', 'lose-chips: { players: others, amount: 1 }', 'lose-chips: { players: other, amount: 1 }']],
    says: '<game>/algorithms.yaml:19:32: error: algorithms[1].script[0].lose-chips.players: "other" is not allowed here: write one of all, others; or a player is owner, current, next, previous or a $variable. Did you mean "others"?',
  },
};

const GAME: Record<string, Mistake> = {
  'a $variable misspelt': {
    game: 'robots',
    edits: [['powers.yaml', 'discard-card: { card: $card }', 'discard-card: { card: $crad }']],
    says: '<game>/powers.yaml:23:37: error: $crad is read here but no step above sets it (it would be empty, and the step would quietly do nothing). Did you mean $card? Set above: $card; always there: $self, $owner, $current. A step sets a variable with `as: card`.',
  },
  'a carrier naming a misspelt power (and so the power no card carries)': {
    game: 'robots',
    edits: [['powers.yaml', '{ number: 12, power: recycle }', '{ number: 12, power: recylce }']],
    says: '<game>/powers.yaml:105:26: error: no power has the id "recylce" (did you mean "recycle"?): the powers are extra-parts, tractor-beam, recycle, force-field, freakin-laser-beam, singularity (see powers.yaml).',
  },
  'a new Robot Card copied with its id': {
    game: 'evil-robots',
    edits: [['robots.yaml', '  - id: fx-flip-hidden', '  - id: fx-peek']],
    says: '<game>/robots.yaml:18:9: error: duplicate id "fx-peek": already used on line 8. Ids in a list must be unique; rename one.',
  },
  'a card face reading a field the cards lack': {
    game: 'robots',
    edits: [['card-faces.yaml', 'fill: "{display}"', 'fill: "{colr}"']],
    says: '<game>/card-faces.yaml:25:64: error: deck cards have no field "colr": their fields are `id`, `name`, `count`, `view`, `kind`, `mark`, `colour`, `display`, `symbol`, `points`, `power`, `powerName`, `emblem`, `powered`, `art`, `look`, `spoken`, `standsFor`, `badge`.',
  },
  'a picture that is not there': {
    game: 'robots',
    edits: [['card-faces.yaml', 'image: "{art}", when: art', 'image: "art/none.png"']],
    says: '<game>/card-faces.yaml:26:52: error: art "art/none.png" is not found: there is no file ui/public/art/none.png. Put the picture there, or correct the path.',
  },
};

describe.each([
  ['a YAML slip', YAML],
  ['a value the schema refuses', SCHEMA],
  ['a mistake only the game\'s checks see', GAME],
])('%s', (_, mistakes) => {
  it.each(Object.entries(mistakes))('%s: one message, at the mistake, saying what to write', (_, mistake) => {
    expect(saidFor(mistake)).toEqual([mistake.says]);
  });
});

describe('every message of the trial', () => {
  const all = [YAML, SCHEMA, GAME].flatMap((m) => Object.values(m).map((x) => x.says));
  it('names the file, line and column first, and keeps the parser\'s and the schema\'s own words out', () => {
    for (const message of all) {
      expect(message).toMatch(/^<game>\/[a-z-]+\.yaml:\d+:\d+: error: /);
      expect(message).not.toMatch(/Implicit keys|compact mappings|Missing closing|must match a schema|sufficiently indented|\{"|\n/);
    }
  });
});
