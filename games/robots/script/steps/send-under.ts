import { argsObject, defineStep, refs } from '../../../kit/script/index.ts';
import type { RobotsState } from '../../state.ts';

interface SendUnderArgs {
  cards: unknown;
  pile: unknown;
  lowest?: unknown;
  chooser?: string;
  prompt?: string;
}

/**
 * Cards slipped under a pile (the Scrap Heap, the Robot Factory) in an order a player
 * chooses, with the power card (`lowest`) always at the very bottom.
 */
export const sendUnderStep = defineStep<SendUnderArgs, RobotsState>({
  name: 'send-under',
  description:
    "Puts cards, wherever they are, under a pile. `chooser` (the card's owner when left out) orders them: the first chosen ends nearest the top. `lowest` (the power card) always goes at the very bottom, below them all. With one card or none to order, nobody is asked.",
  args: argsObject(
    {
      cards: { ...refs.cards, description: 'The cards to order and send, e.g. `$returned`.' },
      pile: { ...refs.zone, description: 'The pile they go under: `scrap-heap` or `factory`.' },
      lowest: { ...refs.cards, description: 'The card that goes at the very bottom, e.g. `$self`.' },
      chooser: { ...refs.player, description: 'Who orders the cards, e.g. `$victim`.' },
      prompt: { ...refs.text, description: 'What the chooser is asked; a plain default when left out.' },
    },
    ['cards', 'pile'],
  ),
  example: { cards: ['$target'], pile: 'scrap-heap', lowest: '$self', chooser: '$victim', prompt: 'Order the cards going under the Scrap Heap' },
  run(context) {
    const { args, zones } = context;
    const lowest = context.cards(args.lowest).filter((c) => zones.locate(c) !== undefined);
    const cards = context.cards(args.cards).filter((c) => !lowest.includes(c) && zones.locate(c) !== undefined);
    if (context.answer === undefined) {
      const prompt = args.prompt ?? 'Order the cards going under the pile: the first nearest the top';
      return { ask: { player: context.player(args.chooser), kind: 'order', prompt, options: cards, min: cards.length, max: cards.length } };
    }
    const ordered = [...context.answer, ...lowest];
    zones.remove(ordered);
    zones.insert(zones.one(args.pile), ordered, 'bottom');
    return undefined;
  },
});
