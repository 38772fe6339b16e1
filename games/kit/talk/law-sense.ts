import type { ContentIssue } from '../game-module.ts';
import { breakPlan, type Attempt } from './break-witness.ts';
import { keepWitness, type KeepVerdict, type Work } from './keep-witness.ts';
import type { TalkLaw, TalkLawBook } from './law-book.ts';
import { classesNamed, type TextCondition } from './text-conditions.ts';

// Validate's sense checks of laws over talk (docs/scripting.md, "Laws checked for sense"):
//  - a law no message of one of its acts can keep: an error, it is broken whenever it is in force;
//  - laws the deal can put in force together that no message keeps all at once: a warning, as
//    the designer may mean the dilemma (a player must pick which law to break); sets larger than
//    the most laws in force at once are never together, so they are not checked;
//  - a law no message could break: a warning, it is a card that changes nothing.
// "Cannot be kept" and "cannot be broken" are reported only when proven; every "can" is a message
// the engine's own ruling (book.breaks) was asked about.

type Placed = ContentIssue['placed'];
type At = Parameters<NonNullable<Placed>>[0];

// The sets of laws examined in all (smaller sets first), and the placements of words tried
// for them: the shipped 3 Laws has about 730 sets, all decided within 2,000 placements; a deck of
// many laws with many in force at once would have millions, and validate runs on every save.
const SETS_EXAMINED = 5_000;
const PLACEMENTS = 100_000;

export function talkLawIssues(book: TalkLawBook, examined = SETS_EXAMINED, placements = PLACEMENTS): ContentIssue[] {
  const laws = book.laws.filter((law) => readable(law, book));
  const issues: ContentIssue[] = [];
  const work: Work = { left: placements };
  let left = examined;
  for (const act of book.messageActs) {
    const speaking = laws.filter((law) => law.engine && law.acts.includes(act) && (law.conditions || law.forbidden));
    const never: TalkLaw[][] = [];
    for (const law of speaking) {
      const verdict = law.forbidden ? ({ kept: false, why: 'forbidden: true makes every one break it' } as const) : keepVerdict([law], act, book, work);
      if (verdict.kept !== false) continue;
      never.push([law]);
      issues.push(issue(book, [law], `the law "${law.id}" can never be kept: no ${act} keeps it (${verdict.why}). Reword it so that some ${act} can.`));
    }
    const lawful = speaking.filter((law) => !never.some(([bad]) => bad === law));
    for (const set of subsets(lawful, Math.min(book.mostInForce, lawful.length))) {
      if (--left < 0 || work.left <= 0) {
        issues.push({ file: book.file, path: [], message: `${lawful.length} laws speak of ${act}s and the deal can put up to ${book.mostInForce} in force at once: too many sets of them to check each, so sets of ${set.length} laws or more were not all checked for a ${act} that keeps them all.`, warning: true });
        break;
      }
      if (never.some((smaller) => smaller.every((law) => set.includes(law)))) continue;
      const verdict = keepVerdict(set, act, book, work);
      if (verdict.kept !== false) continue;
      never.push(set);
      const tail = ` cannot ${set.length === 2 ? 'both' : 'all'} be kept: no ${act} keeps them together (${verdict.why}). The deal can put them in force together (up to ${book.mostInForce} laws at once), and then every ${act} breaks one: reword one of them, unless that dilemma is meant.`;
      issues.push({ ...issue(book, set, lawList(set) + tail, (at) => lawList(set, at) + tail), warning: true });
    }
  }
  for (const law of laws) {
    const verdict = breakVerdict(law, book);
    if (verdict.breaks !== false) continue;
    const acts = law.acts.filter((a) => book.messageActs.includes(a));
    issues.push({ ...issue(book, [law], `the law "${law.id}" can never be broken: every ${acts.join(' and ')} keeps it anyway (${verdict.why}). Tighten it, or leave it out.`), warning: true });
  }
  return issues;
}

function issue(book: TalkLawBook, laws: readonly TalkLaw[], message: string, placed?: (at: At) => string): ContentIssue {
  return { file: book.file, path: laws[0].path, message, ...(placed ? { placed } : {}) };
}

/** `Answers are a single word (terse-mode, laws.yaml:52:5) and ...`: each law as its card says it, and where. */
function lawList(laws: readonly TalkLaw[], at?: At): string {
  const said = laws.map((law) => `${law.text.trim().replace(/[.!]+$/, '')} (${law.id}${at ? `, ${at(law.path)}` : ''})`);
  return said.length <= 2 ? said.join(' and ') : `${said.slice(0, -1).join(', ')} and ${said[said.length - 1]}`;
}

/** Whether one message of `act` keeps every law of `laws`, the engine judging each. */
export function keepVerdict(laws: readonly TalkLaw[], act: string, book: TalkLawBook, work?: Work): KeepVerdict {
  const conditions = laws.flatMap((law) => law.conditions ?? []);
  const judge = (text: string) => laws.every((law) => book.breaks(law.id, act, text, []).length === 0);
  return keepWitness(conditions, book.classes, book.maxMessageLength, judge, work);
}

export type BreakVerdict = { breaks: true; act: string; attempt: Attempt } | { breaks: false; why: string } | { breaks: undefined };

/**
 * Whether some message breaks the law: a message the engine rules breaks it, or `false` only
 * when every condition is proven kept by every message; undefined otherwise, and for a law
 * judged by its acts' targets or by the players, which words alone do not decide.
 */
export function breakVerdict(law: TalkLaw, book: TalkLawBook): BreakVerdict {
  const acts = law.acts.filter((act) => book.messageActs.includes(act));
  if (!law.engine || law.forbidden || (law.relations ?? []).length > 0 || !law.conditions || acts.length === 0) return { breaks: undefined };
  const whys: string[] = [];
  for (const condition of law.conditions) {
    const plan = breakPlan(condition, book.classes, book.maxMessageLength);
    if ('never' in plan) whys.push(plan.never);
    else {
      for (const attempt of plan.attempts) for (const act of acts) if (book.breaks(law.id, act, attempt.text, attempt.names).length > 0) return { breaks: true, act, attempt };
    }
  }
  return whys.length === law.conditions.length ? { breaks: false, why: whys.join('; ') || 'it lists no condition' } : { breaks: undefined };
}

/** Laws the engine can judge: every word class named is defined and its patterns compile (content checks report the rest). */
function readable(law: TalkLaw, book: TalkLawBook): boolean {
  return classesNamed((law.conditions ?? []) as TextCondition[]).every((name) => {
    if (!Object.hasOwn(book.classes, name)) return false;
    try {
      for (const pattern of book.classes[name].patterns ?? []) new RegExp(pattern, 'iu');
      return true;
    } catch {
      return false;
    }
  });
}

/** Every set of 2 to `most` of `items`, smaller sets first. */
function* subsets<T>(items: readonly T[], most: number): Generator<T[]> {
  for (let size = 2; size <= most; size++) yield* ofSize(items, size, 0);
}

function* ofSize<T>(items: readonly T[], size: number, from: number): Generator<T[]> {
  if (size === 0) return yield [];
  for (let i = from; i <= items.length - size; i++) for (const rest of ofSize(items, size - 1, i + 1)) yield [items[i], ...rest];
}
