import type { BotAction } from '../../kit/bots/random-bot.ts';
import { readAnswer } from '../../kit/talk/question-templates.ts';
import { questionById } from '../rules/question-params.ts';
import { truthOf } from '../rules/question-truth.ts';
import { heard } from './beliefs.ts';
import { isLegal, move } from './legal.ts';
import { lawfulText, type Draft } from './lawful.ts';
import { decides, slips, type BotSeat } from './seat.ts';

const NUMBER_WORDS = ['Zero', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten'];

/** Said after a short answer when a law asks for more words: no pronoun, number or long word in it. */
const PADDING = 'as seen from here';

/** A typed question the bot cannot read: it answers without saying anything. */
const NEUTRAL = ['Hard to say', `Hard to say, ${PADDING}`];

// A handful of answers, each said again and again: the ways to say each made once per content's answer words.
const textsKept = new WeakMap<{ yes: string[]; no: string[] }, Map<boolean | number, readonly string[]>>();

/** The ways to say `said`, plainest first: each answer word, then longer forms for laws that want more words. */
export function answerTexts(said: boolean | number, words: { yes: string[]; no: string[] }): readonly string[] {
  let bySaid = textsKept.get(words);
  if (!bySaid) textsKept.set(words, (bySaid = new Map()));
  let texts = bySaid.get(said);
  if (!texts) bySaid.set(said, (texts = Object.freeze(waysToSay(said, words))));
  return texts;
}

function waysToSay(said: boolean | number, words: { yes: string[]; no: string[] }): string[] {
  if (typeof said === 'boolean') {
    const list = said ? words.yes : words.no;
    return [...list, ...list.map((w) => `${w}, ${PADDING}`), list.join('. ')];
  }
  const word = NUMBER_WORDS[said] ?? String(said);
  return [String(said), word, `${said}, ${PADDING}`, `${word}, ${PADDING}`];
}

/** A lie: the other yes/no, or a count one off (never below zero). */
function lieAbout(seat: BotSeat, truth: boolean | number, about: string): boolean | number {
  if (typeof truth === 'boolean') return !truth;
  return truth === 0 || decides(seat, `${about}:lie-up`, 0.5) ? truth + 1 : truth - 1;
}

/**
 * Asked a templated question, the bot answers what it sees (now and then a lie, botHabits.lie),
 * in the first wording that keeps the laws in force and still reads as that answer; a typed
 * question it cannot read gets a neutral answer. A slipping bot answers plainly.
 */
export function chooseAnswer(seat: BotSeat): BotAction | undefined {
  const { view, me, content } = seat;
  const step = view.step;
  if (step.kind !== 'query-answer' || step.target !== me) return undefined;
  const question = view.acts.findLast((a) => a.kind === 'question' && a.by === step.current && a.to === me);
  const def = question?.template ? questionById(content, question.template.id) : undefined;
  const words = content.questions.answerWords;
  const about = question?.id ?? `r${view.round}-${view.acts.length}`;
  let texts: readonly string[] = NEUTRAL;
  let means = (text: string) => readAnswer(text, words) === undefined;
  if (def && question?.template) {
    const truth = truthOf(def, question.template, view.cards, step.current, me);
    const said = decides(seat, `${about}:lie`, seat.habits.lie) ? lieAbout(seat, truth, about) : truth;
    texts = answerTexts(said, words);
    means = (text) => heard(def, text, words) === said;
  }
  const draft: Draft = { kind: 'answer', by: me, to: step.current };
  const text = (slips(seat, `answer-${about}`) ? undefined : lawfulText(seat, draft, texts, means)) ?? texts[0];
  const action = move('answer', text);
  return isLegal(seat, action) ? action : undefined;
}
