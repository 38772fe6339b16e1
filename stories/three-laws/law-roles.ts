import { checkText, type TextCondition } from '../../games/kit/talk/text-conditions.ts';
import type { LawDef, ThreeLawsContent } from '../../games/three-laws/content-types.ts';
import { judgedByEngine } from '../../games/three-laws/rules/laws.ts';

/**
 * The parts Law Cards play in the story match, found by what a law does (its `check` in
 * content/three-laws/laws.yaml) rather than by its id, name or text, so a designer who renames
 * or rewords a law breaks no story and no test unless no law is left that does the job.
 */
export interface LawRole {
  /** The part, as the error names it, e.g. "asks every question to end with a question mark". */
  part: string;
  /** What a law's check must be to play it, as the error says. */
  what: string;
  fits(law: LawDef, content: ThreeLawsContent): boolean;
}

type Act = NonNullable<LawDef['check']>['acts'][number];

/** The law's check when the engine judges it and it speaks of `acts` alone, else undefined. */
function checkOn(law: LawDef, ...acts: Act[]) {
  const check = law.check;
  if (!check || !judgedByEngine(law)) return undefined;
  return check.acts.length === acts.length && acts.every((a) => check.acts.includes(a)) ? check : undefined;
}

/** The law's text conditions, when its check on `act` is text alone (no notTo, not forbidden). */
function textOnly(law: LawDef, act: Act): TextCondition[] | undefined {
  const check = checkOn(law, act);
  if (!check || check.notTo || check.forbidden || !check.text || check.text.length === 0) return undefined;
  return check.text as TextCondition[];
}

/** The value of a law's single text condition `kind` on `act` (e.g. its `endsWith`), when that is its whole check. */
function onlyCondition<K extends string>(law: LawDef, act: Act, kind: K): unknown {
  const text = textOnly(law, act);
  return text?.length === 1 && kind in text[0] ? (text[0] as Record<K, unknown>)[kind] : undefined;
}

/** Round 2's law: Cy asks without the question mark and Di calls Error on it, rightly. */
export const QUESTION_MARK: LawRole = {
  part: 'asks every question to end with a question mark',
  what: 'on questions alone, judged by the engine, with the single text condition endsWith: "?"',
  fits: (law) => onlyCondition(law, 'question', 'endsWith') === '?',
};

/** The words of questions.yaml's answerWords a law on answers refuses and lets through. */
export interface AnswerWordsUnder {
  /** The first yes word the law refuses ("Yes"). */
  bannedYes: string;
  /** The first no word the law refuses ("No"): Cy's answer, called rightly. */
  bannedNo: string;
  /** The first yes word the law lets through ("Affirmative"): Di's answer, called wrongly. */
  freeYes: string;
  /** The first no word the law lets through ("Negative"): Bo's answer. */
  freeNo: string;
}

/** How `law` (text conditions on answers) splits the answer words, or undefined when it does not ban one yes and one no word and leave another of each free. */
export function answerWordsUnder(law: LawDef, content: ThreeLawsContent): AnswerWordsUnder | undefined {
  const conditions = textOnly(law, 'answer');
  if (!conditions) return undefined;
  const refuses = (word: string) => checkText(word, conditions, content.words.classes).length > 0;
  const { yes, no } = content.questions.answerWords;
  const [bannedYes, bannedNo] = [yes.find(refuses), no.find(refuses)];
  const [freeYes, freeNo] = [yes.find((w) => !refuses(w)), no.find((w) => !refuses(w))];
  if (!bannedYes || !bannedNo || !freeYes || !freeNo) return undefined;
  return { bannedYes, bannedNo, freeYes, freeNo };
}

/**
 * Round 3's first law: Cy answers a plain no, which it bans, and Bo calls Error rightly; Bo
 * and Di answer in words it lets through. The verdict reads `<name>: "<word>" is banned`.
 */
export const BANS_YES_AND_NO: LawRole = {
  part: 'bans a plain yes and no in answers',
  what: 'on answers alone, judged by the engine, with bannedWords conditions only, that ban a yes word and a no word of answerWords (questions.yaml) and let another of each through',
  fits: (law, content) => {
    const text = textOnly(law, 'answer');
    return !!text && text.every((c) => 'bannedWords' in c) && answerWordsUnder(law, content) !== undefined;
  },
};

/** Round 3's second law: Cy asks Di, on Cy's left, and nobody calls it; the asker's table warns of it. */
export const LEFT_LOCKOUT: LawRole = {
  part: 'forbids querying the player on your left',
  what: 'on questions alone, judged by the engine, with notTo: [left] and nothing else',
  fits: (law) => {
    const check = checkOn(law, 'question');
    return !!check && !check.text && !check.forbidden && check.notTo?.length === 1 && check.notTo[0] === 'left';
  },
};

/** Round 4's first law: every question there is asked in a phrasing short enough. */
export const SHORT_QUESTIONS: LawRole = {
  part: 'limits how many words a question may have',
  what: 'on questions alone, judged by the engine, with the single text condition maxWords',
  fits: (law) => typeof onlyCondition(law, 'question', 'maxWords') === 'number',
};

/** Round 4's second law: nobody refuses keys in round 4. */
export const NO_REFUSING: LawRole = {
  part: 'forbids refusing Security Keys',
  what: 'on refuse alone, judged by the engine, with forbidden: true and nothing else',
  fits: (law) => {
    const check = checkOn(law, 'refuse');
    return !!check && check.forbidden === true && !check.text && !check.notTo;
  },
};

/** Round 4's third law: every answer there begins with its phrase. */
export const ANSWER_OPENING: LawRole = {
  part: 'makes every answer begin with a set phrase',
  what: 'on answers alone, judged by the engine, with the single text condition startsWith',
  fits: (law) => typeof onlyCondition(law, 'answer', 'startsWith') === 'string',
};

/** The phrase an ANSWER_OPENING law makes every answer begin with ("Acknowledged"). */
export const openingOf = (law: LawDef): string => String(onlyCondition(law, 'answer', 'startsWith')).trim();

/** The first law in content order playing `role`, `taken` aside; an error naming the role when there is none. */
export function findLaw(content: ThreeLawsContent, role: LawRole, taken: readonly string[] = []): LawDef {
  const fitting = content.laws.laws.filter((law) => role.fits(law, content));
  const law = fitting.find((l) => !taken.includes(l.id));
  if (!law) {
    const spent = fitting.length > 0 ? ` (${fitting.map((l) => l.id).join(', ')} already plays another part)` : '';
    throw new Error(`3 Laws of Robotics story deal: no Law Card ${role.part}: the stories need one whose check is ${role.what}${spent}.`);
  }
  return law;
}
