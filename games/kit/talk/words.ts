// The word model every talk primitive shares, so a law, a template and an answer agree on
// what "a word" is: a banned word must be found exactly where a template phrase would be.

/** Apostrophes and hyphens only inside a word: "don't" and "x-ray" are one word, a quote mark is not part of it. */
const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

export function messageWords(text: string): string[] {
  return text.match(WORD) ?? [];
}

/** Phones type "don’t" where keyboards type "don't": both must hit the same banned word. */
export function wordKey(word: string): string {
  return word.toLowerCase().replace(/’/g, "'");
}

/** Apostrophes and hyphens are not letters: "x-ray" has 4. */
export function letters(word: string): number {
  return Array.from(word.replace(/['’-]/g, '')).length;
}

export function wordKeys(text: string): string[] {
  return messageWords(text).map(wordKey);
}

/** Whether the words `phrase` (keys) stand in `words` (keys) from index `at`, whole words only. */
export function phraseAt(words: readonly string[], phrase: readonly string[], at: number): boolean {
  if (phrase.length === 0 || at < 0 || at + phrase.length > words.length) return false;
  return phrase.every((word, i) => words[at + i] === word);
}

export function hasPhrase(words: readonly string[], phrase: readonly string[]): boolean {
  return words.some((_, at) => phraseAt(words, phrase, at));
}

/** `"a"`, `"a" and "b"`, `"a", "b" or "c"`; past `max` items the rest are counted, so a message stays one line. */
export function quotedList(items: readonly string[], joiner: 'and' | 'or', max = 4): string {
  const quoted = items.slice(0, max).map((item) => `"${item}"`);
  if (items.length > max) quoted.push(`${items.length - max} more`);
  if (quoted.length === 1) return quoted[0];
  return `${quoted.slice(0, -1).join(', ')} ${joiner} ${quoted[quoted.length - 1]}`;
}
