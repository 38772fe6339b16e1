import type { FactionDef, LawDef, QuestionDef, ThreeLawsContent } from '../../games/three-laws/content-types.ts';
import { lawBreaks } from '../../games/three-laws/rules/laws.ts';
import type { Act, PlayerID } from '../../games/three-laws/state.ts';
import { ANSWER_OPENING, answerWordsUnder, BANS_YES_AND_NO, findLaw, LEFT_LOCKOUT, NO_REFUSING, openingOf, QUESTION_MARK, SHORT_QUESTIONS, type AnswerWordsUnder, type LawRole } from './law-roles.ts';
import type { Deal, Step } from './play-match.ts';
import { COUNT_FACTION, FACTION_IS, findQuestion, HIGHEST_RANK, LEADS_FACTION, phrasingsOf, RANK_AT_LEAST, SAME_FACTION, SAME_RANK, useOf, type SlotValues } from './question-roles.ts';

/** The seats' names in the stories. */
export const NAMES = ['Ada', 'Bo', 'Cy', 'Di'];

const PLAYERS: PlayerID[] = ['0', '1', '2', '3'];

/** The Law Cards the story match reveals, each chosen by what it does (law-roles.ts), never by its id. */
export interface StoryLaws {
  /** Round 2: every question ends with "?" (QUESTION_MARK). */
  questionMark: LawDef;
  /** Round 3: a plain yes or no is banned in answers (BANS_YES_AND_NO). */
  bansYesAndNo: LawDef;
  /** Round 3: never query the player on your left (LEFT_LOCKOUT). */
  leftLockout: LawDef;
  /** Round 4: questions of few words (SHORT_QUESTIONS). */
  shortQuestions: LawDef;
  /** Round 4: refusing keys is against the law (NO_REFUSING). */
  noRefusing: LawDef;
  /** Round 4: every answer begins with a set phrase (ANSWER_OPENING). */
  answerOpening: LawDef;
}

/** The question templates the story match asks, each chosen by what it asks (question-roles.ts), never by its id. */
export interface StoryQuestions {
  highestRank: QuestionDef;
  leadsFaction: QuestionDef;
  sameFaction: QuestionDef;
  sameRank: QuestionDef;
  rankAtLeast: QuestionDef;
  factionIs: QuestionDef;
  countFaction: QuestionDef;
}

/** What the story match is played with, read from the content: the stories and tests read their names and words from it. */
export interface StoryCast {
  laws: StoryLaws;
  questions: StoryQuestions;
  /** The two factions in play: factions.yaml's first and last (Bo leads the first in round 3, Cy the second). */
  factions: { first: FactionDef; second: FactionDef };
  /** answerWords' plain yes and no (the first of each), and how round 3's ban splits the answer words. */
  words: { yes: string; no: string } & AnswerWordsUnder;
  /** Ada's question to Cy in round 3, as asked: whether her rank is Bo's. */
  adaQuestion: string;
}

/** The laws for the story's roles, in the order the deck reveals them; each a different law. */
function storyLaws(content: ThreeLawsContent): StoryLaws {
  const taken: string[] = [];
  const pick = (role: LawRole) => {
    const law = findLaw(content, role, taken);
    taken.push(law.id);
    return law;
  };
  return {
    questionMark: pick(QUESTION_MARK),
    bansYesAndNo: pick(BANS_YES_AND_NO),
    leftLockout: pick(LEFT_LOCKOUT),
    shortQuestions: pick(SHORT_QUESTIONS),
    noRefusing: pick(NO_REFUSING),
    answerOpening: pick(ANSWER_OPENING),
  };
}

/** The plain phrasing (the template's text) of a question, filled by slot kind, with the seats' names. */
function plain(content: ThreeLawsContent, def: QuestionDef, values: SlotValues = {}): string {
  return phrasingsOf(content, def, useOf(def, values), NAMES)[0];
}

export function storyCast(content: ThreeLawsContent): StoryCast {
  const laws = storyLaws(content);
  const factions = content.factions.factions;
  if (factions.length < 2) throw new Error('3 Laws of Robotics story deal: the stories need two factions in factions.yaml.');
  const questions: StoryQuestions = {
    highestRank: findQuestion(content, HIGHEST_RANK),
    leadsFaction: findQuestion(content, LEADS_FACTION),
    sameFaction: findQuestion(content, SAME_FACTION),
    sameRank: findQuestion(content, SAME_RANK),
    rankAtLeast: findQuestion(content, RANK_AT_LEAST),
    factionIs: findQuestion(content, FACTION_IS),
    countFaction: findQuestion(content, COUNT_FACTION),
  };
  const { yes, no } = content.questions.answerWords;
  return {
    laws,
    questions,
    factions: { first: factions[0], second: factions[factions.length - 1] },
    words: { yes: yes[0], no: no[0], ...answerWordsUnder(laws.bansYesAndNo, content)! },
    adaQuestion: plain(content, questions.sameRank, { player: '1' }),
  };
}

/**
 * The fixtures' match: Ada, Bo, Cy and Di skip the warm-up (round 2 first, so a law is in
 * force from the start), the first faction of factions.yaml against the last. Ada starts; the
 * Law Card deck reveals the question-mark law in round 2, the ban on a plain yes or no and the
 * law against querying your left in round 3, then the short-questions, no-refusing and
 * answer-opening laws in round 4 (storyCast). The Victory Point deck is stacked so that Ada
 * and Bo tie at the end, and the tie-break decides.
 */
export function storyDeal(content: ThreeLawsContent, cast = storyCast(content)): Deal {
  const [a, b] = [cast.factions.first.id, cast.factions.second.id];
  const { laws } = cast;
  return {
    players: PLAYERS,
    firstRound: 2,
    factions: [a, b],
    start: '0',
    laws: [laws.questionMark, laws.bansYesAndNo, laws.leftLockout, laws.shortQuestions, laws.noRefusing, laws.answerOpening].map((law) => law.id),
    rounds: [
      { 0: `${a}-3`, 1: `${b}-2`, 2: `${a}-1`, 3: `${b}-4` },
      { 0: `${b}-1`, 1: `${a}-4`, 2: `${b}-3`, 3: `${a}-2` },
      { 0: `${a}-2`, 1: `${b}-4`, 2: `${b}-1`, 3: `${a}-3` },
    ],
    vp: [2, 1, 3, 1, 2, 1, 1, 3, 2, 1, 2, 1, 1, 1, 3, 2, 1, 3, 1, 2],
  };
}

export const READY_ALL: Step[] = PLAYERS.map((p) => [p, 'ready']);

/** After the Transfer every player turns their card up; the last one up scores the round. */
export const REVEAL_ALL: Step[] = PLAYERS.map((p) => [p, 'reveal']);

/** The story match's steps, from round 2 to the end of the game (storyDeal), and the vote's. */
export interface StorySteps {
  /** Round 2 (every question ends with "?"): Cy forgets the question mark and Di calls Error on it; both factions get the keys to their leaders; Di starts round 3. */
  round2: Step[];
  /** Round 3 opens (the ban on a plain yes or no, the law against querying your left; Di starts): Di asked Bo, who answered in a word the ban lets through. */
  r3FirstQuery: Step[];
  /** Ada asks Cy whether her rank is Bo's. */
  r3AdaAsks: Step[];
  /** Cy answers a plain no, which the ban forbids, and Bo calls Error on it: right. */
  r3ErrorRight: Step[];
  /** Bo asks Di; Di's answer keeps every law, yet Cy calls Error on it: wrong, and the window to accuse Cy opens. */
  r3ErrorWrong: Step[];
  /** Ada accuses Cy first and takes a token (from the supply: Cy has none). */
  r3Accused: Step[];
  /** Cy asks Di, the player on Cy's left: that law is broken and nobody calls it. Then the Transfer: Di offers the key to Bo. */
  r3ToOffer: Step[];
  /** Bo refuses Di's key; the Transfer goes on to the end of the round. */
  r3Refused: Step[];
  r3ToEnd: Step[];
  /** The Transfer is over: Ada and Bo have turned their cards up. */
  r3SomeUp: Step[];
  /** Round 4 (short questions, no refusing, an opening to every answer), played to the end of the game: every act keeps the laws. */
  round4: Step[];
  /** Under a law the players judge (withVotedLaw), in round 2: Cy's plain yes to Ada is a lie, and Bo calls Error. */
  voteOpen: Step[];
}

/** Why `act` breaks any of `laws`, by the engine's own judgement (empty: it keeps them all). */
function breaks(content: ThreeLawsContent, laws: LawDef[], act: Omit<Act, 'id'>): string[] {
  const made: Act = { ...act, id: 'story' };
  return laws.flatMap((law) => lawBreaks(law, made, { players: PLAYERS, startPlayer: '0', acts: [made] }, content));
}

export function storySteps(content: ThreeLawsContent, cast = storyCast(content)): StorySteps {
  const { laws, questions: q, words } = cast;
  const [first, second] = [cast.factions.first.id, cast.factions.second.id];
  /** An ask in the template's plain phrasing. */
  const ask = (by: PlayerID, to: PlayerID, def: QuestionDef, values: SlotValues = {}, text = plain(content, def, values)): Step => [by, 'ask', to, text, useOf(def, values)];

  // Cy's question in round 2 without the ending the law asks for: it must break the law, or Di's call would be wrong.
  const ending = (laws.questionMark.check!.text![0] as { endsWith: string }).endsWith;
  const cyAsked = plain(content, q.rankAtLeast, { rank: 3 }).trimEnd();
  const unmarked = (cyAsked.endsWith(ending) ? cyAsked.slice(0, -ending.length) : cyAsked).trimEnd();
  if (breaks(content, [laws.questionMark], { kind: 'question', by: '2', to: '0', text: unmarked }).length === 0) {
    throw new Error(`3 Laws of Robotics story deal: Cy's round-2 question "${unmarked}" keeps ${laws.questionMark.id}, so Di's Error call on it would be wrong.`);
  }

  // Round 4: every question in a phrasing that keeps the round's laws, the first one (Bo, terse, takes the shortest).
  const round4Laws = [laws.shortQuestions, laws.noRefusing, laws.answerOpening];
  const lawful = (by: PlayerID, to: PlayerID, def: QuestionDef, values: SlotValues = {}, terse = false): Step => {
    const kept = phrasingsOf(content, def, useOf(def, values), NAMES).filter((text) => breaks(content, round4Laws, { kind: 'question', by, to, text }).length === 0);
    const wordCount = (text: string) => text.trim().split(/\s+/).length;
    const text = terse ? [...kept].sort((x, y) => wordCount(x) - wordCount(y))[0] : kept[0];
    if (text === undefined) {
      throw new Error(`3 Laws of Robotics story deal: no phrasing of question template ${def.id} keeps ${round4Laws.map((l) => l.id).join(', ')}: round 4 asks it lawfully.`);
    }
    return ask(by, to, def, values, text);
  };
  const opening = openingOf(laws.answerOpening);
  const { yes, no } = words;
  const answer = (by: PlayerID, to: PlayerID, text: string): Step => {
    const reasons = breaks(content, round4Laws, { kind: 'answer', by, to, text });
    if (reasons.length > 0) throw new Error(`3 Laws of Robotics story deal: the round-4 answer "${text}" breaks a law (${reasons.join('; ')}): round 4 keeps every law.`);
    return [by, 'answer', text];
  };

  return {
    round2: [
      ask('0', '2', q.highestRank),
      ['2', 'answer', no],
      ask('1', '3', q.sameFaction, { player: '0' }),
      ['3', 'answer', no],
      ask('2', '0', q.rankAtLeast, { rank: 3 }, unmarked),
      ['3', 'callError', 'r2-5'],
      ['0', 'answer', `${no}, sorry`],
      ask('3', '1', q.leadsFaction),
      ['1', 'answer', yes],
      ['0', 'keepKeys'],
      ['1', 'giveKeys', '3'],
      ['3', 'acceptKeys'],
      ['2', 'giveKeys', '0'],
      ['0', 'acceptKeys'],
      ['3', 'keepKeys'],
      ...REVEAL_ALL,
      ...READY_ALL,
    ],
    r3FirstQuery: [ask('3', '1', q.highestRank), ['1', 'answer', words.freeNo]],
    r3AdaAsks: [ask('0', '2', q.sameRank, { player: '1' })],
    r3ErrorRight: [
      ['2', 'answer', words.bannedNo],
      ['1', 'callError', 'r3-4'],
    ],
    r3ErrorWrong: [ask('1', '3', q.factionIs, { faction: first }), ['3', 'answer', words.freeYes], ['2', 'callError', 'r3-6']],
    r3Accused: [['0', 'accuse']],
    r3ToOffer: [ask('2', '3', q.countFaction, { faction: second }), ['3', 'answer', '2'], ['3', 'giveKeys', '1']],
    r3Refused: [['1', 'refuseKeys']],
    r3ToEnd: [
      ['0', 'giveKeys', '2'],
      ['2', 'acceptKeys'],
      ['1', 'keepKeys'],
      ['2', 'keepKeys'],
    ],
    r3SomeUp: REVEAL_ALL.slice(0, 2),
    round4: [
      lawful('0', '2', q.highestRank),
      answer('2', '0', `${opening}. ${no}.`),
      lawful('1', '3', q.highestRank, {}, true),
      answer('3', '1', `${opening}, ${yes.toLowerCase()}`),
      lawful('2', '0', q.leadsFaction),
      answer('0', '2', `${opening}: ${no.toLowerCase()}`),
      lawful('3', '1', q.sameFaction, { player: '0' }),
      answer('1', '3', `${opening}. ${yes}.`),
      ['0', 'giveKeys', '3'],
      ['3', 'acceptKeys'],
      ['1', 'keepKeys'],
      ['2', 'giveKeys', '1'],
      ['1', 'acceptKeys'],
      ['3', 'keepKeys'],
      ...REVEAL_ALL,
    ],
    voteOpen: [ask('0', '2', q.highestRank), ['2', 'answer', yes], ['1', 'callError', 'r2-2']],
  };
}
