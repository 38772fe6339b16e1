import type { TextCondition, WordClasses } from './text-conditions.ts';
import { needsOf, phraseTrouble, words, wordTrouble, type MessageNeeds } from './message-needs.ts';
import { hasPhrase } from './words.ts';

/**
 * Whether some message keeps every condition: `kept` with a message that does (checked by the
 * caller's judge, the engine's own ruling), `kept: false` only when reasoning over the
 * conditions proves none can (with why, in a designer's words), undefined when neither is known.
 */
export type KeepVerdict = { kept: true; text: string } | { kept: false; why: string } | { kept: undefined };

/** Whether the engine finds `text` keeps every condition (the caller's own ruling, e.g. lawBreaks). */
export type Judge = (text: string) => boolean;

// The placements tried for one set before giving up undecided: tight cases are decided in a
// few dozen, and validate checks thousands of sets of laws.
const PLACEMENTS_TRIED = 5000;

/** Placements left to try, shared by the calls of one check so its whole work is bounded too. */
export interface Work {
  left: number;
}

const CASED = /[\p{Lu}\p{Ll}]/u;

/**
 * A message is taken to be what the table takes (not blank, at most `maxLength` characters)
 * with at least one word in letters that have capitals: "42?" or "..." asks nothing, so it
 * does not count as keeping a law (without this, digits alone would keep allCaps with noCapitals).
 */
export function isMessage(text: string, maxLength: number): boolean {
  return text.trim() !== '' && text.length <= maxLength && CASED.test(text);
}

export function keepWitness(conditions: readonly TextCondition[], classes: WordClasses, maxLength: number, judge: Judge, work: Work = { left: Infinity }): KeepVerdict {
  const needs = needsOf(conditions, classes, maxLength);
  const proof = contradiction(needs);
  if (proof) return { kept: false, why: proof };
  const required = needs.required.map((r) => ({ ...r, options: r.options.filter((keys) => keys.length <= needs.most && !phraseTrouble(keys, needs)) }));
  const start = longestOf(needs.starts);
  const end = longestOf(needs.ends);
  const lo = Math.max(needs.least, start.length, end.length);
  let budget = PLACEMENTS_TRIED;
  let placed = false;
  const fillers = fillerWords(needs);
  for (let n = lo; n <= needs.most && budget > 0 && work.left > 0; n++) {
    let slots: Slots | undefined = place(Array(n).fill(undefined), start, 0);
    if (slots) slots = place(slots, end, n - end.length);
    if (!slots) continue;
    const found = search(slots, required, needs, () => --budget > 0 && --work.left > 0, (filled) => {
      placed = true;
      const text = witnessText(filled, needs, fillers);
      return text !== undefined && isMessage(text, maxLength) && judge(text) ? text : undefined;
    });
    if (found) return { kept: true, text: found };
  }
  if (budget > 0 && work.left > 0 && !placed) return { kept: false, why: noRoom(needs, lo) };
  return { kept: undefined };
}

type Slots = (string | undefined)[];

/** What no message can do, proven from the needs alone. */
function contradiction(needs: MessageNeeds): string | undefined {
  if (needs.allCaps && needs.noCapitals) return 'a message in letters has capitals or small letters: it cannot be all capitals and have no capital';
  if (needs.least > needs.most) return `at least ${words(needs.least)}, but ${needs.mostWhy}`;
  for (const [what, list, fits] of [['begin', needs.starts, startsTogether], ['end', needs.ends, endsTogether]] as const) {
    for (const a of list) for (const b of list) if (!fits(a, b)) return `it cannot ${what} with both "${a.join(' ')}" and "${b.join(' ')}"`;
    for (const keys of list) {
      const trouble = phraseTrouble(keys, needs);
      if (trouble) return `it must ${what} with "${keys.join(' ')}", but ${trouble}`;
      if (keys.length > needs.most) return `it must ${what} with "${keys.join(' ')}" (${words(keys.length)}), but ${needs.mostWhy}`;
    }
  }
  for (const marks of [needs.startMarks]) for (const a of marks) for (const b of marks) if (!a.startsWith(b) && !b.startsWith(a)) return `it cannot begin with both "${a}" and "${b}"`;
  for (const a of needs.endMarks) for (const b of needs.endMarks) if (!a.endsWith(b) && !b.endsWith(a)) return `it cannot end with both "${a}" and "${b}"`;
  for (const r of needs.required) {
    const usable = r.options.filter((keys) => keys.length <= needs.most && !phraseTrouble(keys, needs));
    if (usable.length > 0) continue;
    const first = r.options[0];
    const why = !first ? 'none of them is a word' : first.length > needs.most ? needs.mostWhy : phraseTrouble(first, needs);
    return `it must say ${r.said.map((s) => `"${s}"`).join(' or ')}, but ${why}`;
  }
  return undefined;
}

function startsTogether(a: readonly string[], b: readonly string[]): boolean {
  return a.slice(0, b.length).every((key, i) => key === b[i]);
}

function endsTogether(a: readonly string[], b: readonly string[]): boolean {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short.every((key, i) => key === long[long.length - short.length + i]);
}

/** The longest phrase of a list whose phrases agree (contradiction() has checked they do). */
function longestOf(list: readonly string[][]): string[] {
  return list.reduce((a, b) => (b.length > a.length ? b : a), []);
}

function place(slots: Slots, keys: readonly string[], at: number): Slots | undefined {
  if (at < 0 || at + keys.length > slots.length) return undefined;
  if (keys.some((key, i) => slots[at + i] !== undefined && slots[at + i] !== key)) return undefined;
  const next = [...slots];
  keys.forEach((key, i) => (next[at + i] = key));
  return next;
}

/** Every placement of one phrase of each required condition, in order, until `found` gives a message. */
function search(slots: Slots, required: MessageNeeds['required'], needs: MessageNeeds, more: () => boolean, found: (slots: Slots) => string | undefined): string | undefined {
  if (required.length === 0) return allowed(slots, needs) ? found(slots) : undefined;
  const [first, ...rest] = required;
  for (const keys of first.options) {
    for (let at = 0; at + keys.length <= slots.length; at++) {
      if (!more()) return undefined;
      const next = place(slots, keys, at);
      const text = next && search(next, rest, needs, more, found);
      if (text) return text;
    }
  }
  return undefined;
}

/** The words placed so far repeat none (when that is banned) and form no banned phrase between them. */
function allowed(slots: Slots, needs: MessageNeeds): boolean {
  const said = slots.filter((key): key is string => key !== undefined);
  if (needs.noRepeat && new Set(said).size < said.length) return false;
  const runs: string[][] = [[]];
  for (const key of slots) key === undefined ? runs.push([]) : runs[runs.length - 1].push(key);
  return !runs.some((run) => needs.bans.some((ban) => hasPhrase(run, ban.keys)));
}

/** The placed words with the free slots filled by words no condition minds, in the case the conditions ask for. */
function witnessText(slots: Slots, needs: MessageNeeds, fillers: (count: number) => readonly string[]): string | undefined {
  const free = fillers(slots.length).filter((key) => !slots.includes(key));
  let next = 0;
  const filled: string[] = [];
  for (const key of slots) {
    const word = key ?? free[next++];
    if (word === undefined) return undefined;
    filled.push(word);
  }
  const startMark = needs.startMarks.reduce((a, b) => (b.length > a.length ? b : a), '');
  const endMark = needs.endMarks.reduce((a, b) => (b.length > a.length ? b : a), '');
  const text = `${startMark}${startMark ? ' ' : ''}${filled.join(' ')}${endMark}`;
  return needs.allCaps ? text.toUpperCase() : text;
}

const PLAIN = ['go', 'top', 'red', 'sun', 'map', 'box', 'jam', 'kit', 'fog', 'hat', 'cup', 'owl', 'zip', 'yak', 'van', 'dot', 'bug', 'hum'];

/**
 * Distinct words a free slot may take, the first `count` of them, found as they are first
 * asked for: plain ones first, then made-up ones from the letters allowed; none that is banned
 * or part of a banned phrase.
 */
function fillerWords(needs: MessageNeeds): (count: number) => readonly string[] {
  const phraseWords = new Set(needs.bans.flatMap((ban) => ban.keys));
  const found: string[] = [];
  const candidates = candidateWords(needs);
  return (count) => {
    while (found.length < count) {
      const next = candidates.next();
      if (next.done) break;
      if (!phraseWords.has(next.value) && !found.includes(next.value) && !wordTrouble(next.value, needs)) found.push(next.value);
    }
    return found;
  };
}

function* candidateWords(needs: MessageNeeds): Generator<string, undefined> {
  yield* PLAIN;
  const alphabet = Array.from('abcdefghijklmnopqrstuvwxyz').filter((l) => !needs.bannedLetters.includes(l));
  let layer = [''];
  for (let length = 1; length <= Math.min(needs.longest, 3); length++) {
    layer = layer.flatMap((stem) => alphabet.map((l) => stem + l));
    yield* layer;
  }
  return undefined;
}

/** Why no arrangement of the words the message must say fits the number of words it may have. */
function noRoom(needs: MessageNeeds, lo: number): string {
  const parts = [
    ...needs.starts.slice(0, 1).map((keys) => `begin with "${keys.join(' ')}"`),
    ...needs.ends.slice(0, 1).map((keys) => `end with "${keys.join(' ')}"`),
    ...needs.required.map((r) => `say ${r.said.map((s) => `"${s}"`).join(' or ')}`),
  ];
  const count = lo === needs.most ? words(lo) : `${lo} to ${words(needs.most)}`;
  return `in ${count} it cannot ${parts.join(' and ')}${needs.noRepeat ? ' without repeating a word' : ''}`;
}
