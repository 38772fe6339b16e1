import { argsObject, refs } from '../schema/refs.ts';
import { cardPasses } from '../values.ts';
import { defineStep } from '../vocabulary.ts';
import { askOrStore, bounds, chooseProperties, isProtected, zoneOwner, type ChooseArgs } from './choose.ts';

interface ChooseCardArgs extends ChooseArgs {
  from: unknown;
  where?: Record<string, unknown>;
  except?: unknown;
  count?: unknown;
}

export const chooseCardStep = defineStep<ChooseCardArgs>({
  name: 'choose-card',
  description:
    'A player chooses cards from a zone (or from every zone a reference means, e.g. all opponents\' groups). Only cards passing `where` and not in `except` can be chosen. With no real choice the engine picks without asking; with nothing to choose, the result is empty.',
  args: argsObject(
    {
      from: { ...refs.zone, description: 'Where the cards are.' },
      where: { ...refs.cardFilter, description: 'Only cards with these facts, e.g. `{ number: { min: 10 } }`.' },
      except: { ...refs.cards, description: 'Cards that cannot be chosen, e.g. `$self`.' },
      count: { ...refs.choiceCount, description: 'How many: a number, or `{ min, max }`; 1 when left out.' },
      ...chooseProperties,
    },
    ['from', 'as', 'prompt'],
  ),
  example: { from: 'hand', count: 1, as: 'card', prompt: 'Discard a card' },
  run(context) {
    const { args, zones } = context;
    const except = context.cards(args.except);
    const keys = zones.resolve(args.from).filter((key) => {
      const owner = zoneOwner(context, key);
      return owner === undefined || !isProtected(context, args, owner);
    });
    const options = keys
      .flatMap((key) => zones.read(key))
      .filter((card) => !except.includes(card) && cardPasses(zones, card, args.where));
    return askOrStore(context, { kind: 'card', options, ...bounds(args.count), zones: keys });
  },
});
