import { argsObject, refs } from '../schema/refs.ts';
import { defineStep } from '../vocabulary.ts';
import { askOrStore, chooseProperties, isProtected, type ChooseArgs } from './choose.ts';

interface ChoosePlayerArgs extends ChooseArgs {
  among?: string;
  optional?: boolean;
}

export const choosePlayerStep = defineStep<ChoosePlayerArgs>({
  name: 'choose-player',
  description: 'A player chooses a player at the table: an opponent, themselves, or anyone.',
  args: argsObject(
    {
      among: { ...refs.owners, description: '`opponent`, `self` or `any`; `opponent` when left out.' },
      optional: { type: 'boolean', description: 'May choose nobody (the result is then empty).' },
      ...chooseProperties,
    },
    ['as', 'prompt'],
  ),
  example: { among: 'opponent', as: 'target', prompt: 'Choose an opponent' },
  run(context) {
    const { args, scope } = context;
    const among = args.among ?? 'opponent';
    const options = context.players.filter((p) => {
      if (isProtected(context, args, p)) return false;
      if (among === 'any') return true;
      if (among === 'self') return p === scope.owner;
      if (among === 'opponent') return p !== scope.owner;
      return p === context.player(among);
    });
    return askOrStore(context, { kind: 'player', options, min: args.optional ? 0 : 1, max: 1 });
  },
});
