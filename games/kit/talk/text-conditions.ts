import { letters, messageWords, phraseAt, quotedList, wordKey, wordKeys } from './words.ts';

export { messageWords } from './words.ts';

/** One condition a message must meet. Exactly one key per object (YAML: `- maxWords: 6`). */
export type TextCondition =
  | { maxWords: number }
  | { minWords: number }
  | { maxWordLength: number }
  | { bannedWords: string[] }
  | { bannedClass: string }
  | { requiredWords: string[] }
  | { startsWith: string }
  | { endsWith: string }
  | { noRepeatedWords: true }
  | { bannedLetters: string }
  | { allCaps: true }
  | { noCapitals: true }
  | { noPlayerNames: true };

/** Named lists of words a law can ban at once. `patterns` are JS regexes (source strings) a whole word may match, e.g. "^[0-9]+$" for numerals. */
export interface WordClass {
  words: string[];
  patterns?: string[];
}
export type WordClasses = Record<string, WordClass>;

/** A condition a message broke, worded for players: e.g. `8 words: at most 6 allowed`, `"you" is a pronoun`. */
export interface TextFailure {
  condition: TextCondition;
  message: string;
}

type Kind = TextCondition extends infer C ? (C extends unknown ? keyof C : never) : never;
type ValueOf<K extends Kind> = Extract<TextCondition, Record<K, unknown>>[K];

/** A message read once, for every condition. */
interface Message {
  text: string;
  /** As typed, for quoting back to the player. */
  words: string[];
  keys: string[];
}

type Check<K extends Kind> = (value: ValueOf<K>, message: Message, classes: WordClasses, names: readonly string[]) => string | undefined;

const CHECKS: { [K in Kind]: Check<K> } = {
  maxWords: (max, { words }) => (words.length > max ? `${count(words.length, 'word')}: at most ${max} allowed` : undefined),
  minWords: (min, { words }) => (words.length < min ? `${count(words.length, 'word')}: at least ${min} needed` : undefined),
  maxWordLength: (max, { words }) => {
    const long = unique(words.filter((word) => letters(word) > max));
    if (long.length === 0) return undefined;
    if (long.length === 1) return `"${long[0]}" has ${letters(long[0])} letters: at most ${max} allowed`;
    return `${quotedList(long, 'and')} have more than ${max} letters`;
  },
  bannedWords: (banned, message) => {
    const found = findPhrases(message, banned);
    return found.length === 0 ? undefined : `${quotedList(found, 'and')} ${found.length === 1 ? 'is' : 'are'} banned`;
  },
  bannedClass: (name, message, classes) => {
    const found = findClass(message, name, classes);
    if (found.length === 0) return undefined;
    const plural = name.replace(/-/g, ' ');
    if (found.length > 1) return `${quotedList(found, 'and')} are ${plural}`;
    const one = singular(plural);
    return `"${found[0]}" is ${/^[aeiou]/i.test(one) ? 'an' : 'a'} ${one}`;
  },
  requiredWords: (required, message) =>
    findPhrases(message, required).length > 0 ? undefined : `Needs ${quotedList(required, 'or')}: say one of them`,
  startsWith: (phrase, { text }) =>
    startsWithPhrase(text, phrase) ? undefined : `Starts with "${phrase.trim()}": begin with that ${isMark(phrase) ? 'mark' : 'phrase'}`,
  endsWith: (phrase, { text }) =>
    endsWithPhrase(text, phrase) ? undefined : `Ends with "${phrase.trim()}": finish with that ${isMark(phrase) ? 'mark' : 'phrase'}`,
  noRepeatedWords: (_, { words, keys }) => {
    const repeated = unique(words.filter((_, i) => keys.indexOf(keys[i]) !== i));
    if (repeated.length === 0) return undefined;
    if (repeated.length > 1) return `${quotedList(repeated, 'and')} used more than once: no word may repeat`;
    const times = keys.filter((key) => key === wordKey(repeated[0])).length;
    return `"${repeated[0]}" used ${times === 2 ? 'twice' : `${times} times`}: no word may repeat`;
  },
  bannedLetters: (banned, { words }) => {
    const all = unique(Array.from(banned.toLowerCase()).filter((c) => /\p{L}/u.test(c)));
    const hits = unique(words.filter((word) => all.some((letter) => word.toLowerCase().includes(letter))));
    if (hits.length === 0) return undefined;
    const used = all.filter((letter) => hits.some((word) => word.toLowerCase().includes(letter)));
    return `${quotedList(hits, 'and', 3)} ${hits.length === 1 ? 'has' : 'have'} ${quotedList(used, 'and')}: no ${quotedList(all, 'or')} allowed`;
  },
  // One offending word is enough to show: the fix (retype it all) is the same for every word.
  allCaps: (_, { words }) => {
    const lower = words.find((word) => /\p{Ll}/u.test(word));
    return lower === undefined ? undefined : `"${lower}" has lower-case letters: write every letter upper case`;
  },
  noCapitals: (_, { words }) => {
    const upper = words.find((word) => /\p{Lu}/u.test(word));
    return upper === undefined ? undefined : `"${upper}" has a capital: write every letter lower case`;
  },
  noPlayerNames: (_, message, _classes, names) => {
    const found = findPhrases(message, names.filter((name) => messageWords(name).length > 0));
    if (found.length === 0) return undefined;
    return `${quotedList(found, 'and')} ${found.length === 1 ? 'is a player’s name' : 'are players’ names'}: speak of players without naming them`;
  },
};

// A verdict is a pure function of its inputs, and the same text is judged again and again: by
// every bot at the table, each step, for every law in force (3 Laws' bots spent a tenth of a
// simulation here). Verdicts are kept per conditions list and word classes (content objects,
// fixed for a run), by text and names; a bounded number, frozen since callers share them.
const verdicts = new WeakMap<readonly TextCondition[], WeakMap<WordClasses, Map<string, readonly TextFailure[]>>>();
const VERDICTS_KEPT = 4096;

function judgeText(text: string, conditions: readonly TextCondition[], classes: WordClasses, names: readonly string[]): readonly TextFailure[] {
  const words = messageWords(text);
  const message: Message = { text, words, keys: words.map(wordKey) };
  return Object.freeze(
    conditions.flatMap((condition) => {
      const kind = conditionKind(condition);
      if (!Object.hasOwn(CHECKS, kind)) throw new Error(`unknown text condition "${kind}"`);
      const check = CHECKS[kind as Kind] as Check<Kind>;
      const failure = check(Object.values(condition)[0] as never, message, classes, names);
      return failure === undefined ? [] : [Object.freeze({ condition, message: failure })];
    }),
  );
}

/**
 * Every condition the text breaks (empty = it keeps them all). `names` are the players' names
 * at the table, for noPlayerNames. An unknown word class throws (content checks catch that earlier).
 */
export function checkText(text: string, conditions: readonly TextCondition[], classes: WordClasses, names: readonly string[] = []): readonly TextFailure[] {
  let byClasses = verdicts.get(conditions);
  if (!byClasses) verdicts.set(conditions, (byClasses = new WeakMap()));
  let kept = byClasses.get(classes);
  if (!kept) byClasses.set(classes, (kept = new Map()));
  const key = `${names.join('\u0000')}\u0001${text}`;
  let verdict = kept.get(key);
  if (verdict === undefined) {
    if (kept.size >= VERDICTS_KEPT) kept.clear();
    verdict = judgeText(text, conditions, classes, names);
    kept.set(key, verdict);
  }
  return verdict;
}

/** For bots: the text made to keep the conditions where that can be done mechanically (prepend a missing startsWith phrase, append a missing endsWith phrase/mark, upper/lower-case for allCaps/noCapitals), or undefined when it still breaks one (too long, a banned word...). */
export function fitText(text: string, conditions: readonly TextCondition[], classes: WordClasses, names: readonly string[] = []): string | undefined {
  let fitted = text.trim();
  for (const condition of conditions) {
    if ('startsWith' in condition && !startsWithPhrase(fitted, condition.startsWith)) {
      fitted = `${condition.startsWith.trim()} ${fitted}`.trim();
    }
  }
  for (const condition of conditions) {
    if ('endsWith' in condition && !endsWithPhrase(fitted, condition.endsWith)) fitted = appendEnding(fitted, condition.endsWith.trim());
  }
  for (const condition of conditions) {
    if ('allCaps' in condition) fitted = fitted.toUpperCase();
    if ('noCapitals' in condition) fitted = fitted.toLowerCase();
  }
  return checkText(fitted, conditions, classes, names).length === 0 ? fitted : undefined;
}

/** The condition's key (e.g. 'maxWords') — for tallies and docs. */
export function conditionKind(condition: TextCondition): string {
  return Object.keys(condition)[0];
}

/** Word classes a set of conditions names, for content checks (a law naming a class the content does not define is an error). */
export function classesNamed(conditions: readonly TextCondition[]): string[] {
  return unique(conditions.flatMap((condition) => ('bannedClass' in condition ? [condition.bannedClass] : [])));
}

/** Marks at the very end ("?", "!?", "..."), trailing spaces aside. */
export const TRAILING_MARKS = /[^\p{L}\p{N}\s]+$/u;

function isMark(phrase: string): boolean {
  return messageWords(phrase).length === 0;
}

// Phrases compare as words, so "Beep, boop!" starts with "beep boop"; a phrase without
// words (a mark such as "?") compares as characters.
function startsWithPhrase(text: string, phrase: string): boolean {
  if (isMark(phrase)) return text.trimStart().startsWith(phrase.trim());
  return phraseAt(wordKeys(text), wordKeys(phrase), 0);
}

/** A mark the phrase itself ends with ("right?") must end the text too; the text's own final marks are ignored otherwise ("over." ends with "over"). */
function endsWithPhrase(text: string, phrase: string): boolean {
  const mark = phrase.trim().match(TRAILING_MARKS)?.[0];
  if (mark && !text.trimEnd().endsWith(mark)) return false;
  if (isMark(phrase)) return true;
  const keys = wordKeys(text);
  const ending = wordKeys(phrase);
  return phraseAt(keys, ending, keys.length - ending.length);
}

/** "Is it red?" + "over" reads "Is it red over?": the text's final mark stays last unless the ending brings its own. */
function appendEnding(text: string, ending: string): string {
  const tail = text.match(TRAILING_MARKS)?.[0] ?? '';
  const body = text.slice(0, text.length - tail.length).trimEnd();
  if (isMark(ending)) return `${body}${ending}`;
  const keepTail = TRAILING_MARKS.test(ending) ? '' : tail;
  const space = body === '' || !/^[\p{L}\p{N}]/u.test(ending) ? '' : ' ';
  return `${body}${space}${ending}${keepTail}`;
}

/** Each entry (or, for a word class, pattern) found, quoted as the player typed it, in the order of the message. */
function findPhrases(message: Message, entries: readonly string[], patterns: readonly RegExp[] = []): string[] {
  const phrases = entries.map(wordKeys);
  const found = message.keys.flatMap((_, at) => {
    const phrase = phrases.find((words) => phraseAt(message.keys, words, at));
    if (phrase) return [message.words.slice(at, at + phrase.length).join(' ')];
    return patterns.some((pattern) => pattern.test(message.words[at])) ? [message.words[at]] : [];
  });
  return unique(found);
}

function findClass(message: Message, name: string, classes: WordClasses): string[] {
  const wordClass = Object.hasOwn(classes, name) ? classes[name] : undefined;
  if (!wordClass) throw new Error(`unknown word class "${name}": the content defines ${Object.keys(classes).join(', ') || 'none'}`);
  // Case-insensitive like every other word match: "^[a-z]+$" must not miss "Hello".
  const patterns = (wordClass.patterns ?? []).map((source) => new RegExp(source, 'iu'));
  return findPhrases(message, wordClass.words, patterns);
}

/** Distinct by how words compare, keeping the first spelling met. */
function unique(items: readonly string[]): string[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = wordKey(item);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function count(n: number, noun: string): string {
  return n === 0 ? `no ${noun}s` : `${n} ${noun}${n === 1 ? '' : 's'}`;
}

/** Class names are plural ids ("pronouns", "number-words"); a single hit reads better singular. */
function singular(plural: string): string {
  if (/ies$/.test(plural)) return plural.replace(/ies$/, 'y');
  if (/(s|x|ch|sh)es$/.test(plural)) return plural.replace(/es$/, '');
  if (/[^s]s$/.test(plural)) return plural.slice(0, -1);
  return plural;
}
