import { argsObject, refs } from '../schema/refs.ts';
import { defineStep } from '../vocabulary.ts';

export const shuffleStep = defineStep<{ zone: unknown }>({
  name: 'shuffle',
  description: "Shuffles a zone with the match's seeded randomness, so a replay shuffles the same way.",
  args: argsObject({ zone: { ...refs.zone, description: 'The zone to shuffle.' } }, ['zone']),
  example: { zone: 'deck' },
  run(context) {
    const key = context.zones.one(context.args.zone);
    context.zones.write(key, context.shuffle(context.zones.read(key)));
  },
});
