import { argsObject, refs } from '../script/schema/refs.ts';
import { takeCards } from '../script/steps/move.ts';
import { defineStep, type StepDefinition } from '../script/vocabulary.ts';
import type { CardTableState } from './table-state.ts';
import { reverseOrder, skipSeats } from './turn-order.ts';

export const skipStep = defineStep<{ count?: number }, CardTableState>({
  name: 'skip',
  description: 'The next player (or the next `count` players) in the direction of play miss their turn: play passes over them once.',
  args: argsObject({ count: { ...refs.number, description: 'How many players are passed over; 1 when left out.' } }),
  example: { count: 1 },
  run({ G, args }) {
    skipSeats(G.order, args.count ?? 1);
  },
});

export const reverseStep = defineStep<Record<string, never>, CardTableState>({
  name: 'reverse',
  description: 'Play goes the other way round the table from now on; `next` and `previous` in later steps follow the new direction.',
  args: argsObject({}),
  example: {},
  run({ G }) {
    reverseOrder(G.order);
  },
});

export const dealStep = defineStep<{ count: number; from?: unknown; to?: string }, CardTableState>({
  name: 'deal',
  description: "Deals `count` cards to every player, one at a time round the table in play order, from the game's draw pile (refilled as its rules say when it runs short).",
  args: argsObject(
    {
      count: { ...refs.number, description: 'Cards to each player.' },
      from: { ...refs.zone, description: "Another pile to deal from instead of the game's draw pile." },
      to: { type: 'string', description: "The per-player zone they go to; the game's hand when left out." },
    },
    ['count'],
  ),
  example: { count: 2 },
  run(context) {
    const from = context.zones.one(context.args.from ?? context.defaults.draw);
    for (let round = 0; round < context.args.count; round++) {
      for (const player of context.players) context.zones.insert({ zone: context.args.to ?? context.defaults.hand, of: player }, takeCards(context, from, 1, 'top', []), 'bottom');
    }
  },
});

export const reshuffleStep = defineStep<{ zone?: unknown }, CardTableState>({
  name: 'reshuffle',
  description: "Refills a pile now as the game's table declares (all but the kept top cards of the discard pile, shuffled, go under it), however many cards it still holds.",
  args: argsObject({ zone: { ...refs.zone, description: "The pile to refill; the game's draw pile when left out." } }),
  example: {},
  run(context) {
    context.zones.ensure(context.zones.one(context.args.zone ?? context.defaults.draw), Number.MAX_SAFE_INTEGER);
  },
});

/** Steps every card game's scripts get beside the kit's own (cardGameVocabulary adds them). */
export const CARD_GAME_STEPS: StepDefinition<CardTableState>[] = [skipStep, reverseStep, dealStep, reshuffleStep];
