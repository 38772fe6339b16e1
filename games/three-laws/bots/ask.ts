import type { BotAction } from '../../kit/bots/random-bot.ts';
import { renderAll } from '../../kit/talk/question-templates.ts';
import type { QuestionDef } from '../content-types.ts';
import { templateUses } from '../enumerate.ts';
import { questionById, templateLabels } from '../rules/question-params.ts';
import { readsAnswerersView, truthAcross } from '../rules/question-truth.ts';
import type { FactionCard, PlayerID, TemplateUse } from '../state.ts';
import { ownCandidates } from './beliefs.ts';
import { isLegal, move } from './legal.ts';
import { keepsLaws, lawfulText, type Draft } from './lawful.ts';
import { slips, type BotSeat } from './seat.ts';

interface Question {
  target: PlayerID;
  def: QuestionDef;
  use: TemplateUse;
  /** How evenly the possible answers split the bot's candidate cards (entropy, in bits). */
  spread: number;
  tie: number;
}

/** The entropy of the answers `target` would give over the candidates: 0 when the answer is already known. */
function spreadOf(seat: BotSeat, candidates: readonly FactionCard[], def: QuestionDef, use: TemplateUse, target: PlayerID): number {
  // Answers are booleans and counts, told apart by identity (true is not 1); a handful at most,
  // so a list found in order of first appearance (the entropy adds up in that order).
  const answers: (boolean | number)[] = [];
  const counts: number[] = [];
  const truthFor = truthAcross(def, use, seat.view.cards, seat.me, seat.me, target);
  for (const card of candidates) {
    const truth = truthFor(card);
    const at = answers.indexOf(truth);
    if (at < 0) {
      answers.push(truth);
      counts.push(1);
    } else counts[at]++;
  }
  let entropy = 0;
  for (const n of counts) entropy -= (n / candidates.length) * Math.log2(n / candidates.length);
  return entropy;
}

/** Every question the bot may ask, the most telling first (ties in a random order). */
function questionsByInformation(seat: BotSeat): Question[] {
  const candidates = ownCandidates(seat);
  const questions: Question[] = [];
  // A question that reads only the bot's card and its own slots splits the candidates alike
  // whoever is asked: weighed once, not once per seat it could be put to.
  // (templateUses gives such a question one object for every seat).
  const spreads = new Map<TemplateUse, number>();
  const spreadFor = (def: QuestionDef, use: TemplateUse, target: PlayerID): number => {
    if (readsAnswerersView(def)) return spreadOf(seat, candidates, def, use, target);
    let spread = spreads.get(use);
    if (spread === undefined) spreads.set(use, (spread = spreadOf(seat, candidates, def, use, target)));
    return spread;
  };
  for (const target of seat.view.players) {
    if (target === seat.me) continue;
    for (const use of templateUses(seat.view, seat.content, seat.me, target)) {
      const def = questionById(seat.content, use.id);
      if (def) questions.push({ target, def, use, spread: spreadFor(def, use, target), tie: seat.rng() });
    }
  }
  return questions.sort((a, b) => b.spread - a.spread || a.tie - b.tie);
}

/**
 * On its query, the bot asks the templated question whose answer would tell it most about its
 * own card, to someone and in words the laws in force allow: the most telling question that
 * can be asked lawfully, in the first phrasing that keeps every law. A slipping bot asks the
 * most telling one plainly.
 */
export function chooseQuestion(seat: BotSeat): BotAction | undefined {
  const { view, me } = seat;
  if (view.step.kind !== 'query-ask' || view.step.current !== me) return undefined;
  const slip = slips(seat, `ask-${view.acts.length}`);
  const questions = questionsByInformation(seat);
  const plain = (q: Question) => move('ask', q.target, phrasings(seat, q)[0], q.use);
  if (!slip) {
    for (const q of questions) {
      const draft: Draft = { kind: 'question', by: me, to: q.target, template: q.use };
      if (!keepsLaws(seat, draft)) continue;
      const text = lawfulText(seat, draft, phrasings(seat, q));
      const action = text === undefined ? undefined : move('ask', q.target, text, q.use);
      if (action && isLegal(seat, action)) return action;
    }
  }
  for (const q of questions) {
    const action = plain(q);
    if (isLegal(seat, action)) return action;
  }
  return undefined;
}

function phrasings(seat: BotSeat, q: Question): string[] {
  return renderAll(q.def, templateLabels(seat.content, q.def, q.use, seat.nameOf));
}
