import { conditionKind, type TextCondition, type WordClasses } from './text-conditions.ts';
import { wordRoom } from './message-needs.ts';
import { messageWords, wordKeys } from './words.ts';
import { isMessage } from './keep-witness.ts';

/** A message to try, and the players' names at the table it is said at (for noPlayerNames). */
export interface Attempt {
  text: string;
  names: readonly string[];
}

/**
 * How one condition could be broken: messages to try (the caller checks each with the
 * engine's own ruling), or `never` with why, when reasoning proves every message keeps it.
 */
export type BreakPlan = { attempts: Attempt[] } | { never: string };

const say = (...texts: string[]): BreakPlan => ({ attempts: texts.map((text) => ({ text, names: [] })) });

export function breakPlan(condition: TextCondition, classes: WordClasses, maxLength: number): BreakPlan {
  const room = wordRoom(maxLength);
  const plan = planFor(condition, classes, maxLength, room);
  return 'never' in plan ? plan : { attempts: plan.attempts.filter((a) => isMessage(a.text, maxLength)) };
}

function planFor(condition: TextCondition, classes: WordClasses, maxLength: number, room: number): BreakPlan {
  if ('maxWords' in condition) return condition.maxWords >= room ? { never: `a message of ${maxLength} characters holds at most ${room} words` } : say(Array(condition.maxWords + 1).fill('a').join(' '));
  if ('minWords' in condition) return condition.minWords <= 1 ? { never: 'every message in words has at least one' } : say('go');
  if ('maxWordLength' in condition) return condition.maxWordLength >= maxLength ? { never: `no word of a ${maxLength}-character message is longer than that` } : say('a'.repeat(condition.maxWordLength + 1));
  if ('bannedWords' in condition) return sayEach(condition.bannedWords, `none of ${quoted(condition.bannedWords)} fits in a message of ${maxLength} characters as words`, maxLength);
  if ('bannedClass' in condition) {
    const wordClass = Object.hasOwn(classes, condition.bannedClass) ? classes[condition.bannedClass] : undefined;
    if (!wordClass) return { attempts: [] };
    const samples = (wordClass.patterns ?? []).length > 0 ? ['1', '42', '1st', 'a', 'x', 'I', 'zz'] : [];
    return sayEach([...wordClass.words, ...samples], `the word class "${condition.bannedClass}" has no word a message of ${maxLength} characters can contain`, maxLength);
  }
  if ('bannedLetters' in condition) {
    const banned = Array.from(condition.bannedLetters).filter((c) => /\p{L}/u.test(c));
    return banned.length === 0 ? { never: 'it bans no letter' } : say(...banned.flatMap((letter) => [letter, `${letter} go`]));
  }
  if ('noPlayerNames' in condition) return { attempts: [{ text: 'Ada', names: ['Ada'] }] };
  if ('noRepeatedWords' in condition) return say('go go');
  if ('noCapitals' in condition) return say('Go');
  switch (conditionKind(condition)) {
    case 'requiredWords':
    case 'startsWith':
    case 'endsWith':
    case 'allCaps':
      return say('go', 'top', 'red hat');
    default:
      return { attempts: [] };
  }
}

/**
 * Each entry said alone (and with a word in letters after it, for an entry of digits); `never`
 * when no entry has a word to find, or none fits in a message even written as tightly as can be
 * (its words with one space between; marks aside, since lower-casing "İ" adds one).
 */
function sayEach(entries: readonly string[], never: string, maxLength: number): BreakPlan {
  const usable = entries.filter((entry) => messageWords(entry).length > 0 && wordKeys(entry).join(' ').replace(/\p{M}/gu, '').length <= maxLength);
  if (usable.length === 0) return { never };
  return say(...usable.flatMap((entry) => [entry, `${entry} go`]));
}

function quoted(list: readonly string[]): string {
  return list.map((s) => `"${s}"`).join(', ');
}
