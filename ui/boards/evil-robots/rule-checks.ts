import type { EvilContent } from '../../../games/evil-robots/content-types.ts';
import { moveViolation, stateFromView } from '../../../games/evil-robots/enumerate.ts';
import { checkClose } from '../../../games/evil-robots/moves.ts';
import { actionCost, revealCost, revealMoment, swapInfluence, type CoinChoice } from '../../../games/evil-robots/rules/turn.ts';
import type { Deck, EvilState, EvilView, Path, PlayerID } from '../../../games/evil-robots/state.ts';
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
 * Every button asks the game itself: `moveViolation` (enumerate.ts: the declared arguments and the validators the server runs)
 * on the state rebuilt from this seat's view, and a refused button gives the validator's own
 * reason. A view holds only the viewer's hand and the coins it may see, which is all the
 * checks of the viewer's own moves read. `clock` is the timed step's countdown: the server
 * holds the closing moves until it ends.
 */
export function ruleChecks(view: EvilView, content: EvilContent, me: PlayerID | null, clock: WindowClock | null): RuleChecks {
  const G: EvilState = stateFromView(view);
  const gate = (move: string, args: unknown[]): ButtonState => {
    if (me === null) return NOT_A_SEAT;
    const refused = moveViolation(G, content, me, move, args);
    return refused ? { state: 'disabled', reason: refused.message } : { state: 'enabled' };
  };
  const cost = (f: () => number): number => (me === null ? 0 : f());
  return {
    claim: (yes) => gate('claim', [yes]),
    offer: (amount) => gate('offer', [amount]),
    close: (kind) => {
      if (me === null) return NOT_A_SEAT;
      const refused = checkClose(G, me, kind);
      if (refused) return { state: 'disabled', reason: refused.message };
      return clock?.counting ? { state: 'disabled', reason: 'Not yet: the time is still running.' } : { state: 'enabled' };
    },
    choose: (p) => gate('chooseClaimant', [p]),
    giveZero: (p) => gate('giveZero', [p]),
    reveal: (card) => gate('reveal', [card]),
    flip: (target, which = 'shown') => gate('flipCoin', [target, which]),
    swap: (deck) => gate('swap', [deck]),
    endTurn: () => gate('endTurn', []),
    passReveal: () => gate('passReveal', []),
    propose: (shares) => gate('proposeSplit', [shares]),
    answerSplit: (yes) => gate('answerSplit', [yes]),
    keep: (decks) => gate('keepRobots', [decks]),
    path: (path) => gate('choosePath', [path]),
    decide: (answer) => gate('decide', [answer]),
    costs: {
      flip: (target) => cost(() => actionCost(G, content, me!, target === me ? 'flip-own' : 'flip-other')),
      reveal: (card) => cost(() => revealCost(G, content, me!, card, revealMoment(G))),
      swapTokens: cost(() => actionCost(G, content, me!, 'swap')),
      swapInfluence: cost(() => swapInfluence(G, content, me!)),
    },
  };
}
