import { argsObject, refs } from '../schema/refs.ts';
import { defineStep } from '../vocabulary.ts';
import { askOrStore, chooseProperties, isProtected, zoneOwner, type ChooseArgs } from './choose.ts';

interface ChooseGroupArgs extends ChooseArgs {
  from: unknown;
  optional?: boolean;
}

export const chooseGroupStep = defineStep<ChooseGroupArgs>({
  name: 'choose-group',
  description:
    "A player chooses one group of cards (what the game calls a spread, a tableau...). Say whose with `owner` and which with `where` in `from`, e.g. `{ zone: spread, owner: opponent }`.",
  args: argsObject(
    {
      from: { ...refs.zone, description: 'The group zone and which of its groups may be chosen.' },
      optional: { type: 'boolean', description: 'May choose none (the result is then empty).' },
      ...chooseProperties,
    },
    ['from', 'as', 'prompt'],
  ),
  example: { from: { zone: 'pile', owner: 'opponent' }, as: 'pile', prompt: "Choose an opponent's pile" },
  run(context) {
    const { args, zones } = context;
    const options = zones
      .resolve(args.from)
      .filter((key) => {
        const owner = zoneOwner(context, key);
        return owner === undefined || !isProtected(context, args, owner);
      })
      .map((key) => key.of!);
    return askOrStore(context, { kind: 'group', options, min: args.optional ? 0 : 1, max: 1 });
  },
});
