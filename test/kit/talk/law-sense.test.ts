import { describe, expect, it } from 'vitest';
import type { TalkLaw, TalkLawBook } from '../../../games/kit/talk/law-book.ts';
import { talkLawIssues } from '../../../games/kit/talk/law-sense.ts';
import { checkText, type TextCondition } from '../../../games/kit/talk/text-conditions.ts';

// The kit's sense checks on a game of its own (no 3 Laws): any game that hands the kit its
// laws over talk gets them, judged by its own ruling (here checkText itself).

type Spec = [id: string, acts: string[], conditions: TextCondition[] | undefined, extra?: Partial<TalkLaw>];

function bookOf(specs: Spec[], mostInForce: number): TalkLawBook {
  const laws = specs.map(([id, acts, conditions, extra], i): TalkLaw => ({ id, name: id, text: `The ${id} law.`, path: ['laws', i], acts, engine: true, conditions, ...extra }));
  return {
    file: 'laws',
    laws,
    acts: ['say', 'reply', 'pass'],
    messageActs: ['say', 'reply'],
    maxMessageLength: 240,
    mostInForce,
    classes: {},
    breaks: (id, act, text, names) => {
      const law = laws.find((l) => l.id === id)!;
      return law.engine && law.acts.includes(act) && law.conditions ? checkText(text, law.conditions, {}, names).map((f) => f.message) : [];
    },
  };
}

const SPECS: Spec[] = [
  ['one-word', ['reply'], [{ maxWords: 1 }]],
  ['three-words', ['reply'], [{ minWords: 3 }]],
  ['roger', ['say', 'reply'], [{ startsWith: 'Roger' }]],
  ['please', ['say', 'reply'], [{ requiredWords: ['please'] }]],
  ['vote', ['say'], [{ allCaps: true }, { noCapitals: true }], { engine: false }],
  ['aimed', ['say'], undefined, { relations: ['left'] }],
  ['no-pass', ['pass'], undefined, { forbidden: true }],
];

describe('talkLawIssues, for any game with laws over talk', () => {
  it('with two laws in force at once: the pairs no message keeps, as warnings at the first law, naming each where it is', () => {
    const issues = talkLawIssues(bookOf(SPECS, 2));
    expect(issues.map((i) => [i.path, i.warning, i.message])).toEqual([
      [['laws', 0], true, expect.stringMatching(/^The one-word law \(one-word\) and The three-words law \(three-words\) cannot both be kept: no reply keeps them together \(at least 3 words, but at most 1 word\)\. The deal can put them in force together \(up to 2 laws at once\)/)],
    ]);
    expect(issues[0].placed!((path) => `laws.yaml:${path[1]}`)).toMatch(/^The one-word law \(one-word, laws\.yaml:0\) and The three-words law \(three-words, laws\.yaml:1\) cannot both/);
  });

  it('with three in force, a three no message keeps while each pair of it can be kept; a law judged by vote, by its target or forbidden outright on an act without words is left alone', () => {
    const issues = talkLawIssues(bookOf(SPECS, 3));
    expect(issues.map((i) => i.message.replace(/ cannot (both|all) be kept: no (\w+) keeps them together \((.*?)\)\..*/, ' | $2 | $3'))).toEqual([
      'The one-word law (one-word) and The three-words law (three-words) | reply | at least 3 words, but at most 1 word',
      'The one-word law (one-word), The roger law (roger) and The please law (please) | reply | in 1 word it cannot begin with "roger" and say "please"',
    ]);
  });

  it('with one law in force at a time, no set is checked; a law no message keeps alone is an error, and one none breaks a warning', () => {
    const issues = talkLawIssues(bookOf([...SPECS, ['shout-whisper', ['say'], [{ allCaps: true }, { noCapitals: true }]], ['roomy', ['reply'], [{ maxWordLength: 300 }]], ['silence', ['say'], undefined, { forbidden: true }], ['empty', ['reply'], []]], 1));
    expect(issues.map((i) => [i.path, i.warning ?? false, i.message])).toEqual([
      [['laws', 7], false, 'the law "shout-whisper" can never be kept: no say keeps it (a message in letters has capitals or small letters: it cannot be all capitals and have no capital). Reword it so that some say can.'],
      [['laws', 9], false, 'the law "silence" can never be kept: no say keeps it (forbidden: true makes every one break it). Reword it so that some say can.'],
      [['laws', 8], true, 'the law "roomy" can never be broken: every reply keeps it anyway (no word of a 240-character message is longer than that). Tighten it, or leave it out.'],
      [['laws', 10], true, 'the law "empty" can never be broken: every reply keeps it anyway (it lists no condition). Tighten it, or leave it out.'],
    ]);
  });

  it('stops at a bound on the sets it examines, smallest first, and says so in one warning per act', () => {
    const many: Spec[] = Array.from({ length: 40 }, (_, i) => [`law-${i}`, ['say'], [{ maxWords: 100 - i }]]);
    const issues = talkLawIssues(bookOf(many, 40), 500);
    expect(issues.map((i) => [i.path, i.warning, i.message])).toEqual([
      [[], true, '40 laws speak of says and the deal can put up to 40 in force at once: too many sets of them to check each, so sets of 2 laws or more were not all checked for a say that keeps them all.'],
    ]);
  });
});
