import type { BotAction } from '../../kit/bots/random-bot.ts';
import { chance, firstLegal, move, myGoal, goalFace, type BotSeat } from './seat.ts';
import { filterOf } from '../../kit/frozen-lists.ts';

/** Whether this card is worth claiming: a high card, or one of the last worth anything. */
function wantsCard(seat: BotSeat, value: number): boolean {
  const { view } = seat;
  const without = filterOf(view.players, (p) => view.power[p] === null).length;
  const nonZero = filterOf(view.stack, (c) => c.value > 0).length;
  if (nonZero <= without) return true;
  const highest = Math.max(...view.stack.map((c) => c.value));
  return value >= highest - 1 || chance(seat, 0.25, `claim-${value}`);
}

/**
 * Whether to offer the Dealer one more Influence for this card: only for one of the top cards,
 * now and then, to a Dealer behind it. Paying a rival at the table's first deal made the first
 * Dealer win a third of 8-player games in the simulator.
 */
function wantsToOffer(seat: BotSeat, value: number, offered: number, best: number): boolean {
  const { view, me } = seat;
  const top = Math.max(...view.stack.map((c) => c.value), value);
  if (value < top - 1 || value < 5 || offered > best || view.influence[me] < offered + 3) return false;
  // Influence is what wins: pay only a Dealer well behind, never one it would bring near the end.
  if (view.influence[view.dealer] + 1 >= view.influence[me] || view.influence[view.dealer] + offered + 1 >= seat.content.rules.endgameAt - 2) return false;
  return chance(seat, 0.2, `offer-${value}-${offered}`);
}

/** Claims, offers, the Dealer's choice and the zeros. */
export function chooseCountdown(seat: BotSeat): BotAction | undefined {
  const { view, me } = seat;
  const step = view.step;
  if (step.kind === 'offer' || step.kind === 'choose') {
    const offered = step.offers[me] ?? 0;
    const best = Math.max(0, ...Object.values(step.offers));
    const raise = step.claims.includes(me) && step.claims.length > 1 && me !== view.dealer && wantsToOffer(seat, step.value, offered, best);
    if (step.kind === 'offer') {
      if (!step.claims.includes(me) && !step.passed.includes(me)) return firstLegal(seat, [move('claim', wantsCard(seat, step.value))]);
      // Answered: once the window has run out (the server and the pacing hold this till then), close it for the table.
      return firstLegal(seat, [raise ? move('offer', offered + 1) : undefined, move('closeClaims')]);
    }
    if (me !== view.dealer) return raise ? firstLegal(seat, [move('offer', offered + 1)]) : undefined;
    // The best offer; among equals, someone showing the Dealer's own team.
    const face = goalFace(myGoal(seat));
    const ranked = [...step.claims].sort((a, b) => (step.offers[b] ?? 0) - (step.offers[a] ?? 0) || Number(view.coins[b].shown === face) - Number(view.coins[a].shown === face));
    return firstLegal(seat, ranked.map((p) => move('chooseClaimant', p)));
  }
  if (step.kind === 'zeros' && me === view.dealer) {
    const face = goalFace(myGoal(seat));
    const without = view.players.filter((p) => view.power[p] === null).sort((a, b) => Number(view.coins[a].shown === face) - Number(view.coins[b].shown === face));
    return firstLegal(seat, without.map((p) => move('giveZero', p)));
  }
  return undefined;
}
