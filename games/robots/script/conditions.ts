import { argsObject, defineCondition, refs } from '../../kit/script/index.ts';
import { forceFieldAgainst } from '../rules/force-field.ts';
import type { RobotsState } from '../state.ts';

/** Whether another player's Force Field bars a player from the Scrap Heap now. */
export const heapBarredCondition = defineCondition<{ player?: string }, RobotsState>({
  name: 'heap-barred',
  description: "Holds while another player's Force Field bars the player (the card's owner when left out) from taking cards from the Scrap Heap.",
  args: argsObject({ player: { ...refs.player, description: "Whose access to test; the card's owner when left out." } }),
  example: {},
  test: (context) => forceFieldAgainst(context.G, context.player(context.args.player)) !== undefined,
});
