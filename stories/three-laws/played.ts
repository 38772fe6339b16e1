import type { ThreeLawsContent } from '../../games/three-laws/content-types.ts';
import { DEAL, R3_ACCUSED, R3_ADA_ASKS, R3_ERROR_RIGHT, R3_ERROR_WRONG, R3_FIRST_QUERY, R3_REFUSED, R3_SOME_UP, R3_TO_END, R3_TO_OFFER, READY_ALL, REVEAL_ALL, ROUND_2, ROUND_4 } from './deal.ts';
import { playMatch, type Step } from './play-match.ts';

/** A law left to the players' vote: content may hold one, though every shipped law is engine-judged. */
export function withVotedLaw(content: ThreeLawsContent): ThreeLawsContent {
  return { ...content, laws: { laws: [...content.laws.laws, { id: 'honest-circuits', name: 'Honest Circuits', text: 'Every answer is the truth.', judge: 'players' }] } };
}

/**
 * 3 Laws of Robotics at its notable moments, each played through the game's own moves from
 * the known deal of deal.ts (Ada, Bo, Cy, Di), for the stories and the table's tests alike.
 */
export function playedFixtures(content: ThreeLawsContent) {
  const play = (steps: Step[]) => playMatch(content, DEAL, steps);
  const round3 = [...ROUND_2, ...R3_FIRST_QUERY];
  const toWrong = [...round3, ...R3_ADA_ASKS, ...R3_ERROR_RIGHT, ...R3_ERROR_WRONG];
  const toOffer = [...toWrong, ...R3_ACCUSED, ...R3_TO_OFFER];
  const toReveal = [...toOffer, ...R3_REFUSED, ...R3_TO_END];
  const toRoundEnd = [...toReveal, ...REVEAL_ALL];
  return {
    /** Round 3, Ada's query (Di asked Bo first): Ada to ask, Boolean Ban and Left Hand Lockout in force. */
    askOpen: play(round3),
    /** Ada asked Cy whether her rank is Bo's: Cy to answer. */
    answerOpen: play([...round3, ...R3_ADA_ASKS]),
    /** Cy answered "No" under Boolean Ban; Bo called Error: right, Bo takes a token. Bo's query next. */
    errorRight: play([...round3, ...R3_ADA_ASKS, ...R3_ERROR_RIGHT]),
    /** Di's "Affirmative" keeps every law; Cy called Error anyway: wrong, the accusation window is open. */
    errorWrong: play(toWrong),
    /** Ada accused Cy first and took a token (from the supply: Cy had none). */
    accused: play([...toWrong, ...R3_ACCUSED]),
    /** The Transfer: Di offers the key to Bo. */
    offerOpen: play(toOffer),
    /** Bo refused Di's key; Ada's transfer. */
    offerRefused: play([...toOffer, ...R3_REFUSED]),
    /** The Transfer is over: Ada and Bo have turned their cards up, Cy and Di not yet (the laws still hold). */
    revealing: play([...toReveal, ...R3_SOME_UP]),
    /** Round 3 revealed and scored: the Robots scored, the Androids' keys were not all with their leader. */
    roundEnd: play(toRoundEnd),
    /** The same, with Ada and Cy ready for round 4. */
    roundEndSomeReady: play([...toRoundEnd, ['0', 'ready'], ['2', 'ready']]),
    /** Round 4 played: the game is over, Ada and Bo tied on points and Ada, the start player, takes it. */
    gameOver: play([...toRoundEnd, ...READY_ALL, ...ROUND_4]),
    /** Under a law the players judge: Cy's "Yes" to Ada is a lie, Bo calls Error, and Ada and Di vote. */
    voteOpen: playMatch(withVotedLaw(content), { ...DEAL, laws: ['honest-circuits', ...DEAL.laws] }, [
      ['0', 'ask', '2', 'Am I the highest rank you see?', { id: 'highest-rank', params: {} }],
      ['2', 'answer', 'Yes'],
      ['1', 'callError', 'r2-2'],
    ]),
    /** The warm-up: a match from round 1, no law yet, Ada to ask. */
    warmUp: playMatch(content, { ...DEAL, firstRound: 1 }, []),
  };
}
