import { argsObject, refs } from '../schema/refs.ts';
import { defineStep } from '../vocabulary.ts';

interface PutArgs {
  cards: unknown;
  to: unknown;
  at?: 'top' | 'bottom';
}

export const putStep = defineStep<PutArgs>({
  name: 'put',
  description:
    'Puts named cards (usually chosen by an earlier step) into a zone, wherever they are now. They go as a block in the order given: the first named ends nearest the top.',
  args: argsObject(
    {
      cards: { ...refs.cards, description: 'The cards to move, e.g. `$chosen`.' },
      to: { ...refs.zone, description: 'Where they go.' },
      at: { ...refs.position, description: 'Which end of the zone; `top` when left out.' },
    },
    ['cards', 'to'],
  ),
  example: { cards: '$chosen', to: 'hand' },
  run(context) {
    const { args, zones } = context;
    const cards = context.cards(args.cards).filter((c) => zones.locate(c) !== undefined);
    zones.remove(cards);
    zones.insert(zones.one(args.to), cards, args.at ?? 'top');
  },
});
