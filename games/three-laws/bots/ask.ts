import { bestFirst } from '../../kit/bots/best-first.ts';
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
}

/** The entropy of the answers `target` would give over the candidates: 0 when the answer is already known. */
function spreadOf(seat: BotSeat, candidates: readonly FactionCard[], def: QuestionDef, use: TemplateUse, target: PlayerID): number {
  // Answers are booleans and counts, told apart by identity (true is not 1); a handful at most,
  // so a list found in order of first appearance (the entropy adds up in that order). Index loops:
  // this runs for every question at every ask, and its iterators were a fortieth of what a 4-seat run allocated.
  const answers: (boolean | number)[] = [];
  const counts: number[] = [];
  const truthFor = truthAcross(def, use, seat.view.cards, seat.me, seat.me, target);
  for (let i = 0; i < candidates.length; i++) {
    const truth = truthFor(candidates[i]);
    let at = 0;
    while (at < answers.length && answers[at] !== truth) at++;
    if (at === answers.length) {
      answers.push(truth);
      counts.push(1);
    } else counts[at]++;
  }
  let entropy = 0;
  for (let i = 0; i < counts.length; i++) entropy -= (counts[i] / candidates.length) * Math.log2(counts[i] / candidates.length);
  return entropy;
}

/** Every question a seat may ask at its table, laid out once, with where each one's spread comes from. */
interface Menu {
  questions: Question[];
  /** Per question, the index in `shared` of the use whose spread it shares; -1 when its spread reads who is asked. */
  sharesWith: Int32Array;
  shared: Question[];
}

// The menu is made of templateUses' frozen lists, one per seat asked, which stay the same objects for
// every match at the same table; a bot lays it out at every question it asks.
const menusKept = new WeakMap<readonly TemplateUse[], { lists: (readonly TemplateUse[])[]; menu: Menu }>();

function layOutMenu(seat: BotSeat, targets: readonly PlayerID[], lists: readonly (readonly TemplateUse[])[]): Menu {
  const questions: Question[] = [];
  const sharesWith: number[] = [];
  const shared: Question[] = [];
  // A question that reads only the bot's card and its own slots splits the candidates alike
  // whoever is asked: weighed once, not once per seat it could be put to
  // (templateUses gives such a question one object for every seat).
  const sharedAt = new Map<TemplateUse, number>();
  for (const [i, target] of targets.entries()) {
    for (const use of lists[i]) {
      const def = questionById(seat.content, use.id);
      if (!def) continue;
      const question = { target, def, use };
      questions.push(question);
      if (readsAnswerersView(def)) sharesWith.push(-1);
      else {
        if (!sharedAt.has(use)) sharedAt.set(use, shared.push(question) - 1);
        sharesWith.push(sharedAt.get(use)!);
      }
    }
  }
  return { questions, sharesWith: Int32Array.from(sharesWith), shared };
}

// What a menu is made of (templateUses reads these three), as a match keeps them: a seat asks
// several times a round, and finds its menu with them rather than by asking for every seat's uses again.
interface MenuOn {
  content: BotSeat['content'];
  players: readonly PlayerID[];
  factions: readonly string[];
  menu: Menu;
}
const seatMenus = new WeakMap<readonly FactionCard[], Map<PlayerID, MenuOn>>();

function menuOf(seat: BotSeat): Menu {
  const { view, me, content } = seat;
  const mine = seatMenus.get(view.factionDeck)?.get(me);
  if (mine && mine.content === content && mine.players === view.players && mine.factions === view.factions) return mine.menu;
  const menu = menuFromUses(seat);
  if (Object.isFrozen(view.factionDeck) && Object.isFrozen(view.players) && Object.isFrozen(view.factions)) {
    let bySeat = seatMenus.get(view.factionDeck);
    if (!bySeat) seatMenus.set(view.factionDeck, (bySeat = new Map()));
    bySeat.set(me, { content, players: view.players, factions: view.factions, menu });
  }
  return menu;
}

function menuFromUses(seat: BotSeat): Menu {
  const targets = seat.view.players.filter((p) => p !== seat.me);
  const lists = targets.map((target) => templateUses(seat.view, seat.content, seat.me, target));
  if (lists.length === 0) return { questions: [], sharesWith: new Int32Array(), shared: [] };
  const kept = menusKept.get(lists[0]);
  if (kept && kept.lists.length === lists.length && kept.lists.every((list, i) => list === lists[i])) return kept.menu;
  const menu = layOutMenu(seat, targets, lists);
  menusKept.set(lists[0], { lists, menu });
  return menu;
}

/** Every question the bot may ask, the most telling first (ties in a random order), as far as it is read. */
function questionsByInformation(seat: BotSeat): Iterable<Question> {
  const candidates = ownCandidates(seat);
  const menu = menuOf(seat);
  const spreadOfQuestion = (q: Question) => spreadOf(seat, candidates, q.def, q.use, q.target);
  const sharedSpreads = menu.shared.map(spreadOfQuestion);
  const spreads = new Float64Array(menu.questions.length);
  for (let i = 0; i < spreads.length; i++) {
    const at = menu.sharesWith[i];
    spreads[i] = at < 0 ? spreadOfQuestion(menu.questions[i]) : sharedSpreads[at];
  }
  const order = bestFirst(spreads, seat.rng);
  return {
    *[Symbol.iterator]() {
      for (const i of order) yield menu.questions[i];
    },
  };
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
