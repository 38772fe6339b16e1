import { describe, expect, it } from 'vitest';
import { weighHand } from '../../games/bias-effect/bots/card-worth.ts';
import { explore, walkOf } from '../../games/bias-effect/bots/explore.ts';
import { readsOnlyPublic, readsPublicMind } from '../../games/bias-effect/bots/mind-reads.ts';
import { botSeat } from '../../games/bias-effect/bots/seat.ts';
import { cloneSim, simOf } from '../../games/bias-effect/bots/sim.ts';
import { putInto, removeCards } from '../../games/bias-effect/bots/sim-zones.ts';
import { baselineOf } from '../../games/bias-effect/bots/worth.ts';
import { algorithmOf } from '../../games/bias-effect/rules/catalog.ts';
import { viewFor } from '../../games/bias-effect/rules/view.ts';
import { scriptOf } from '../../games/bias-effect/script/host.ts';
import type { BiasContent } from '../../games/bias-effect/content-types.ts';
import { content, one, prepared, start, tradeAll, withScript } from './support.ts';

/** Seat 0's bot holding one copy of each design, after a round of trades, with a mind and discards that choices and counts may read. */
function seatHolding(c: BiasContent) {
  const hand = c.algorithms.algorithms.map((a) => one(a.id));
  const G = prepared({ identities: ['left', 'right', 'moderate'], mind: [one('left-a'), one('right-a'), one('left-b')], hands: { 0: hand }, content: c });
  const state = tradeAll(start(G, { content: c }), {}, c);
  return botSeat(viewFor(state.G, '0'), c, '0', {});
}

/** A card's worth as the bot weighed every card before the cut: followed on a copy of the table with the card moved from hand to the Algorithm discard. */
function movedFirst(seat: ReturnType<typeof seatHolding>, card: string): number {
  const table = simOf(seat.view, seat.me);
  const startSim = cloneSim(table);
  putInto(startSim, { zone: 'algorithm-discard' }, seat.me, removeCards(startSim, [card], seat.me));
  return explore(walkOf(seat, seat.me, startSim, baselineOf(seat, table)), scriptOf(algorithmOf(seat.content, card).script), cloneSim(startSim), { self: card });
}

const designs = content.algorithms.algorithms.map((a) => a.id);
const readsNoCards = (c: BiasContent, design: string) => {
  const script = scriptOf(algorithmOf(c, one(design)).script);
  return readsOnlyPublic(script) || readsPublicMind(script);
};
/** The fixture with its first design's script made to read the Algorithm discard: 3 chips while it holds a card, which the card played itself is. */
const counting = withScript(designs[0], [{ if: { condition: { count: { zone: 'algorithm-discard', 'at-least': 1 } }, then: [{ 'gain-chips': { players: 'owner', amount: 3 } }] } }]);

describe("Bias Effect's bot weighs its hand", () => {
  it('each card as it did with the card moved to the discard first: a card that reads no cards (left in hand, its move skipped) and one that does', () => {
    expect(designs.every((d) => readsNoCards(content, d))).toBe(true);
    expect(readsNoCards(counting, designs[0])).toBe(false);
    for (const c of [content, counting]) {
      const seat = seatHolding(c);
      const weighed = new Map(weighHand(seat).map((w) => [w.card, w.play]));
      for (const design of designs) expect(weighed.get(one(design)), design).toBe(movedFirst(seat, one(design)));
    }
  });

  it('a card that reads the discard is weighed with the card in it: left in hand, the count would miss it', () => {
    const seat = seatHolding(counting);
    expect(seat.view.algorithmDiscard).toEqual([]);
    const table = simOf(seat.view, seat.me);
    const card = one(designs[0]);
    const leftIn = explore(walkOf(seat, seat.me, table, baselineOf(seat, table)), scriptOf(algorithmOf(counting, card).script), cloneSim(table), { self: card });
    const play = weighHand(seat).find((w) => w.card === card)!.play;
    expect(leftIn).toBe(0);
    expect(play).toBeGreaterThan(0);
  });
});
