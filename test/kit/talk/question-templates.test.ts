import { describe, expect, it } from 'vitest';
import { carriesTemplate, readAnswer, renderAll, renderTemplate, slotsOf, type QuestionTemplate } from '../../../games/kit/talk/question-templates.ts';

const SAME_TEAM: QuestionTemplate = {
  id: 'same-team',
  text: 'Am I with {player}?',
  variants: ['Is {player} on my side?', '{player}: friend of mine?'],
  params: [{ name: 'player', kind: 'player' }],
  answers: 'yes-no',
};
const RANK: QuestionTemplate = { id: 'rank', text: 'Is your law above rank {rank} of {faction}?', answers: 'yes-no' };
const LABELS = { player: 'Ada' };
const YES_NO = { yes: ['yes', 'yep', 'affirmative'], no: ['no', 'nope', 'negative'] };

describe('renderTemplate and renderAll', () => {
  it('fills the slots of the text or of a variant', () => {
    expect(renderTemplate(SAME_TEAM, LABELS)).toBe('Am I with Ada?');
    expect(renderTemplate(SAME_TEAM, LABELS, 1)).toBe('Is Ada on my side?');
    expect(renderTemplate(SAME_TEAM, LABELS, 2)).toBe('Ada: friend of mine?');
    expect(renderTemplate(RANK, { rank: '3', faction: 'the Makers' })).toBe('Is your law above rank 3 of the Makers?');
  });

  it('inserts a label as it is, even with $ signs', () => {
    expect(renderTemplate(SAME_TEAM, { player: '$& Bo' })).toBe('Am I with $& Bo?');
  });

  it('throws on a missing label or variant', () => {
    expect(() => renderTemplate(RANK, { rank: '3' })).toThrow('question "rank" needs a value for {faction}');
    expect(() => renderTemplate(SAME_TEAM, LABELS, 3)).toThrow('question "same-team" has no variant 3');
  });

  it('renders every phrasing, text first', () => {
    expect(renderAll(SAME_TEAM, LABELS)).toEqual(['Am I with Ada?', 'Is Ada on my side?', 'Ada: friend of mine?']);
    expect(renderAll(RANK, { rank: '1', faction: 'us' })).toEqual(['Is your law above rank 1 of us?']);
  });
});

describe('slotsOf', () => {
  it('lists each slot once, in order', () => {
    expect(slotsOf('Am I with {player}?')).toEqual(['player']);
    expect(slotsOf('Is {a} with {b} or {a}?')).toEqual(['a', 'b']);
    expect(slotsOf('No slots { here } or {}')).toEqual([]);
  });
});

describe('carriesTemplate', () => {
  it('accepts a phrasing with an added opening or ending, whatever the case and punctuation', () => {
    expect(carriesTemplate('Am I with Ada?', SAME_TEAM, LABELS)).toBe(true);
    expect(carriesTemplate('Beep boop, am i   with ADA, over?', SAME_TEAM, LABELS)).toBe(true);
    expect(carriesTemplate('Please: is Ada on my side', SAME_TEAM, LABELS)).toBe(true);
  });

  it('refuses a rewritten question or another player', () => {
    expect(carriesTemplate('Are Ada and I together?', SAME_TEAM, LABELS)).toBe(false);
    expect(carriesTemplate('Am I with Bob?', SAME_TEAM, LABELS)).toBe(false);
    expect(carriesTemplate('Am I with Adam?', SAME_TEAM, LABELS)).toBe(false);
  });
});

describe('readAnswer', () => {
  it('reads yes or no from either list, capitals and punctuation aside', () => {
    expect(readAnswer('Yes!', YES_NO)).toBe('yes');
    expect(readAnswer('Beep. NEGATIVE, over.', YES_NO)).toBe('no');
    expect(readAnswer('Nope', YES_NO)).toBe('no');
  });

  it('is unsure when both or neither list is used, unless a single number is said', () => {
    expect(readAnswer('yes and no', YES_NO)).toBeUndefined();
    expect(readAnswer('maybe', YES_NO)).toBeUndefined();
    expect(readAnswer('Nothing', YES_NO)).toBeUndefined();
  });

  it('reads one number, as digits or as a word up to twenty', () => {
    expect(readAnswer('3', YES_NO)).toBe(3);
    expect(readAnswer('I have Twelve.', YES_NO)).toBe(12);
    expect(readAnswer('zero', YES_NO)).toBe(0);
    expect(readAnswer('Three. 3 cards.', YES_NO)).toBe(3);
    expect(readAnswer('two or three', YES_NO)).toBeUndefined();
    expect(readAnswer('twenty-one', YES_NO)).toBeUndefined();
  });

  it('prefers yes or no over a number', () => {
    expect(readAnswer('No, 3', YES_NO)).toBe('no');
  });
});
