import { argsObject, refs } from '../schema/refs.ts';
import { defineStep } from '../vocabulary.ts';
import { takeCards } from './move.ts';

interface DrawArgs {
  count?: number;
  player?: string;
  from?: unknown;
  as?: string;
}

export const drawStep = defineStep<DrawArgs>({
  name: 'draw',
  description:
    "A player draws cards from the top of the game's draw pile into their hand. If the pile runs short, the game refills it as its rules say (e.g. reshuffling the discards).",
  args: argsObject({
    count: { ...refs.number, description: 'How many cards; 1 when left out.' },
    player: { ...refs.player, description: 'Who draws; the card\'s owner when left out.' },
    from: { ...refs.zone, description: "Another pile to draw from instead of the game's draw pile." },
    as: { ...refs.variable, description: 'Remember the drawn cards under this name.' },
  }),
  example: { count: 2 },
  run(context) {
    const piles = context.defaults;
    const who = context.player(context.args.player);
    const from = context.zones.one(context.args.from ?? piles.draw);
    const drawn = takeCards(context, from, context.args.count ?? 1, 'top', []);
    context.zones.insert({ zone: piles.hand, of: who }, drawn, 'bottom');
    if (context.args.as) context.set(context.args.as, drawn);
  },
});
