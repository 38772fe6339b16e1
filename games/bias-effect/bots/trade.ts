import type { BotAction } from '../../kit/bots/random-bot.ts';
import { cardOrder, weighHand } from './card-worth.ts';
import { firstLegal, move } from './legal.ts';
import type { BotSeat } from './seat.ts';

/** A card worth this much less played than traded may still go when the bot needs chips. */
const SHORT_SLACK = 2;
/** A card the bot cannot use now is still kept when it trades for this little: the strongest cards are worth least traded. */
const KEEP_CHEAP = 1;

/**
 * Once per round, in secret: the bot trades in the card whose chips beat its play by most when
 * it is short of chips for bidding or holds more cards than it can play, or any card that does
 * nothing for it now (unless it is a strong card, worth little traded in); else it keeps them all.
 */
export function chooseTrade(seat: BotSeat): BotAction | undefined {
  const { view, me, content } = seat;
  if (view.step.kind !== 'trade' || view.step.sealed.committed.includes(me)) return undefined;
  const short = view.chips[me] < content.rules.startingChips;
  const crowded = view.hand.length > content.rules.startingHand + content.rules.drawPerRound;
  // Best to trade first: the most chips over what playing it would bring.
  const ranked = weighHand(seat).sort((a, b) => b.value - Math.max(0, b.play) - (a.value - Math.max(0, a.play)) || cardOrder(content, a.card, b.card));
  const useless = ranked.find((c) => c.play <= 0 && c.value > KEEP_CHEAP);
  const spare = ranked.find((c) => (short || crowded) && c.value - c.play > -SHORT_SLACK);
  const card = (useless ?? spare)?.card;
  return firstLegal(seat, [...(card ? [move('trade', card)] : []), move('trade', null)]);
}
