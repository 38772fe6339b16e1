import { argsObject, defineStep } from '../../../kit/script/index.ts';
import type { BiasState } from '../../state.ts';
import { hostOf } from '../host.ts';

/**
 * The counter never passes the last round space here: the A.I. becomes autonomous only when a
 * round ends on that space, so a card cannot end the game in the middle of a round.
 */
export const moveAutonomyStep = defineStep<{ by: number }, BiasState>({
  name: 'move-autonomy',
  description:
    'Moves the Autonomy counter forward (or back, with a negative number), never before space 1 nor past the last round space. The game still ends only when a round ends.',
  args: argsObject({ by: { type: 'integer', description: 'Spaces to move: 1 forward, -1 back.', examples: [1, -1] } }, ['by']),
  example: { by: -1 },
  run({ G, args, host }) {
    const last = hostOf(host).content.rules.autonomy.spaces;
    G.autonomy = Math.max(1, Math.min(last, G.autonomy + Number(args.by)));
  },
});
