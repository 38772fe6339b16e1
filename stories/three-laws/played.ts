import type { LawDef, ThreeLawsContent } from '../../games/three-laws/content-types.ts';
import { READY_ALL, REVEAL_ALL, storyCast, storyDeal, storySteps } from './deal.ts';
import { playMatch, type Step } from './play-match.ts';

/** A law left to the players' vote: content may hold one, though every shipped law is engine-judged. */
export const VOTED_LAW: LawDef = { id: 'honest-circuits', name: 'Honest Circuits', text: 'Every answer is the truth.', judge: 'players' };

/** The content with VOTED_LAW added (the fixtures' own law, whatever laws.yaml holds). */
export function withVotedLaw(content: ThreeLawsContent): ThreeLawsContent {
  return { ...content, laws: { laws: [...content.laws.laws.filter((l) => l.id !== VOTED_LAW.id), VOTED_LAW] } };
}

/**
 * 3 Laws of Robotics at its notable moments, each played through the game's own moves from
 * the known deal of deal.ts (Ada, Bo, Cy, Di), for the stories and the table's tests alike.
 * The deal chooses its laws and questions by what they do (law-roles.ts, question-roles.ts),
 * so any content whose laws and templates can play those parts gives the same moments.
 */
export function playedFixtures(content: ThreeLawsContent) {
  const cast = storyCast(content);
  const deal = storyDeal(content, cast);
  const s = storySteps(content, cast);
  const play = (steps: Step[]) => playMatch(content, deal, steps);
  const round3 = [...s.round2, ...s.r3FirstQuery];
  const toWrong = [...round3, ...s.r3AdaAsks, ...s.r3ErrorRight, ...s.r3ErrorWrong];
  const toOffer = [...toWrong, ...s.r3Accused, ...s.r3ToOffer];
  const toReveal = [...toOffer, ...s.r3Refused, ...s.r3ToEnd];
  const toRoundEnd = [...toReveal, ...REVEAL_ALL];
  return {
    /** Round 3, Ada's query (Di asked Bo first): Ada to ask, the ban on a plain yes or no and the law against querying your left in force. */
    askOpen: play(round3),
    /** Ada asked Cy whether her rank is Bo's: Cy to answer. */
    answerOpen: play([...round3, ...s.r3AdaAsks]),
    /** Cy answered a plain no under the ban; Bo called Error: right, Bo takes a token. Bo's query next. */
    errorRight: play([...round3, ...s.r3AdaAsks, ...s.r3ErrorRight]),
    /** Di's yes in a word the ban lets through keeps every law; Cy called Error anyway: wrong, the accusation window is open. */
    errorWrong: play(toWrong),
    /** Ada accused Cy first and took a token (from the supply: Cy had none). */
    accused: play([...toWrong, ...s.r3Accused]),
    /** The Transfer: Di offers the key to Bo. */
    offerOpen: play(toOffer),
    /** Bo refused Di's key; Ada's transfer. */
    offerRefused: play([...toOffer, ...s.r3Refused]),
    /** The Transfer is over: Ada and Bo have turned their cards up, Cy and Di not yet (the laws still hold). */
    revealing: play([...toReveal, ...s.r3SomeUp]),
    /** Round 3 revealed and scored: the second faction scored, the first's keys were not all with their leader. */
    roundEnd: play(toRoundEnd),
    /** The same, with Ada and Cy ready for round 4. */
    roundEndSomeReady: play([...toRoundEnd, ['0', 'ready'], ['2', 'ready']]),
    /** Round 4 played: the game is over, Ada and Bo tied on points and Ada, the start player, takes it. */
    gameOver: play([...toRoundEnd, ...READY_ALL, ...s.round4]),
    /** Under a law the players judge: Cy's plain yes to Ada is a lie, Bo calls Error, and Ada and Di vote. */
    voteOpen: playMatch(withVotedLaw(content), { ...deal, laws: [VOTED_LAW.id, ...deal.laws] }, s.voteOpen),
    /** The warm-up: a match from round 1, no law yet, Ada to ask. */
    warmUp: playMatch(content, { ...deal, firstRound: 1 }, []),
  };
}
