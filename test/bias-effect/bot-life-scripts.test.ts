import { describe, expect, it } from 'vitest';
import { controlWorth } from '../../games/bias-effect/bots/control-worth.ts';
import { botSeat, type BotSeat } from '../../games/bias-effect/bots/seat.ts';
import type { BiasContent } from '../../games/bias-effect/content-types.ts';
import { sideOf } from '../../games/bias-effect/rules/catalog.ts';
import { viewFor } from '../../games/bias-effect/rules/view.ts';
import type { CardId } from '../../games/bias-effect/state.ts';
import type { Step } from '../../games/kit/script/index.ts';
import { belief } from './bot-support.ts';
import { content, one, prepared, start, tradeAll } from './support.ts';

/** Every Life design pays the bid winner as many chips as its place in the deck, on every leaning: designs gone by change what the next card is worth. */
const paying: BiasContent = {
  ...content,
  life: {
    ...content.life,
    life: content.life.life.map((card, i) => {
      const outcome = { text: 'A test outcome.', script: [{ 'gain-chips': { players: 'owner', amount: i + 1 } }] as Step[] };
      return { ...card, outcomes: { left: outcome, right: outcome, neutral: outcome } };
    }),
  },
};

/** Seat 0 at round 1's bidding, the Life cards in `discard` gone by (a frozen list, as a state's is, or a plain one). */
function seatAfter(discard: CardId[], frozen: boolean): BotSeat {
  const state = tradeAll(start(prepared({ identities: ['left', 'right', 'moderate'], chips: { 0: 20, 1: 20, 2: 20 }, mind: [], beliefTop: [belief], content: paying })), {}, paying);
  const view = viewFor(state.G, '0');
  return botSeat({ ...view, lifeDiscard: frozen ? (Object.freeze([...discard]) as CardId[]) : [...discard] }, paying, '0');
}

describe("the Bias Effect bot's Life scripts, found once per list of unseen designs and leaning", () => {
  it('are found again for another list of designs gone by', () => {
    const side = sideOf(paying, belief);
    const first = paying.life.life[0];
    const gone = Array.from({ length: first.copies }, (_, i) => one(first.id, i + 1));
    const otherwise = { choice: 'delete' as const, winner: '1' };
    const worthAfter = (discard: CardId[], frozen: boolean) => controlWorth(seatAfter(discard, frozen), belief, side, otherwise);
    const none = worthAfter([], true);
    const afterFirst = worthAfter(gone, true);
    // Without the first design the next card pays more on average: the worth of winning rises.
    expect(afterFirst.win).toBeGreaterThan(none.win);
    expect(afterFirst).toEqual(worthAfter(gone, false));
    expect(worthAfter([], true)).toEqual(worthAfter([], false));
  });
});
