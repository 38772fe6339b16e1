import { argsObject, defineStep, refs } from '../../../kit/script/index.ts';
import { logEvent } from '../../rules/log.ts';
import { pullFromHeap } from '../../rules/zones.ts';
import type { RobotsState } from '../../state.ts';
import { copyWith } from '../../../kit/with-fields.ts';

/**
 * A power picks cards up from the Scrap Heap: like a draw from it, they count as picked up
 * this turn (a power card among them cannot be discarded this turn, and fires nothing if it
 * must be). A power whose script uses this step takes from the heap: a Force Field bars its
 * card from being discarded (rules/powers.ts `takesFromHeap`).
 */
export const pickUpStep = defineStep<{ cards: unknown }, RobotsState>({
  name: 'pick-up',
  description:
    "The card's owner picks cards up from the Scrap Heap into their hand. Like cards taken by the draw, they count as picked up this turn: a power card among them is not `discardable` this turn (and fires nothing if it must be discarded). Under another player's Force Field, a card whose power uses this step cannot be discarded.",
  args: argsObject({ cards: { ...refs.cards, description: 'The cards, e.g. `$card` chosen from the Scrap Heap.' } }, ['cards']),
  example: { cards: '$card' },
  run(context) {
    const { G, scope } = context;
    const cards = context.cards(context.args.cards).filter((c) => G.heap.includes(c));
    if (cards.length === 0) return;
    let next: RobotsState = G;
    for (const card of cards) next = pullFromHeap(next, card, scope.owner);
    const picked = copyWith(next, { turn: { ...G.turn, takenFromHeap: [...G.turn.takenFromHeap, ...cards] } });
    Object.assign(G, logEvent(picked, { kind: 'take', player: scope.owner, cards }));
  },
});
