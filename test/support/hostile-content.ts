/**
 * The three content files of issue 33 that froze the server, written after a content file's
 * `$schema` line (kept, so that only what follows is hostile). Each is refused by a content
 * limit or by the checks made linear, at a line and column the test can name.
 */
export interface HostileFile {
  name: string;
  /** What follows the `$schema` line. */
  body: string;
  /** What the file's error says, at the line and column below (the first line is the `$schema` line). */
  error: RegExp;
  line: number;
  col: number;
}

const ALIASES = 30_000;
const KEYS = 30_000;

/** About 300 KB: one anchor, then 30,000 aliases of it. The 1,001st (line 1,004) is over the limit. */
const manyAliases: HostileFile = {
  name: '30,000 aliases',
  body: `word: &word lol\nrepeated:\n${'  - *word\n'.repeat(ALIASES)}`,
  error: /this alias \*word is one more than the limit of 1,000 aliases/,
  line: 1004,
  col: 5,
};

/** About 290 KB: a mapping of 30,000 fields, each unknown to every content schema. */
const manyKeys: HostileFile = {
  name: '30,000 keys',
  body: Array.from({ length: KEYS }, (_, i) => `k${i}: 1\n`).join(''),
  error: /unknown field "k0" at the top of the file/,
  line: 2,
  col: 1,
};

/** About 1.1 KB: ten levels of ten aliases of the level below, 5 × 10^10 "lol"s written out. */
const billionLaughs: HostileFile = {
  name: 'billion laughs',
  body: [
    `lol0: &lol0 [${Array(10).fill('"lol lol lol lol lol"').join(', ')}]`,
    ...Array.from({ length: 9 }, (_, i) => `lol${i + 1}: &lol${i + 1} [${Array(10).fill(`*lol${i}`).join(', ')}]`),
    'laughs: *lol9',
    '',
  ].join('\n'),
  // Levels 1 to 3 repeat 12,330 values; each alias of level 3 (on line 6) 11,111 more: the 8th crosses 100,000.
  error: /with this alias \*lol3, the aliases of this file repeat 101,218 values, over the limit of 100,000/,
  line: 6,
  col: 63,
};

export const HOSTILE_FILES: readonly HostileFile[] = [manyAliases, manyKeys, billionLaughs];

/** A content file's text with its `$schema` line (its first) kept and the rest replaced. */
export function hostileText(original: string, file: HostileFile): string {
  return `${original.split('\n')[0]}\n${file.body}`;
}
