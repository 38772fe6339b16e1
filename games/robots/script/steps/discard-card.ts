import { argsObject, defineStep, refs } from '../../../kit/script/index.ts';
import { discardCard } from '../../rules/powers.ts';
import { handOf } from '../../rules/table.ts';
import type { RobotsState } from '../../state.ts';
import { hostOf, scriptOf } from '../host.ts';

/**
 * A discard made by a power (Extra Parts): like the turn's discard, the card's own power
 * fires if it may, as a script nested in this one. Which cards may be discarded is the
 * choice's business (`where: { discardable: true }`, rules/discard.ts `discardBar`). A discard that empties the hand fires
 * nothing; the hand ends when the power is over.
 */
export const discardCardStep = defineStep<{ card: string | null }, RobotsState>({
  name: 'discard-card',
  description:
    "The card's owner throws a card from their hand onto the Scrap Heap as a discard: if the card carries a power that may fire, that power runs at once (its decisions too), then this script goes on. Discarding the last card of the hand fires nothing and ends the hand once this power is over. Choose the card with `where: { discardable: true }` so that the discard rules hold (a power card picked up this turn, a Recycle under a Force Field).",
  args: argsObject({ card: { ...refs.value, description: 'The card to discard, e.g. `$card` chosen from the hand.' } }, ['card']),
  example: { card: '$card' },
  run({ G, args, host, scope }) {
    const card = args.card;
    if (!card || !handOf(G, scope.owner).includes(card)) return undefined;
    const out = discardCard(hostOf(host).content, G, scope.owner, card);
    Object.assign(G, out.G);
    return out.fires ? { call: { script: scriptOf(out.fires), self: card, owner: scope.owner } } : undefined;
  },
});
