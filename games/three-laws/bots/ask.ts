import { bestFirst } from '../../kit/bots/best-first.ts';
import type { BotAction } from '../../kit/bots/random-bot.ts';
import { renderAll } from '../../kit/talk/question-templates.ts';
import type { QuestionDef } from '../content-types.ts';
import { templateUses } from '../enumerate.ts';
import { questionById, templateLabels } from '../rules/question-params.ts';
import { agreeingWithFirst, ownCardQuestion, readsAnswerersView, type OwnCardQuestion } from '../rules/question-truth.ts';
import type { FactionCard, PlayerID, TemplateUse } from '../state.ts';
import { ownCandidates } from './beliefs.ts';
import { isLegal, move } from './legal.ts';
import { keepsLaws, lawfulWording } from './lawful.ts';
import { slips, type BotSeat } from './seat.ts';

interface Question {
  target: PlayerID;
  def: QuestionDef;
  use: TemplateUse;
  own: OwnCardQuestion;
}

/** The entropy of the answers `target` would give over the candidates: 0 when the answer is already known. */
function spreadOf(seat: BotSeat, candidates: readonly FactionCard[], q: Question): number {
  // Two answers at most (agreeingWithFirst), added up in the order they first come, as a count of each
  // answer would: the same figure to the last bit, so ties between questions stay ties.
  const n = candidates.length;
  if (n === 0) return 0;
  return splitEntropy(n, agreeingWithFirst(q.own, seat.view.cards, seat.me, q.target, candidates));
}

// Per number of candidates, the entropy of each split (index: how many agree with the first), worked out once.
const splitEntropies: number[][] = [];

function splitEntropy(n: number, first: number): number {
  let row = splitEntropies[n];
  if (!row) {
    // The first always agrees with itself: a split of none never comes.
    row = [0];
    for (let k = 1; k <= n; k++) {
      let entropy = 0;
      entropy -= (k / n) * Math.log2(k / n);
      if (k < n) entropy -= ((n - k) / n) * Math.log2((n - k) / n);
      row.push(entropy);
    }
    splitEntropies[n] = row;
  }
  return row[first];
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
      const question = { target, def, use, own: ownCardQuestion(def, use) };
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
  // Plain arrays: a typed array's buffer cost more to make than the weighing of a small table.
  const sharedSpreads: number[] = new Array(menu.shared.length);
  for (let i = 0; i < sharedSpreads.length; i++) sharedSpreads[i] = spreadOf(seat, candidates, menu.shared[i]);
  const spreads: number[] = new Array(menu.questions.length);
  for (let i = 0; i < spreads.length; i++) {
    const at = menu.sharesWith[i];
    spreads[i] = at < 0 ? spreadOf(seat, candidates, menu.questions[i]) : sharedSpreads[at];
  }
  return new InOrder(menu.questions, bestFirst(spreads, seat.rng));
}

// A class: an object literal with a generator method made at every ask took about 4 µs (Node 20, measured).
class InOrder implements Iterable<Question> {
  constructor(
    private readonly questions: readonly Question[],
    private readonly order: Iterable<number>,
  ) {}

  *[Symbol.iterator](): Iterator<Question> {
    for (const i of this.order) yield this.questions[i];
  }
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
    // Whether a question may go to a seat at all depends on the seat, not on the question: judged once per seat.
    const mayAsk = new Map<PlayerID, boolean>();
    for (const q of questions) {
      let may = mayAsk.get(q.target);
      if (may === undefined) mayAsk.set(q.target, (may = keepsLaws(seat, { kind: 'question', by: me, to: q.target, template: q.use })));
      if (!may) continue;
      const text = lawfulWording(seat, 'question', phrasings(seat, q));
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

// A use's phrasings depend on its slots and the names the bot says (none in the simulator), and a
// bot words question after question at each ask: kept with the use, which a table's matches share.
const phrasingsKept = new WeakMap<TemplateUse, { content: BotSeat['content']; names: BotSeat['names']; texts: readonly string[] }>();

function phrasings(seat: BotSeat, q: Question): readonly string[] {
  const kept = phrasingsKept.get(q.use);
  if (kept && kept.content === seat.content && kept.names === seat.names) return kept.texts;
  const texts = renderAll(q.def, templateLabels(seat.content, q.def, q.use, seat.nameOf));
  if (Object.isFrozen(q.use)) phrasingsKept.set(q.use, { content: seat.content, names: seat.names, texts });
  return texts;
}
