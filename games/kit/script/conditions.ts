import { argsObject, refs } from './schema/refs.ts';
import { cardPasses, matchesFilter } from './values.ts';
import { defineCondition, type ConditionDefinition } from './vocabulary.ts';

const allCondition = defineCondition<unknown[]>({
  name: 'all',
  description: 'Holds when every condition in the list holds.',
  args: { type: 'array', minItems: 1, items: refs.condition },
  example: [{ chosen: '$card' }, { count: { zone: 'hand', 'at-least': 2 } }],
  test: (context) => context.args.every((c) => context.test(c)),
});

const anyCondition = defineCondition<unknown[]>({
  name: 'any',
  description: 'Holds when at least one condition in the list holds.',
  args: { type: 'array', minItems: 1, items: refs.condition },
  example: [{ count: { zone: 'deck', 'at-most': 0 } }, { 'effect-active': { effect: 'shield' } }],
  test: (context) => context.args.some((c) => context.test(c)),
});

const notCondition = defineCondition<unknown>({
  name: 'not',
  description: 'Holds when the condition inside does not.',
  args: refs.condition,
  example: { chosen: '$target' },
  test: (context) => !context.test(context.args),
});

const countCondition = defineCondition<{ zone: unknown; where?: Record<string, unknown>; 'at-least'?: number; 'at-most'?: number }>({
  name: 'count',
  description: 'Counts the cards in a zone (those passing `where`, if given) and compares: `at-least`, `at-most`, or both.',
  args: argsObject(
    {
      zone: { ...refs.zone, description: 'The zone to count; several zones (e.g. `owner: opponent`) add up.' },
      where: { ...refs.cardFilter, description: 'Count only cards with these facts.' },
      'at-least': { ...refs.number, description: 'Holds when there are this many or more.' },
      'at-most': { ...refs.number, description: 'Holds when there are this many or fewer.' },
    },
    ['zone'],
  ),
  example: { zone: 'hand', 'at-least': 2 },
  test(context) {
    const { args, zones } = context;
    const n = zones
      .resolve(args.zone)
      .flatMap((key) => zones.read(key))
      .filter((card) => cardPasses(zones, card, args.where)).length;
    return (args['at-least'] === undefined || n >= Number(args['at-least'])) && (args['at-most'] === undefined || n <= Number(args['at-most']));
  },
});

const chosenCondition = defineCondition<unknown>({
  name: 'chosen',
  description: 'Holds when a variable holds something: an optional choice was made, or a list is not empty.',
  args: { ...refs.value, description: 'The variable, e.g. `$target`.' },
  example: '$target',
  test: ({ args }) => args !== null && args !== undefined && !(Array.isArray(args) && args.length === 0),
});

const equalCondition = defineCondition<unknown[]>({
  name: 'equal',
  description: 'Holds when two values are the same, e.g. an option picked and its id, or a chosen player and `$owner`.',
  args: { type: 'array', minItems: 2, maxItems: 2, items: { type: ['string', 'number', 'boolean'] } },
  example: ['$pick', 'draw'],
  test: ({ args }) => JSON.stringify(args[0]) === JSON.stringify(args[1]),
});

const cardMatchesCondition = defineCondition<{ card: unknown; where: Record<string, unknown> }>({
  name: 'card-matches',
  description: 'Holds when a card has the facts in `where` (e.g. its colour or number).',
  args: argsObject({ card: { ...refs.cards, description: 'The card, e.g. `$self`.' }, where: { ...refs.cardFilter, description: 'The facts the card must have.' } }, ['card', 'where']),
  example: { card: '$self', where: { value: { min: 5 } } },
  test: (context) => {
    const cards = context.cards(context.args.card);
    return cards.length > 0 && cards.every((c) => matchesFilter(context.zones.cardFacts(c), context.args.where));
  },
});

const effectActiveCondition = defineCondition<{ effect: string; owner?: string }>({
  name: 'effect-active',
  description: 'Holds while an effect is in place (anyone\'s, or only `owner`\'s).',
  args: argsObject({ effect: { ...refs.effect, description: 'Which effect.' }, owner: { ...refs.player, description: 'Only this player\'s effect.' } }, ['effect']),
  example: { effect: 'shield', owner: '$target' },
  test: (context) => {
    const { effect, owner } = context.args;
    return context.effects.active({ effect, owner: owner === undefined ? undefined : context.player(owner) }).length > 0;
  },
});

export const KIT_CONDITIONS: ConditionDefinition[] = [
  allCondition,
  anyCondition,
  notCondition,
  countCondition,
  chosenCondition,
  equalCondition,
  cardMatchesCondition,
  effectActiveCondition,
];
