import { describe, expect, it } from 'vitest';
import { outcomeWorth } from '../../games/bias-effect/bots/control-worth.ts';
import { explore, walkOf } from '../../games/bias-effect/bots/explore.ts';
import { simOf } from '../../games/bias-effect/bots/sim.ts';
import { sideOf } from '../../games/bias-effect/rules/catalog.ts';
import type { Step } from '../../games/kit/script/index.ts';
import { belief, seatWith } from './bot-support.ts';

const gainMine = { 'gain-chips': { players: { identity: 'left' }, amount: 3 } };

describe("the Bias Effect bot's Life card walks, shared by outcomes that read alike", () => {
  it('tells apart outcomes whose steps read alike but name the card itself', () => {
    // Every Life card runs these same steps, which pay the bot (the Left player) only on one card: a walk shared by the steps alone would pay on all of them.
    const script = [{ if: { condition: { equal: ['$self', 'fixture-windfall#1'] }, then: [gainMine] } }];
    const seat = seatWith(script);
    const start = simOf(seat.view, seat.me);
    const paid = explore(walkOf(seat, '0', start), [gainMine] as Step[], simOf(seat.view, seat.me), {});
    const cards = seat.content.life.life;
    const copies = cards.reduce((n, card) => n + card.copies, 0);
    const windfall = cards.find((card) => card.id === 'fixture-windfall')!.copies;
    const deleted = outcomeWorth(seat, belief, sideOf(seat.content, belief), { choice: 'delete', winner: '0' });
    expect(paid).toBeGreaterThan(0);
    expect(deleted).toBeCloseTo((windfall * paid) / copies, 9);
  });
});
