import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { formatContentError, formatContentWarning } from '../../games/kit/content/content-error.ts';
import { loadGameContent } from '../../games/kit/content/load-game-content.ts';
import { threeLaws } from '../../games/three-laws/index.ts';
import { runValidate } from '../../server/cli/validate-command.ts';
import { copyContentRoot } from '../support/content-copy.ts';

// Validate's sense checks of laws over talk, through the loader and the CLI, on a fixture copy of
// 3 Laws' content (test/fixtures/three-laws/law-sense: the good fixture's laws and four more).
const SENSE = 'test/fixtures/three-laws/law-sense';
const LAWS = `${SENSE}/three-laws/laws.yaml`;

const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
afterEach(() => vi.restoreAllMocks());

/** A copy of the fixture with `file` edited (copyContentRoot keeps its $schema lines resolving). */
function editedCopy(file: string, edit: (text: string) => string): string {
  const root = copyContentRoot(SENSE, ['three-laws']);
  made.push(root);
  const path = join(root, 'three-laws', file);
  const before = readFileSync(path, 'utf8');
  writeFileSync(path, edit(before));
  expect(readFileSync(path, 'utf8')).not.toBe(before);
  return root;
}

/** Errors and warnings as printed, each file named by its name alone. */
function report(root: string) {
  const { errors, warnings } = loadGameContent(root, [threeLaws]);
  const prefix = `${relative(process.cwd(), join(root, 'three-laws'))}/`;
  const short = (line: string) => (line.startsWith(prefix) ? line.slice(prefix.length) : line);
  return { errors: errors.map(formatContentError).map(short), warnings: warnings.map(formatContentWarning).map(short) };
}

describe('validate: laws over talk checked for sense', () => {
  it('warns, at each law and naming the other by file:line:col, of a pair the deal can put in force that no message keeps, and of a law no message breaks', async () => {
    let out = '';
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => ((out += String(chunk)), true));
    const code = await runValidate(['--game', 'three-laws', '--content', SENSE]);
    vi.restoreAllMocks();
    expect(code).toBe(0);
    expect(out.trimEnd().split('\n')).toEqual([
      `${LAWS}:11:5: warning: Every question ends with a question mark (question-mark, laws.yaml:11:5) and Every question ends with "over." (sign-off, laws.yaml:31:5) cannot both be kept: no question keeps them together (it cannot end with both "?" and "."). The deal can put them in force together (up to 3 laws at once), and then every question breaks one: reword one of them, unless that dilemma is meant.`,
      `${LAWS}:35:5: warning: Answers are a single word (one-word-answers, laws.yaml:35:5) and Answers are at least three words long (long-answers, laws.yaml:39:5) cannot both be kept: no answer keeps them together (at least 3 words, but at most 1 word). The deal can put them in force together (up to 3 laws at once), and then every answer breaks one: reword one of them, unless that dilemma is meant.`,
      `${LAWS}:43:5: warning: the law "roomy-questions" can never be broken: every question keeps it anyway (a message of 240 characters holds at most 120 words). Tighten it, or leave it out.`,
      'Content is valid: 9 content files of 1 game checked (3 warnings above).',
    ]);
  });

  it('a law no message keeps on its own is an error at the law, and the sets it is in are not reported again', () => {
    const root = editedCopy('laws.yaml', (t) => `${t}  - id: shouting-whisper\n    name: Shouting Whisper\n    text: Answers are in capitals and have no capital.\n    check: { acts: [answer], text: [{ allCaps: true }, { noCapitals: true }] }\n`);
    const { errors, warnings } = report(root);
    expect(errors).toEqual([
      'laws.yaml:47:5: error: the law "shouting-whisper" can never be kept: no answer keeps it (a message in letters has capitals or small letters: it cannot be all capitals and have no capital). Reword it so that some answer can.',
    ]);
    expect(warnings.filter((w) => w.includes('shouting-whisper'))).toEqual([]);
  });

  it('a pair the deal never puts in force together (one law a round) is not reported', () => {
    const root = editedCopy('rules.yaml', (t) => t.replace('  - { laws: 2 }\n  - { laws: 3 }\n', '  - { laws: 1 }\n  - { laws: 1 }\n'));
    const { errors, warnings } = report(root);
    expect(errors).toEqual([]);
    expect(warnings).toEqual([expect.stringMatching(/^laws\.yaml:43:5: warning: the law "roomy-questions" can never be broken/)]);
  });

  it('a set of three is reported when each of its pairs can be kept, and not when a pair of it already cannot', () => {
    const root = editedCopy('laws.yaml', (t) =>
      t.replace('text: [{ maxWords: 4 }]', 'text: [{ startsWith: "Roger" }]').replace('text: [{ endsWith: "over." }]', 'text: [{ requiredWords: [please] }]').replace('text: [{ maxWords: 200 }]', 'text: [{ maxWords: 1 }]'),
    );
    const { warnings } = report(root);
    expect(warnings.filter((w) => w.includes('cannot all be kept'))).toEqual([
      expect.stringMatching(/^laws\.yaml:7:5: warning: .*\(short-questions, laws\.yaml:7:5\), .*\(sign-off, laws\.yaml:31:5\) and .*\(roomy-questions, laws\.yaml:43:5\) cannot all be kept: no question keeps them together \(in 1 word it cannot begin with "roger" and say "please"\)/),
    ]);
    expect(warnings.filter((w) => w.includes('cannot both be kept'))).toEqual([expect.stringContaining('(one-word-answers, laws.yaml:35:5)')]);
  });

  it('its warnings hold back none of the checks that run only on content without errors (held bot moves)', () => {
    const root = editedCopy('bots.yaml', (t) => `${t}discussion:\n  seconds: 30\n  moves: [giveKey]\n  think: { minSeconds: 1, maxSeconds: 2 }\n`);
    const { errors, warnings } = report(root);
    expect(errors).toEqual([expect.stringMatching(/^bots\.yaml:7:11: error: .*'giveKey' is not a move of this game: write 'giveKeys'/)]);
    expect(warnings).toHaveLength(3);
  });

  it('the shipped content has no error from these checks', () => {
    expect(loadGameContent('content', [threeLaws]).errors).toEqual([]);
  });
});
