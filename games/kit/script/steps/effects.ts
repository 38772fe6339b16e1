import { argsObject, refs } from '../schema/refs.ts';
import type { ScriptValue } from '../types.ts';
import { defineStep } from '../vocabulary.ts';

export const addEffectStep = defineStep<{ effect: string; until: string; owner?: string; data?: Record<string, ScriptValue> }>({
  name: 'add-effect',
  description:
    "Puts a lasting effect in place until a named moment (e.g. `end-of-next-player-turn`). The game's rules honour it while it lasts: the effects a game knows are listed in its vocabulary.",
  args: argsObject(
    {
      effect: { ...refs.effect, description: 'Which effect.' },
      until: { ...refs.duration, description: 'When it ends.' },
      owner: { ...refs.player, description: "Whose effect it is; the card's owner when left out." },
      data: {
        type: 'object',
        description: 'Details the game reads, e.g. `{ amount: 1 }` or `{ target: $target }`.',
        additionalProperties: false,
        patternProperties: { '^[a-z][a-z0-9-]*$': { type: ['string', 'number', 'boolean'] } },
      },
    },
    ['effect', 'until'],
  ),
  example: { effect: 'shield', until: 'end-of-next-player-turn' },
  run(context) {
    const { args } = context;
    context.effects.add({ effect: args.effect, until: args.until, owner: context.player(args.owner), source: context.scope.self, data: args.data });
  },
});

export const endEffectStep = defineStep<{ effect: string; owner?: string }>({
  name: 'end-effect',
  description: 'Ends an effect before its time, e.g. when the card that holds it is turned face down.',
  args: argsObject(
    {
      effect: { ...refs.effect, description: 'Which effect.' },
      owner: { ...refs.player, description: "Only this player's; the card's owner when left out." },
    },
    ['effect'],
  ),
  example: { effect: 'shield' },
  run(context) {
    context.effects.end({ effect: context.args.effect, owner: context.player(context.args.owner) });
  },
});
