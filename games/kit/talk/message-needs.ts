import { TRAILING_MARKS, type TextCondition, type WordClasses } from './text-conditions.ts';
import { hasPhrase, letters, messageWords, wordKeys } from './words.ts';

// What a list of text conditions asks of one message, read the way text-conditions.ts judges
// it: the sense checks (keep-witness.ts, break-witness.ts) reason over this and nothing else.

/** A phrase a message may not contain, and how to say why. */
export interface Ban {
  keys: string[];
  said: string;
}

export interface MessageNeeds {
  /** Fewest and most words; `mostWhy` says where the most comes from. */
  least: number;
  most: number;
  mostWhy: string;
  /** Most letters in a word. */
  longest: number;
  bans: Ban[];
  /** The one-word bans by word, looked up for every word a witness tries. */
  bannedWord: Map<string, string>;
  patterns: { pattern: RegExp; said: string }[];
  bannedLetters: string[];
  /** Each requiredWords condition: the phrases (as keys) any one of which keeps it, and as written. */
  required: { options: string[][]; said: string[] }[];
  /** Word phrases the message begins and ends with (keys), and marks it begins and ends with. */
  starts: string[][];
  ends: string[][];
  startMarks: string[];
  endMarks: string[];
  noRepeat: boolean;
  allCaps: boolean;
  noCapitals: boolean;
}

/** The most words a message of `maxLength` characters holds: each word a character, one between each two. */
export function wordRoom(maxLength: number): number {
  return Math.floor((maxLength + 1) / 2);
}

export function needsOf(conditions: readonly TextCondition[], classes: WordClasses, maxLength: number): MessageNeeds {
  const room = wordRoom(maxLength);
  const needs: MessageNeeds = { least: 1, most: room, mostWhy: `a message of ${maxLength} characters holds at most ${room} words`, longest: Infinity, bans: [], bannedWord: new Map(), patterns: [], bannedLetters: [], required: [], starts: [], ends: [], startMarks: [], endMarks: [], noRepeat: false, allCaps: false, noCapitals: false };
  for (const condition of conditions) {
    if ('maxWords' in condition && condition.maxWords < needs.most) {
      needs.most = condition.maxWords;
      needs.mostWhy = `at most ${words(condition.maxWords)}`;
    }
    if ('minWords' in condition) needs.least = Math.max(needs.least, condition.minWords);
    if ('maxWordLength' in condition) needs.longest = Math.min(needs.longest, condition.maxWordLength);
    if ('bannedWords' in condition) needs.bans.push(...condition.bannedWords.map((phrase) => ({ keys: wordKeys(phrase), said: `"${phrase}" is banned` })));
    if ('bannedClass' in condition && Object.hasOwn(classes, condition.bannedClass)) {
      const wordClass = classes[condition.bannedClass];
      needs.bans.push(...wordClass.words.map((word) => ({ keys: wordKeys(word), said: `"${word}" is one of the ${condition.bannedClass}` })));
      needs.patterns.push(...(wordClass.patterns ?? []).map((source) => ({ pattern: new RegExp(source, 'iu'), said: `one of the ${condition.bannedClass}` })));
    }
    if ('bannedLetters' in condition) needs.bannedLetters.push(...Array.from(condition.bannedLetters.toLowerCase()).filter((c) => /\p{L}/u.test(c)));
    if ('requiredWords' in condition) needs.required.push({ options: condition.requiredWords.map(wordKeys).filter((keys) => keys.length > 0), said: condition.requiredWords });
    if ('startsWith' in condition) {
      if (messageWords(condition.startsWith).length === 0) needs.startMarks.push(condition.startsWith.trim());
      else needs.starts.push(wordKeys(condition.startsWith));
    }
    if ('endsWith' in condition) {
      const mark = condition.endsWith.trim().match(TRAILING_MARKS)?.[0];
      if (mark) needs.endMarks.push(mark);
      if (messageWords(condition.endsWith).length > 0) needs.ends.push(wordKeys(condition.endsWith));
    }
    if ('noRepeatedWords' in condition) needs.noRepeat = true;
    if ('allCaps' in condition) needs.allCaps = true;
    if ('noCapitals' in condition) needs.noCapitals = true;
  }
  needs.bans = needs.bans.filter((ban) => ban.keys.length > 0);
  for (const ban of needs.bans) if (ban.keys.length === 1 && !needs.bannedWord.has(ban.keys[0])) needs.bannedWord.set(ban.keys[0], ban.said);
  return needs;
}

/** Why a word the message must say (as a key) cannot be said under these needs; undefined when it can. */
export function wordTrouble(key: string, needs: MessageNeeds): string | undefined {
  // Marks aside: lower-casing "İ" adds one, so the word as typed may have a letter fewer than its key.
  if (letters(key.replace(/\p{M}/gu, '')) > needs.longest) return `"${key}" has ${letters(key)} letters, at most ${needs.longest} allowed`;
  const letter = needs.bannedLetters.find((l) => key.includes(l));
  if (letter) return `"${key}" has the letter "${letter}"`;
  const banned = needs.bannedWord.get(key);
  if (banned) return banned;
  // However it is typed (capitals, either apostrophe), the pattern finds it: only then is it proven banned.
  const spellings = [key, key.toUpperCase(), key.replace(/'/g, '’'), key.replace(/'/g, '’').toUpperCase()];
  const pattern = needs.patterns.find((p) => spellings.every((spelling) => p.pattern.test(spelling)));
  if (pattern) return `"${key}" is ${pattern.said}`;
  return undefined;
}

/** Why a run of words the message must say in this order cannot be said; undefined when it can. */
export function phraseTrouble(keys: readonly string[], needs: MessageNeeds): string | undefined {
  for (const key of keys) {
    const trouble = wordTrouble(key, needs);
    if (trouble) return trouble;
  }
  const ban = needs.bans.find((b) => b.keys.length > 1 && hasPhrase(keys, b.keys));
  if (ban) return ban.said;
  if (needs.noRepeat && new Set(keys).size < keys.length) return `"${keys.join(' ')}" repeats a word`;
  return undefined;
}

export function words(n: number): string {
  return `${n} word${n === 1 ? '' : 's'}`;
}
