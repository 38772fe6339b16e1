import { afterEach, describe, expect, it, vi } from 'vitest';
import { main } from '../../server/cli/main.ts';
import { FIXTURE } from './support.ts';

// `tablewright laws try` through the CLI's entry point, on the good fixture's six laws:
// short-questions (maxWords 4), question-mark (endsWith "?"), no-refusing (forbidden refuse),
// be-kind (players' vote), not-left (notTo left), no-pronouns (answers, bannedClass pronouns).

afterEach(() => vi.restoreAllMocks());

async function laws(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => ((out += String(chunk)), true));
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => ((err += String(chunk)), true));
  const code = await main(['laws', 'try', ...args]);
  vi.restoreAllMocks();
  return { code, out, err };
}

const rows = (out: string) => out.split('\n').filter((line) => line.startsWith('  ')).map((line) => line.trim().split(/\s{2,}/));

describe('tablewright laws try', () => {
  it('says, law by law, that a question keeps every law its words are judged by, and which laws the words do not decide (exit 0)', async () => {
    const { code, out, err } = await laws('three-laws', 'Red hat today?', '--act', 'question', '--content', FIXTURE);
    expect(err).toBe('');
    expect(code).toBe(0);
    expect(out.split('\n')[0]).toBe('"Red hat today?" as a question, under 6 laws of 3 Laws of Robotics:');
    expect(rows(out)).toEqual([
      ['keeps', 'short-questions', 'as a question'],
      ['keeps', 'question-mark', 'as a question'],
      ['n/a', 'no-refusing', 'it speaks of refuse'],
      ['vote', 'be-kind', 'left to the players\' vote: "Every answer is kind."'],
      ['table', 'not-left', 'whom a question is aimed at (left) is for the table to judge, not the words'],
      ['n/a', 'no-pronouns', 'it speaks of answer, not of question'],
    ]);
    expect(out).toMatch(/It keeps all 2 laws its words are judged by\.\n$/);
  });

  it("names each law broken with the engine's own reasons, as each act the law speaks of (exit 1)", async () => {
    const { code, out } = await laws('three-laws', 'Is it a red hat today', '--content', FIXTURE);
    expect(code).toBe(1);
    expect(rows(out).filter(([mark]) => mark === 'BREAKS')).toEqual([
      ['BREAKS', 'short-questions', 'Short Questions: 6 words: at most 4 allowed'],
      ['BREAKS', 'question-mark', 'Question Mark: Ends with "?": finish with that mark'],
      ['BREAKS', 'no-pronouns', 'No Pronouns: "it" is a pronoun'],
    ]);
    expect(out).toMatch(/It breaks 3 of the 3 laws its words are judged by: short-questions, question-mark, no-pronouns\.\n$/);
  });

  it('judges only the laws --laws names', async () => {
    const { code, out } = await laws('three-laws', 'Red hat', '--laws', 'question-mark, short-questions', '--content', FIXTURE);
    expect(code).toBe(1);
    expect(rows(out).map(([mark, id]) => `${mark} ${id}`)).toEqual(['BREAKS question-mark', 'keeps short-questions']);
  });

  it('says so when none of the laws named is judged by the words', async () => {
    const { code, out } = await laws('three-laws', 'Hi?', '--laws', 'be-kind,not-left', '--content', FIXTURE);
    expect(code).toBe(0);
    expect(out).toMatch(/None of these laws is judged by its words\.\n$/);
  });

  it('takes odd Unicode and a message at the length limit without tripping', async () => {
    const odd = await laws('three-laws', 'Ŧĥïš 🤖 ‮reversed‬ \u0000 e\u0301?', '--content', FIXTURE);
    expect(odd.err).toBe('');
    expect(odd.code).toBe(0);
    const long = await laws('three-laws', `${'a '.repeat(119)}a`, '--act', 'question', '--content', FIXTURE);
    expect(long.code).toBe(1);
    expect(long.out).toContain('Short Questions: 120 words: at most 4 allowed');
  });

  const bad: [string, string[], RegExp][] = [
    ['an unknown law, naming the closest id', ['three-laws', 'Hi?', '--laws', 'question-mrk'], /unknown law "question-mrk": did you mean "question-mark"\? The laws are short-questions, question-mark, /],
    ['"__proto__" as a law id', ['three-laws', 'Hi?', '--laws', '__proto__'], /unknown law "__proto__"\. The laws are /],
    ['"constructor" as a law id', ['three-laws', 'Hi?', '--laws', 'constructor,question-mark'], /unknown law "constructor"\. The laws are /],
    ['--laws naming nothing', ['three-laws', 'Hi?', '--laws', ' , '], /--laws names no law/],
    ['an unknown game', ['__proto__', 'Hi?'], /unknown game "__proto__": the games with laws over talk are three-laws\./],
    ['a game without laws over talk', ['robots', 'Hi?'], /ROBOTS! has no laws over talk: the games that do are three-laws\./],
    ['an act that carries no words', ['three-laws', 'Hi?', '--act', 'give'], /"give" carries no words: write --act question or --act answer\./],
    ['an unknown act', ['three-laws', 'Hi?', '--act', 'toString'], /unknown act "toString": write --act question or --act answer\./],
    ['an empty sentence', ['three-laws', '   '], /the sentence is empty/],
    ['a sentence longer than the table takes', ['three-laws', 'a'.repeat(100_000)], /at most 240 characters and this one has 100000: no player can say it\./],
    ['no sentence', ['three-laws'], /Usage: tablewright laws try <game> "sentence"/],
    ['a sentence not in quotes', ['three-laws', 'Is', 'it', 'red?'], /one sentence at a time, in quotes: 2 more words after it/],
    ['an unknown option', ['three-laws', 'Hi?', '--seed', '4'], /unknown option '--seed'; options: --laws, --act, --content/],
    ['content with errors', ['three-laws', 'Hi?', '--content', 'test/fixtures/three-laws/no-such-folder'], /the content of three-laws in .* has errors; fix them first/],
  ];
  for (const [name, args, said] of bad) {
    it(`refuses ${name} with exit 2 and one clean message`, async () => {
      const { code, out, err } = await laws(...args.concat(args.includes('--content') ? [] : ['--content', FIXTURE]));
      expect(code).toBe(2);
      expect(out).toBe('');
      expect(err).toMatch(said);
      expect(err).not.toMatch(/\n\s+at /);
    });
  }
});
