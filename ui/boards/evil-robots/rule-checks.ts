import type { EvilContent } from '../../../games/evil-robots/content-types.ts';
import { isLegal, stateFromView } from '../../../games/evil-robots/enumerate.ts';
import { checkClose, checkKeep } from '../../../games/evil-robots/moves.ts';
import { checkChoose, checkClaim, checkGiveZero, checkOffer } from '../../../games/evil-robots/rules/countdown.ts';
import { checkPassReveal, checkPath } from '../../../games/evil-robots/rules/ending.ts';
import { checkAnswerSplit, checkPropose } from '../../../games/evil-robots/rules/split.ts';
import { actionCost, checkEndTurn, checkFlip, checkReveal, checkSwap, revealCost, revealMoment, swapInfluence, type CoinChoice } from '../../../games/evil-robots/rules/turn.ts';
import type { Deck, EvilState, EvilView, Path, PlayerID } from '../../../games/evil-robots/state.ts';
import { checkAnswer } from '../../../games/kit/script/index.ts';
import type { Violation } from '../../../games/kit/violation.ts';
import type { ButtonState } from '../../components/action-button/action-button.tsx';
import type { WindowClock } from '../../components/countdown/use-timed-window.ts';

export interface RuleChecks {
  claim(yes: boolean): ButtonState;
  offer(amount: number): ButtonState;
  /** Closing a timed step: refused while its window still runs. */
  close(kind: 'offer' | 'split' | 'keep'): ButtonState;
  choose(player: PlayerID): ButtonState;
  giveZero(player: PlayerID): ButtonState;
  reveal(card: string): ButtonState;
  flip(target: string, which?: CoinChoice): ButtonState;
  swap(deck: Deck): ButtonState;
  endTurn(): ButtonState;
  passReveal(): ButtonState;
  propose(shares: Record<PlayerID, number>): ButtonState;
  answerSplit(yes: boolean): ButtonState;
  keep(decks: Deck[]): ButtonState;
  path(path: Path): ButtonState;
  decide(answer: string[]): ButtonState;
  /** What the viewer's actions cost now, as the rules (and the face-up cards) answer: tokens, and Influence for a swap. */
  costs: {
    flip(target: string): number;
    reveal(card: string): number;
    swapTokens: number;
    swapInfluence: number;
  };
}

const NOT_A_SEAT: ButtonState = { state: 'disabled', reason: 'Only a player at the table can act.' };

/**
 * Every button asks the game itself: `isLegal` (enumerate.ts, the validators the server runs)
 * on the state rebuilt from this seat's view, and a refused button gives the validator's own
 * reason. A view holds only the viewer's hand and the coins it may see, which is all the
 * checks of the viewer's own moves read. `clock` is the timed step's countdown: the server
 * holds the closing moves until it ends.
 */
export function ruleChecks(view: EvilView, content: EvilContent, me: PlayerID | null, clock: WindowClock | null): RuleChecks {
  const G: EvilState = stateFromView(view);
  const gate = (move: string, args: unknown[], why: () => Violation | undefined): ButtonState => {
    if (me === null) return NOT_A_SEAT;
    if (isLegal(G, content, me, move, args)) return { state: 'enabled' };
    return { state: 'disabled', reason: why()?.message ?? 'Not now.' };
  };
  const cost = (f: () => number): number => (me === null ? 0 : f());
  return {
    claim: (yes) => gate('claim', [yes], () => checkClaim(G, content, me, yes)),
    offer: (amount) => gate('offer', [amount], () => checkOffer(G, me, amount)),
    close: (kind) => {
      if (me === null) return NOT_A_SEAT;
      const refused = checkClose(G, me, kind);
      if (refused) return { state: 'disabled', reason: refused.message };
      return clock?.counting ? { state: 'disabled', reason: 'Not yet: the time is still running.' } : { state: 'enabled' };
    },
    choose: (p) => gate('chooseClaimant', [p], () => checkChoose(G, me, p)),
    giveZero: (p) => gate('giveZero', [p], () => checkGiveZero(G, me, p)),
    reveal: (card) => gate('reveal', [card], () => checkReveal(G, content, me, card)),
    flip: (target, which = 'shown') => gate('flipCoin', [target, which], () => checkFlip(G, content, me, target, which)),
    swap: (deck) => gate('swap', [deck], () => checkSwap(G, content, me, deck)),
    endTurn: () => gate('endTurn', [], () => checkEndTurn(G, me)),
    passReveal: () => gate('passReveal', [], () => checkPassReveal(G, me)),
    propose: (shares) => gate('proposeSplit', [shares], () => checkPropose(G, me, shares)),
    answerSplit: (yes) => gate('answerSplit', [yes], () => checkAnswerSplit(G, me, yes)),
    keep: (decks) => gate('keepRobots', [decks], () => checkKeep(G, me, decks)),
    path: (path) => gate('choosePath', [path], () => checkPath(G, me, path)),
    decide: (answer) => gate('decide', [answer], () => checkAnswer(G.scripts, me, answer)),
    costs: {
      flip: (target) => cost(() => actionCost(G, content, me!, target === me ? 'flip-own' : 'flip-other')),
      reveal: (card) => cost(() => revealCost(G, content, me!, card, revealMoment(G))),
      swapTokens: cost(() => actionCost(G, content, me!, 'swap')),
      swapInfluence: cost(() => swapInfluence(G, content, me!)),
    },
  };
}
