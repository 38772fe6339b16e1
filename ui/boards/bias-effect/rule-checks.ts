import { moveRefusal } from '../../../games/bias-effect/moves.ts';
import type { ControlChoice } from '../../../games/bias-effect/rules/control.ts';
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
 * Every button asks what the server asks (moves.ts moveRefusal: the move's declared arguments,
 * then its rule), so a greyed button gives the server's own reason. A view holds only the
 * viewer's hand, which is all the checks of the viewer's own moves read: it stands in for
 * `hands` (as the bots' enumerate.ts does). `clock` is the deadline's countdown: the server
 * holds the closing moves until it ends.
 */
export function ruleChecks(view: BiasView, me: PlayerID | null, clock: WindowClock | null): RuleChecks {
  const G = { ...view, hands: me === null ? {} : { [me]: view.hand } } as unknown as BiasState;
  const scope = { G, playerID: me, seats: view.players };
  const refusal = (move: string, ...args: unknown[]) => moveRefusal(scope, move, args);
  const chips = me === null ? 0 : (view.chips[me] ?? 0);
  // The slider's end comes from the rule itself: the largest bid the server accepts.
  let maxBid = -1;
  for (let n = chips; n >= 0 && maxBid < 0; n--) if (refusal('bid', n) === undefined) maxBid = n;
  return {
    trade: (card) => state(refusal('trade', card)),
    bid: (amount) => state(refusal('bid', amount)),
    close: (kind) => {
      const refused = refusal(kind === 'trade' ? 'closeTrade' : 'closeBids');
      if (refused) return state(refused);
      return clock?.counting ? { state: 'disabled', reason: 'Not yet: everyone still has time to choose.' } : { state: 'enabled' };
    },
    control: (choice) => state(refusal('control', choice)),
    play: (card) => state(refusal('playAlgorithm', card)),
    pass: () => state(refusal('pass')),
    maxBid,
  };
}
