import { describe, expect, it } from 'vitest';
import {
  checkText,
  classesNamed,
  conditionKind,
  fitText,
  messageWords,
  type TextCondition,
  type WordClasses,
} from '../../../games/kit/talk/text-conditions.ts';

const CLASSES: WordClasses = {
  pronouns: { words: ['I', 'me', 'you', 'he', 'she', 'it', 'we', 'they'] },
  numbers: { words: ['one', 'two', 'three', 'a dozen'], patterns: ['^[0-9]+$'] },
  'body-parties': { words: ['rave'] },
};

/** The failure messages for one condition. */
const broken = (text: string, condition: TextCondition) => checkText(text, [condition], CLASSES).map((f) => f.message);
const kept = (text: string, condition: TextCondition) => expect(broken(text, condition)).toEqual([]);

describe('messageWords', () => {
  it('keeps letters, digits and inner apostrophes or hyphens, drops punctuation, keeps case', () => {
    expect(messageWords("Don't panic, it's an X-ray... of 3 robots' arms!")).toEqual([
      "Don't", 'panic', "it's", 'an', 'X-ray', 'of', '3', 'robots', 'arms',
    ]);
  });

  it('reads typographic apostrophes, quotes and accents', () => {
    expect(messageWords('“Don’t” — said the café-owner')).toEqual(['Don’t', 'said', 'the', 'café-owner']);
  });

  it('finds no word in punctuation or spaces', () => {
    expect(messageWords('  ?! ... - ')).toEqual([]);
  });
});

describe('checkText: word counts', () => {
  it('maxWords counts words, not punctuation', () => {
    kept('Beep, boop: I am 1 robot!', { maxWords: 6 });
    expect(broken('one two three four five six seven eight', { maxWords: 6 })).toEqual(['8 words: at most 6 allowed']);
  });

  it('minWords', () => {
    kept('Are you a robot?', { minWords: 4 });
    expect(broken('Yes, robot.', { minWords: 4 })).toEqual(['2 words: at least 4 needed']);
    expect(broken(' ?! ', { minWords: 1 })).toEqual(['no words: at least 1 needed']);
  });

  it('maxWordLength counts letters, not apostrophes or hyphens', () => {
    kept("don't x-ray", { maxWordLength: 4 });
    expect(broken('a computer', { maxWordLength: 6 })).toEqual(['"computer" has 8 letters: at most 6 allowed']);
    expect(broken('computer robotics computer', { maxWordLength: 6 })).toEqual(['"computer" and "robotics" have more than 6 letters']);
  });
});

describe('checkText: words and phrases', () => {
  it('bannedWords matches whole words whatever their case', () => {
    kept('Nothing to say', { bannedWords: ['no'] });
    expect(broken('NO, never.', { bannedWords: ['no'] })).toEqual(['"NO" is banned']);
  });

  it('bannedWords matches a phrase across punctuation but only on word boundaries', () => {
    expect(broken('Thank, you!', { bannedWords: ['thank you'] })).toEqual(['"Thank you" is banned']);
    kept('thank yourself', { bannedWords: ['thank you'] });
  });

  it('bannedWords compares apostrophes whether straight or curly', () => {
    expect(broken('I don’t know', { bannedWords: ["don't"] })).toEqual(['"don’t" is banned']);
    kept('I dont know', { bannedWords: ["don't"] });
  });

  it('bannedWords names every banned word found once', () => {
    expect(broken('robot human robot', { bannedWords: ['human', 'robot'] })).toEqual(['"robot" and "human" are banned']);
  });

  it('bannedClass matches the listed words, phrases and patterns', () => {
    expect(broken('Are you sure?', { bannedClass: 'pronouns' })).toEqual(['"you" is a pronoun']);
    expect(broken('I think you are', { bannedClass: 'pronouns' })).toEqual(['"I" and "you" are pronouns']);
    expect(broken('Buy 3 now', { bannedClass: 'numbers' })).toEqual(['"3" is a number']);
    expect(broken('A dozen eggs', { bannedClass: 'numbers' })).toEqual(['"A dozen" is a number']);
    expect(broken('Come to the rave', { bannedClass: 'body-parties' })).toEqual(['"rave" is a body party']);
    kept('Robots are great', { bannedClass: 'pronouns' });
    kept('R2 is a droid', { bannedClass: 'numbers' });
  });

  it('bannedClass throws on a class the content does not define', () => {
    expect(() => broken('hello', { bannedClass: 'colours' })).toThrow(/unknown word class "colours"/);
    expect(() => broken('hello', { bannedClass: 'toString' })).toThrow(/unknown word class/);
  });

  it('requiredWords needs one of the words or phrases', () => {
    kept('Pass the salt, please', { requiredWords: ['please', 'thank you'] });
    kept('Thank you, robot', { requiredWords: ['please', 'thank you'] });
    expect(broken('Thanks you', { requiredWords: ['please', 'thank you'] })).toEqual(['Needs "please" or "thank you": say one of them']);
  });

  it('noRepeatedWords ignores case and counts repeats', () => {
    kept('Every robot is a friend', { noRepeatedWords: true });
    expect(broken('The robot saw the human', { noRepeatedWords: true })).toEqual(['"the" used twice: no word may repeat']);
    expect(broken('no no NO', { noRepeatedWords: true })).toEqual(['"no" used 3 times: no word may repeat']);
    expect(broken('a b a b', { noRepeatedWords: true })).toEqual(['"a" and "b" used more than once: no word may repeat']);
  });
});

describe('checkText: openings and endings', () => {
  it('startsWith ignores case, leading spaces and punctuation', () => {
    kept('  beep, boop. Hello', { startsWith: 'Beep boop' });
    kept('"Beep!" I said', { startsWith: 'Beep' });
    kept('Beep', { startsWith: 'Beep,' });
    expect(broken('Hello, beep', { startsWith: 'Beep' })).toEqual(['Starts with "Beep": begin with that phrase']);
    expect(broken('Beeping', { startsWith: 'Beep' })).toEqual(['Starts with "Beep": begin with that phrase']);
  });

  it('startsWith a mark compares the characters', () => {
    kept(' ¿Qué?', { startsWith: '¿' });
    expect(broken('Qué?', { startsWith: '¿' })).toEqual(['Starts with "¿": begin with that mark']);
  });

  it('endsWith a word phrase ignores the final marks and spaces', () => {
    kept('Roger. Over!  ', { endsWith: 'over' });
    kept('Is it red, over and out?', { endsWith: 'over and out' });
    expect(broken('Over and out', { endsWith: 'over' })).toEqual(['Ends with "over": finish with that phrase']);
    expect(broken('Pushover', { endsWith: 'over' })).toEqual(['Ends with "over": finish with that phrase']);
  });

  it('endsWith a mark needs that mark last', () => {
    kept('Are you a robot? ', { endsWith: '?' });
    expect(broken('Are you a robot.', { endsWith: '?' })).toEqual(['Ends with "?": finish with that mark']);
    expect(broken('Really?!', { endsWith: '?' })).toEqual(['Ends with "?": finish with that mark']);
  });

  it('endsWith a phrase carrying a mark needs both', () => {
    kept("That's right?", { endsWith: 'right?' });
    expect(broken("That's right.", { endsWith: 'right?' })).toEqual(['Ends with "right?": finish with that phrase']);
  });
});

describe('checkText: letters and capitals', () => {
  it('bannedLetters refuses any of the letters, in either case', () => {
    kept('A big dog ran far', { bannedLetters: 'e' });
    expect(broken('Hello there', { bannedLetters: 'e' })).toEqual(['"Hello" and "there" have "e": no "e" allowed']);
    expect(broken('ROBOT', { bannedLetters: 'oa' })).toEqual(['"ROBOT" has "o": no "o" or "a" allowed']);
  });

  it('allCaps wants every letter upper case; digits and marks do not count', () => {
    kept('I AM ROBOT 9, DON’T PANIC!', { allCaps: true });
    expect(broken('I AM Robot', { allCaps: true })).toEqual(['"Robot" has lower-case letters: write every letter upper case']);
  });

  it('noCapitals wants no upper-case letter', () => {
    kept('i am robot 9.', { noCapitals: true });
    expect(broken('i am Robot', { noCapitals: true })).toEqual(['"Robot" has a capital: write every letter lower case']);
  });
});

describe('checkText: several conditions', () => {
  it('reports each condition broken, with the condition, in order', () => {
    const conditions: TextCondition[] = [{ maxWords: 3 }, { endsWith: '?' }, { bannedWords: ['robot'] }];
    expect(checkText('You are a robot.', conditions, CLASSES)).toEqual([
      { condition: { maxWords: 3 }, message: '4 words: at most 3 allowed' },
      { condition: { endsWith: '?' }, message: 'Ends with "?": finish with that mark' },
      { condition: { bannedWords: ['robot'] }, message: '"robot" is banned' },
    ]);
    expect(checkText('Are you human?', conditions, CLASSES)).toEqual([]);
  });

  it('throws on a condition it does not know', () => {
    expect(() => checkText('hi', [{ shout: true } as unknown as TextCondition], CLASSES)).toThrow(/unknown text condition "shout"/);
  });
});

describe('fitText', () => {
  it('prepends a missing opening and appends a missing ending before the final mark', () => {
    expect(fitText('are you red?', [{ startsWith: 'Beep' }, { endsWith: 'over' }], CLASSES)).toBe('Beep are you red over?');
  });

  it('replaces the final marks with a required mark', () => {
    expect(fitText('Is it red.', [{ endsWith: '?' }], CLASSES)).toBe('Is it red?');
  });

  it('lets an ending that brings its own mark end the text', () => {
    expect(fitText('You are red!', [{ endsWith: 'right?' }], CLASSES)).toBe('You are red right?');
  });

  it('changes case for allCaps and noCapitals, phrases included', () => {
    expect(fitText('are you red?', [{ allCaps: true }, { startsWith: 'beep' }], CLASSES)).toBe('BEEP ARE YOU RED?');
    expect(fitText('Are You RED?', [{ noCapitals: true }], CLASSES)).toBe('are you red?');
  });

  it('leaves a text that already keeps the conditions as it is', () => {
    expect(fitText('Beep, are you red? Over.', [{ startsWith: 'beep' }, { endsWith: 'over' }], CLASSES)).toBe('Beep, are you red? Over.');
  });

  it('gives up when a condition cannot be kept mechanically', () => {
    expect(fitText('are you a robot?', [{ bannedWords: ['robot'] }], CLASSES)).toBeUndefined();
    expect(fitText('one two three', [{ maxWords: 3 }, { startsWith: 'Beep' }], CLASSES)).toBeUndefined();
    expect(fitText('Hi', [{ allCaps: true }, { noCapitals: true }], CLASSES)).toBeUndefined();
  });
});

describe('conditionKind and classesNamed', () => {
  it('names the condition by its key', () => {
    expect(conditionKind({ maxWords: 6 })).toBe('maxWords');
    expect(conditionKind({ noCapitals: true })).toBe('noCapitals');
  });

  it('lists each word class a law names once', () => {
    expect(classesNamed([{ bannedClass: 'pronouns' }, { maxWords: 3 }, { bannedClass: 'numbers' }, { bannedClass: 'pronouns' }])).toEqual([
      'pronouns',
      'numbers',
    ]);
  });
});

describe('checkText: players’ names', () => {
  it('noPlayerNames finds a name, whole words and any case, a name of several words as a phrase; no names known, nothing to find', () => {
    const names = ['Ada', 'Dana Scully'];
    const failures = (text: string, known = names) => checkText(text, [{ noPlayerNames: true }], {}, known).map((f) => f.message);
    expect(failures('Am I with ada?')).toEqual(['"ada" is a player’s name: speak of players without naming them']);
    expect(failures('Dana  Scully, or ADA?')).toEqual(['"Dana Scully" and "ADA" are players’ names: speak of players without naming them']);
    expect(failures('Adamant? Scully? Dana?')).toEqual([]);
    expect(failures('Am I with Ada?', [])).toEqual([]);
    expect(fitText('Am I with Ada?', [{ noPlayerNames: true }], {}, names)).toBeUndefined();
  });
});
