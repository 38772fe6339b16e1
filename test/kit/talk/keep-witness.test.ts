import { describe, expect, it } from 'vitest';
import { breakPlan } from '../../../games/kit/talk/break-witness.ts';
import { isMessage, keepWitness } from '../../../games/kit/talk/keep-witness.ts';
import { checkText, type TextCondition, type WordClasses } from '../../../games/kit/talk/text-conditions.ts';

const CLASSES: WordClasses = {
  pronouns: { words: ['i', 'me', 'you', 'it', 'we', 'they', 'thank you'] },
  numbers: { words: ['one', 'two'], patterns: ['^[0-9]+$'] },
  nothing: { words: [] },
  marks: { words: ['?!'] },
};
const ROOM = 240;

const keeps = (conditions: TextCondition[]) => (text: string) => checkText(text, conditions, CLASSES).length === 0;
const verdict = (conditions: TextCondition[]) => keepWitness(conditions, CLASSES, ROOM, keeps(conditions));

describe('keepWitness: what it proves no message keeps', () => {
  const contradictions: [string, TextCondition[], RegExp][] = [
    ['allCaps with noCapitals', [{ allCaps: true }, { noCapitals: true }], /cannot be all capitals and have no capital/],
    ['two different openings', [{ startsWith: 'Beep boop' }, { startsWith: 'Hello' }], /cannot begin with both "beep boop" and "hello"/],
    ['two different closing words', [{ endsWith: 'over' }, { endsWith: 'out' }], /cannot end with both/],
    ['two different final marks', [{ endsWith: 'over?' }, { endsWith: '.' }], /cannot end with both "\?" and "\."/],
    ['maxWords 1 with a two-word opening', [{ maxWords: 1 }, { startsWith: 'Beep boop' }], /must begin with "beep boop" \(2 words\), but at most 1 word/],
    ['minWords above maxWords', [{ minWords: 4 }, { maxWords: 1 }], /at least 4 words, but at most 1 word/],
    ['minWords beyond what the message length holds', [{ minWords: 121 }], /at least 121 words, but a message of 240 characters holds at most 120 words/],
    ['a banned word that is the required ending', [{ endsWith: 'over' }, { bannedWords: ['over'] }], /must end with "over", but "over" is banned/],
    ['a banned phrase inside the required opening', [{ startsWith: 'well thank you' }, { bannedWords: ['thank you'] }], /"thank you" is banned/],
    ['a word class covering every required word', [{ requiredWords: ['you', 'it'] }, { bannedClass: 'pronouns' }], /must say "you" or "it", but "you" is one of the pronouns/],
    ['a class pattern covering the required word', [{ requiredWords: ['42'] }, { bannedClass: 'numbers' }], /"42" is one of the numbers/],
    ['a required word longer than maxWordLength', [{ startsWith: 'Acknowledged' }, { maxWordLength: 6 }], /"acknowledged" has 12 letters, at most 6 allowed/],
    ['a banned letter in the required word', [{ requiredWords: ['please'] }, { bannedLetters: 'e' }], /"please" has the letter "e"/],
    ['a required word that has no word in it', [{ requiredWords: ['?!'] }], /none of them is a word/],
    ['a repeated word in the opening with noRepeatedWords', [{ startsWith: 'beep beep' }, { noRepeatedWords: true }], /repeats a word/],
    ['one word that must open with one word and say another', [{ maxWords: 1 }, { startsWith: 'Acknowledged' }, { requiredWords: ['thanks', 'thank you'] }], /in 1 word it cannot begin with "acknowledged" and say "thanks" or "thank you"/],
    ['two words each to say, in one word', [{ maxWords: 1 }, { requiredWords: ['thanks'] }, { requiredWords: ['maybe'] }], /in 1 word it cannot say "thanks" and say "maybe"/],
    ['an opening and an ending that share a word with noRepeatedWords, in too many words to overlap', [{ startsWith: 'beep boop' }, { endsWith: 'boop over' }, { minWords: 4 }, { maxWords: 4 }, { noRepeatedWords: true }], /without repeating a word/],
  ];
  for (const [name, conditions, why] of contradictions) {
    it(name, () => {
      const v = verdict(conditions);
      expect(v).toMatchObject({ kept: false });
      expect(v.kept === false && v.why).toMatch(why);
    });
  }
});

describe('keepWitness: a message that keeps them, judged by checkText', () => {
  const keepable: TextCondition[][] = [
    [{ endsWith: 'over' }, { endsWith: '?' }],
    [{ maxWords: 1 }, { startsWith: 'Acknowledged' }],
    [{ maxWords: 1 }, { startsWith: 'Acknowledged' }, { requiredWords: ['thanks', 'acknowledged'] }],
    [{ startsWith: 'beep boop' }, { endsWith: 'boop' }, { maxWords: 2 }, { noRepeatedWords: true }],
    [{ allCaps: true }, { startsWith: 'Acknowledged' }, { requiredWords: ['thank you'] }, { bannedClass: 'numbers' }],
    [{ noCapitals: true }, { bannedLetters: 'eaiou' }, { minWords: 5 }, { noRepeatedWords: true }],
    [{ minWords: 60 }, { noRepeatedWords: true }, { maxWordLength: 3 }],
    [{ startsWith: '¿' }, { endsWith: '?' }, { bannedClass: 'pronouns' }, { requiredWords: ['please'] }],
    [{ requiredWords: ['?!', 'go'] }],
    [{ bannedClass: 'nothing' }, { noPlayerNames: true }],
  ];
  for (const conditions of keepable) {
    it(JSON.stringify(conditions), () => {
      const v = verdict(conditions);
      expect(v.kept).toBe(true);
      if (!v.kept) return;
      expect(checkText(v.text, conditions, CLASSES)).toEqual([]);
      expect(isMessage(v.text, ROOM)).toBe(true);
    });
  }

  it('never claims "cannot be kept" when a judge would accept a message it tried: a witness is only ever what the judge accepted', () => {
    const conditions: TextCondition[] = [{ endsWith: 'over' }];
    expect(keepWitness(conditions, CLASSES, ROOM, () => false)).toEqual({ kept: undefined });
  });
});

describe('breakPlan: laws no message could break', () => {
  const never: [TextCondition, RegExp][] = [
    [{ maxWords: 120 }, /at most 120 words/],
    [{ maxWords: 200 }, /at most 120 words/],
    [{ minWords: 1 }, /at least one/],
    [{ maxWordLength: 240 }, /no word of a 240-character message is longer/],
    [{ bannedWords: ['?!', '...'] }, /none of "\?!", "\.\.\." fits in a message of 240 characters as words/],
    [{ bannedWords: ['x'.repeat(241), `${'y '.repeat(120)}y`] }, /fits in a message of 240 characters/],
    [{ bannedClass: 'nothing' }, /"nothing" has no word/],
    [{ bannedClass: 'marks' }, /"marks" has no word/],
  ];
  for (const [condition, why] of never) {
    it(`${JSON.stringify(condition)} is never broken`, () => {
      const plan = breakPlan(condition, CLASSES, ROOM);
      expect(plan).toMatchObject({ never: expect.stringMatching(why) });
    });
  }

  const breakable: TextCondition[] = [
    { maxWords: 119 }, { minWords: 2 }, { maxWordLength: 239 }, { bannedWords: ['?!', 'over and out'] }, { bannedClass: 'pronouns' }, { bannedClass: 'numbers' },
    { requiredWords: ['go', 'top'] }, { startsWith: 'go' }, { endsWith: '?' }, { noRepeatedWords: true }, { bannedLetters: 'q' }, { allCaps: true }, { noCapitals: true }, { noPlayerNames: true },
  ];
  for (const condition of breakable) {
    it(`${JSON.stringify(condition)} is broken by one of its attempts`, () => {
      const plan = breakPlan(condition, CLASSES, ROOM);
      expect('attempts' in plan).toBe(true);
      if (!('attempts' in plan)) return;
      const broke = plan.attempts.filter((a) => isMessage(a.text, ROOM) && checkText(a.text, [condition], CLASSES, a.names).length > 0);
      expect(broke.length).toBeGreaterThan(0);
    });
  }
});

describe('keepWitness: words whose key is longer than the word as typed', () => {
  it('does not call "İstanbul" too long for maxWordLength 8: typed as written it has 8 letters (its key, "i̇stanbul", has 9)', () => {
    const conditions: TextCondition[] = [{ requiredWords: ['İstanbul'] }, { maxWordLength: 8 }];
    expect(verdict(conditions).kept).not.toBe(false);
    expect(checkText('İstanbul', conditions, CLASSES)).toEqual([]);
  });
});
