import type { BotAction } from '../../kit/bots/random-bot.ts';
import { chance, firstLegal, move, myGoal, goalFace, type BotSeat } from './seat.ts';

/** Whether this card is worth claiming: a high card, or one of the last worth anything. */
function wantsCard(seat: BotSeat, value: number): boolean {
  const { view } = seat;
  const without = view.players.filter((p) => view.power[p] === null).length;
  const nonZero = view.stack.filter((c) => c.value > 0).length;
  if (nonZero <= without) return true;
  const highest = Math.max(...view.stack.map((c) => c.value));
  return value >= highest - 1 || chance(seat, 0.25, `claim-${value}`);
}

/** Claims, offers, the Dealer's choice and the zeros. */
export function chooseCountdown(seat: BotSeat): BotAction | undefined {
  const { view, me } = seat;
  const step = view.step;
  if (step.kind === 'offer') {
    if (step.claims.includes(me) || step.passed.includes(me)) {
      const offered = step.offers[me] ?? 0;
      const raise = step.claims.length > 1 && step.value >= 5 && offered === 0 && view.influence[me] >= 3 && chance(seat, 0.5, 'offer');
      return raise ? firstLegal(seat, [move('offer', 1)]) : undefined;
    }
    return firstLegal(seat, [move('claim', wantsCard(seat, step.value))]);
  }
  if (step.kind === 'choose') {
    if (me !== view.dealer) {
      const offered = step.offers[me] ?? 0;
      const raise = step.value >= 5 && offered < 2 && view.influence[me] > offered + 2 && chance(seat, 0.4, `raise-${offered}`);
      return raise ? firstLegal(seat, [move('offer', offered + 1)]) : undefined;
    }
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
