import { argsObject, refs } from '../schema/refs.ts';
import { defineStep } from '../vocabulary.ts';

interface DiscardArgs {
  cards: unknown;
  to?: unknown;
}

export const discardStep = defineStep<DiscardArgs>({
  name: 'discard',
  description:
    "Puts cards on top of the game's discard pile (or `to` another zone), one by one in the order given. A game whose discards trigger powers adds its own step for that.",
  args: argsObject(
    {
      cards: { ...refs.cards, description: 'The cards to discard, e.g. `$card`.' },
      to: { ...refs.zone, description: "Another zone instead of the game's discard pile." },
    },
    ['cards'],
  ),
  example: { cards: '$card' },
  run(context) {
    const { args, zones } = context;
    const cards = context.cards(args.cards).filter((c) => zones.locate(c) !== undefined);
    zones.remove(cards);
    zones.insert(zones.one(args.to ?? context.defaults.discard), [...cards].reverse(), 'top');
  },
});
