import { argsObject, refs } from '../schema/refs.ts';
import { defineStep } from '../vocabulary.ts';
import { askOrStore, chooseProperties, type ChooseArgs } from './choose.ts';

interface ChooseOrderArgs extends ChooseArgs {
  cards: unknown;
}

const { as, prompt, chooser } = chooseProperties;

export const chooseOrderStep = defineStep<ChooseOrderArgs>({
  name: 'choose-order',
  description:
    'A player puts several cards in an order. The result is the ordered list; `put` keeps that order, so the first card chosen ends nearest the top.',
  args: argsObject({ cards: { ...refs.cards, description: 'The cards to order.' }, as, prompt, chooser }, ['cards', 'as', 'prompt']),
  example: { cards: '$broken', chooser: '$victim', as: 'ordered', prompt: 'Order the cards going under the pile' },
  run(context) {
    const options = context.cards(context.args.cards);
    return askOrStore(context, { kind: 'order', options, min: options.length, max: options.length });
  },
});
