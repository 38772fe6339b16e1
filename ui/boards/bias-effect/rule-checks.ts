import { checkClose } from '../../../games/bias-effect/moves.ts';
import { checkPass, checkPlay } from '../../../games/bias-effect/rules/algorithm.ts';
import { checkBid } from '../../../games/bias-effect/rules/bids.ts';
import { checkControl, type ControlChoice } from '../../../games/bias-effect/rules/control.ts';
import { checkTrade } from '../../../games/bias-effect/rules/trade.ts';
import type { BiasState, BiasView, CardId, PlayerID } from '../../../games/bias-effect/state.ts';
import type { Violation } from '../../../games/kit/violation.ts';
import type { ButtonState } from '../../components/action-button/action-button.tsx';
import type { WindowClock } from '../../components/countdown/use-timed-window.ts';

export interface RuleChecks {
  trade(card: CardId | null): ButtonState;
  bid(amount: number): ButtonState;
  /** Closing the trade-in or the bidding: refused while the deadline still runs. */
  close(kind: 'trade' | 'bid'): ButtonState;
  control(choice: ControlChoice): ButtonState;
  play(card: CardId): ButtonState;
  pass(): ButtonState;
  /** The most this seat may bid now (its chips, or less under a card's cap); -1 when it may not bid. */
  maxBid: number;
}

const state = (v: Violation | undefined): ButtonState => (v ? { state: 'disabled', reason: v.message } : { state: 'enabled' });

/**
 * Every button asks the game's own validators, the ones the server runs, so a greyed button
 * gives the rule's own reason. A view holds only the viewer's hand, which is all the checks of
 * the viewer's own moves read: it stands in for `hands` (as the bots' enumerate.ts does).
 * `clock` is the deadline's countdown: the server holds the closing moves until it ends.
 */
export function ruleChecks(view: BiasView, me: PlayerID | null, clock: WindowClock | null): RuleChecks {
  const G = { ...view, hands: me === null ? {} : { [me]: view.hand } } as unknown as BiasState;
  const chips = me === null ? 0 : (view.chips[me] ?? 0);
  // The slider's end comes from the rule itself: the largest bid checkBid accepts.
  let maxBid = -1;
  for (let n = chips; n >= 0 && maxBid < 0; n--) if (checkBid(G, me, n) === undefined) maxBid = n;
  return {
    trade: (card) => state(checkTrade(G, me, card)),
    bid: (amount) => state(checkBid(G, me, amount)),
    close: (kind) => {
      const refused = checkClose(G, me, kind);
      if (refused) return state(refused);
      return clock?.counting ? { state: 'disabled', reason: 'Not yet: everyone still has time to choose.' } : { state: 'enabled' };
    },
    control: (choice) => state(checkControl(G, me, choice)),
    play: (card) => state(checkPlay(G, me, card)),
    pass: () => state(checkPass(G, me)),
    maxBid,
  };
}
