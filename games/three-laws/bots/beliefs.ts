import { readAnswer } from '../../kit/talk/question-templates.ts';
import type { QuestionDef, ThreeLawsContent } from '../content-types.ts';
import { questionById } from '../rules/question-params.ts';
import { truthAcross } from '../rules/question-truth.ts';
import type { Act, FactionCard, PlayerID, TemplateUse, ThreeLawsView } from '../state.ts';
import { seesTheSame, type BotSeat } from './seat.ts';
import { filterOf } from '../../kit/frozen-lists.ts';

/** A templated question of this round and the answer it got, as the answer reads. */
export interface Answered {
  def: QuestionDef;
  use: TemplateUse;
  asker: PlayerID;
  answerer: PlayerID;
  said: boolean | number;
}

// A seat's view of a deal shares one frozen record of the cards it sees (rules/view.ts), and a seat's
// candidates start again from the unseen cards at each answer that narrows them.
const unseenKept = new WeakMap<ThreeLawsView['cards'], { deck: readonly FactionCard[]; me: PlayerID; unseen: readonly FactionCard[] }>();

/** The cards that may be the bot's own: the faction deck minus every card it sees (set-aside cards are unknown too). */
export function unseenCards(view: ThreeLawsView, me: PlayerID): readonly FactionCard[] {
  const kept = unseenKept.get(view.cards);
  if (kept && kept.deck === view.factionDeck && kept.me === me) return kept.unseen;
  // The few cards a seat sees, compared field by field: a card id built per deck card and per seen
  // card, and a Set of them, cost about 9 µs at each seat's first look at a deal.
  const seen: FactionCard[] = [];
  for (const p of Object.keys(view.cards)) if (p !== me) seen.push(view.cards[p]);
  const isSeen = (c: FactionCard) => {
    for (let i = 0; i < seen.length; i++) if (seen[i].rank === c.rank && seen[i].faction === c.faction) return true;
    return false;
  };
  const unseen = Object.freeze(view.factionDeck.filter((c) => !isSeen(c)));
  if (Object.isFrozen(view.cards) && Object.isFrozen(view.factionDeck)) unseenKept.set(view.cards, { deck: view.factionDeck, me, unseen });
  return unseen;
}

// Every seat reads the same few answers ("Yes", "Negative, as seen from here"), and a bot reads each of its
// own wordings back before it says it: each text read once per content's answer words.
const readsKept = new WeakMap<{ yes: string[]; no: string[] }, Map<string, ReturnType<typeof readAnswer>>>();
// More than the answers a run's bots say; a person's typed answers past it let every one go.
const READS_KEPT = 4096;

function readOnce(text: string, words: { yes: string[]; no: string[] }): ReturnType<typeof readAnswer> {
  let reads = readsKept.get(words);
  if (!reads) readsKept.set(words, (reads = new Map()));
  if (reads.has(text)) return reads.get(text);
  if (reads.size >= READS_KEPT) reads.clear();
  const read = readAnswer(text, words);
  reads.set(text, read);
  return read;
}

/** What an answer says to a question: yes/no as a boolean, a count as a number; undefined when it says neither clearly. */
export function heard(def: QuestionDef, text: string, words: { yes: string[]; no: string[] }): boolean | number | undefined {
  const read = readOnce(text, words);
  if (def.answers === 'number') return typeof read === 'number' ? read : undefined;
  return read === 'yes' ? true : read === 'no' ? false : undefined;
}

interface ReadActs {
  content: ThreeLawsContent;
  acts: readonly Act[];
  answered: Answered[];
  /** Past the round's last answer: every question before it has had its reply. */
  settled: number;
}

// Every seat reads the same round of acts (the state's own frozen list) at every step, and each step's
// list is the last one and a new act: read on from the last list read, past its last answer.
const answeredKept = new WeakMap<readonly Act[], ReadActs>();
let lastRead: ReadActs | undefined;

function extendsActs(acts: readonly Act[], before: readonly Act[]): boolean {
  if (acts.length < before.length) return false;
  for (let i = 0; i < before.length; i++) if (acts[i] !== before[i]) return false;
  return true;
}

/** This round's templated questions with a readable answer, in the order asked. */
export function answeredQuestions(seat: BotSeat): Answered[] {
  const { acts } = seat.view;
  const kept = answeredKept.get(acts);
  if (kept?.content === seat.content) return kept.answered;
  const from = lastRead?.content === seat.content && extendsActs(acts, lastRead.acts) ? lastRead : undefined;
  const answered = from ? from.answered.concat(readAnswers(seat.content, acts, from.settled)) : readAnswers(seat.content, acts, 0);
  let settled = from?.settled ?? 0;
  for (let i = acts.length - 1; i >= settled; i--) {
    if (acts[i].kind === 'answer') {
      settled = i + 1;
      break;
    }
  }
  const read = { content: seat.content, acts, answered, settled };
  if (Object.isFrozen(acts)) {
    answeredKept.set(acts, read);
    lastRead = read;
  }
  return answered;
}

// A question's answer, once given, stays as it was: the acts of a round only grow, and every new
// list of them holds the same frozen acts, so each question is read once with its reply.
const answerKept = new WeakMap<Act, { content: ThreeLawsContent; reply: Act; answered: Answered | undefined }>();

function answerTo(content: ThreeLawsContent, act: Act, reply: Act | undefined): Answered | undefined {
  if (act.kind !== 'question' || !act.template || !act.to || !reply) return undefined;
  const kept = answerKept.get(act);
  if (kept?.content === content && kept.reply === reply) return kept.answered;
  const def = questionById(content, act.template.id);
  const said = def && reply.by === act.to && reply.text !== undefined ? heard(def, reply.text, content.questions.answerWords) : undefined;
  const answered = said === undefined ? undefined : { def: def!, use: act.template, asker: act.by, answerer: act.to, said };
  if (Object.isFrozen(act)) answerKept.set(act, { content, reply, answered });
  return answered;
}

/** Each question from `start` on read with the first answer given after it, whoever gave it. */
function readAnswers(content: ThreeLawsContent, acts: readonly Act[], start: number): Answered[] {
  // Indexed from `start`: a bot reads on from the last list read, a few acts of a round of dozens.
  const replies: (Act | undefined)[] = new Array(acts.length - start);
  let next: Act | undefined;
  for (let i = acts.length - 1; i >= start; i--) {
    replies[i - start] = next;
    if (acts[i].kind === 'answer') next = acts[i];
  }
  const answered: Answered[] = [];
  for (let i = start; i < acts.length; i++) {
    const read = answerTo(content, acts[i], replies[i - start]);
    if (read) answered.push(read);
  }
  return answered;
}

/**
 * The cards the bot's own may be, given what it sees and every answer of the round that can
 * speak of its card (its own questions, and others' answers counting cards it holds). An
 * answer that contradicts the ones before it is taken for a lie and set aside. Its own
 * answers say nothing about its card.
 */
export function ownCandidates(seat: BotSeat): readonly FactionCard[] {
  const { view, me, content } = seat;
  const answered = answeredQuestions(seat);
  let bySeat = candidatesKept.get(view.factionDeck);
  if (!bySeat) candidatesKept.set(view.factionDeck, (bySeat = new Map()));
  const kept = bySeat.get(me);
  // Answers are weighed in the order given, each on the cards the ones before it left: a round's answers
  // only grow, so the candidates kept for the answers before are narrowed by the new ones alone.
  const goesOn = kept !== undefined && kept.content === content && seesTheSame(kept.cards, view.cards) && startsWith(answered, kept.answered);
  if (goesOn && kept.answered.length === answered.length) return kept.candidates;
  const candidates = Object.freeze(goesOn ? narrowedBy(seat, kept.candidates, answered, kept.answered.length) : narrowedBy(seat, unseenCards(view, me), answered, 0));
  if (Object.isFrozen(view.factionDeck)) bySeat.set(me, { content, cards: view.cards, answered, candidates });
  return candidates;
}

interface KeptCandidates {
  content: ThreeLawsContent;
  cards: ThreeLawsView['cards'];
  answered: readonly Answered[];
  candidates: readonly FactionCard[];
}

// A seat's candidates change only when an answer that may speak of its card comes in, while its bot
// asks for them at each question, transfer and reply: kept per seat with the match's frozen deck.
const candidatesKept = new WeakMap<readonly FactionCard[], Map<PlayerID, KeptCandidates>>();

// Each answer is read once into one object (answerTo), so lists of the same answers hold the same objects.
function startsWith(answers: readonly Answered[], before: readonly Answered[]): boolean {
  if (answers === before) return true;
  if (answers.length < before.length) return false;
  for (let i = 0; i < before.length; i++) if (answers[i] !== before[i]) return false;
  return true;
}

/** `from` narrowed by each of `answered` from index `start` on. */
function narrowedBy(seat: BotSeat, from: readonly FactionCard[], answered: readonly Answered[], start: number): readonly FactionCard[] {
  let candidates = from;
  for (let i = start; i < answered.length; i++) {
    const answer = answered[i];
    if (answer.answerer === seat.me) continue;
    // Whether the answer would be the truth were the bot's card c.
    const truthFor = truthAcross(answer.def, answer.use, seat.view.cards, seat.me, answer.asker, answer.answerer);
    const kept = filterOf(candidates, (c) => truthFor(c) === answer.said);
    if (kept.length > 0) candidates = kept;
  }
  return candidates;
}

/** The faction most of the candidates belong to (the first of the match's factions on a tie). */
export function likelyFaction(view: ThreeLawsView, candidates: readonly FactionCard[]): string {
  const count = (f: string) => filterOf(candidates, (c) => c.faction === f).length;
  return view.factions.reduce((best, f) => (count(f) > count(best) ? f : best));
}

/** The other seats in `faction`, highest rank first. */
export function visibleMembers(seat: BotSeat, faction: string): PlayerID[] {
  const { cards } = seat.view;
  return Object.keys(cards)
    .filter((p) => p !== seat.me && cards[p].faction === faction)
    .sort((a, b) => cards[b].rank - cards[a].rank);
}

/** The chance the bot outranks every member of `faction` it sees, were it of that faction. */
export function leadChance(seat: BotSeat, faction: string, candidates: readonly FactionCard[]): number {
  const inFaction = candidates.filter((c) => c.faction === faction);
  if (inFaction.length === 0) return 0;
  const top = Math.max(0, ...visibleMembers(seat, faction).map((p) => seat.view.cards[p].rank));
  return inFaction.filter((c) => c.rank > top).length / inFaction.length;
}

/** Where the bot thinks its faction's keys belong: with itself, or with the member it sees leading. */
export interface LeaderGuess {
  faction: string;
  /** Undefined when the bot believes it leads its faction. */
  leader?: PlayerID;
  /** The members it sees, highest first. */
  members: PlayerID[];
}

// A guess reads the seat's candidates, the cards the seat sees and the match's factions, and a seat's
// transfer and every reply it makes read it. Its candidates are a list of its own, made from the cards it
// sees in this match's deck (unseenCards, ownCandidates) and new when an answer narrows them: kept with that list.
const guessesKept = new WeakMap<readonly FactionCard[], LeaderGuess>();

export function leaderGuess(seat: BotSeat): LeaderGuess {
  const candidates = ownCandidates(seat);
  let guess = guessesKept.get(candidates);
  if (!guess) {
    guess = guessOf(seat, candidates);
    if (Object.isFrozen(candidates)) guessesKept.set(candidates, guess);
  }
  return guess;
}

function guessOf(seat: BotSeat, candidates: readonly FactionCard[]): LeaderGuess {
  const faction = likelyFaction(seat.view, candidates);
  const members = visibleMembers(seat, faction);
  const leads = members.length === 0 || leadChance(seat, faction, candidates) >= 0.5;
  return { faction, leader: leads ? undefined : members[0], members };
}
