import { argsObject, refs } from '../schema/refs.ts';
import type { Step } from '../types.ts';
import { defineStep } from '../vocabulary.ts';

export const ifStep = defineStep<{ condition: unknown; then: Step[]; else?: Step[] }>({
  name: 'if',
  description: 'Runs `then` when the condition holds, else `else` (if given). Conditions are listed under "Conditions".',
  args: argsObject(
    {
      condition: { ...refs.condition, description: 'What must hold, e.g. `{ count: { zone: hand, at-least: 1 } }`.' },
      then: { ...refs.script, description: 'Steps to run when it holds.' },
      else: { ...refs.script, description: 'Steps to run when it does not.' },
    },
    ['condition', 'then'],
  ),
  example: { condition: { count: { zone: 'deck', 'at-least': 1 } }, then: [{ draw: { count: 1 } }], else: [{ shuffle: { zone: 'discard-pile' } }] },
  run(context) {
    const branch = context.test(context.args.condition) ? context.args.then : context.args.else;
    return branch ? { push: { steps: branch } } : undefined;
  },
});

export const repeatStep = defineStep<{ times: number; steps: Step[] }>({
  name: 'repeat',
  description: 'Runs its steps a number of times, one round after the other (a choice in round one is made before round two starts).',
  args: argsObject(
    {
      times: { ...refs.number, description: 'How many times.' },
      steps: { ...refs.script, description: 'The steps to repeat.' },
    },
    ['times', 'steps'],
  ),
  example: {
    times: 2,
    steps: [{ 'choose-card': { from: 'hand', as: 'card', prompt: 'Discard a card' } }, { discard: { cards: '$card' } }],
  },
  run(context) {
    return { push: { steps: context.args.steps, times: Number(context.args.times) } };
  },
});

export const forEachStep = defineStep<{ in: unknown; as: string; steps: Step[] }>({
  name: 'for-each',
  description: 'Runs its steps once for each value of a list (e.g. the cards chosen earlier), with `$as` set to that value.',
  args: argsObject(
    {
      in: { ...refs.cards, description: 'The list, e.g. `$chosen`.' },
      as: { ...refs.variable, description: 'The name each value is read under in the steps.' },
      steps: { ...refs.script, description: 'The steps to run for each value.' },
    },
    ['in', 'as', 'steps'],
  ),
  example: { in: '$chosen', as: 'card', steps: [{ put: { cards: '$card', to: 'deck', at: 'bottom' } }] },
  run(context) {
    return { push: { steps: context.args.steps, each: { as: context.args.as, values: context.cards(context.args.in) } } };
  },
});

export const forEachPlayerStep = defineStep<{ among?: string; as: string; steps: Step[] }>({
  name: 'for-each-player',
  description: 'Runs its steps once for each matching player in seat order from the card\'s owner, with `$as` set to that player.',
  args: argsObject(
    {
      among: { ...refs.owners, description: '`opponent`, `self` or `any`; `any` when left out.' },
      as: { ...refs.variable, description: 'The name each player is read under in the steps.' },
      steps: { ...refs.script, description: 'The steps to run for each player.' },
    },
    ['as', 'steps'],
  ),
  example: { among: 'opponent', as: 'victim', steps: [{ draw: { player: '$victim', count: 1 } }] },
  run(context) {
    const { players, scope } = context;
    const start = players.indexOf(scope.owner);
    const ordered = players.map((_, i) => players[(start + i) % players.length]);
    const among = context.args.among ?? 'any';
    const values = ordered.filter((p) => among === 'any' || (among === 'self' ? p === scope.owner : among === 'opponent' ? p !== scope.owner : p === context.player(among)));
    return { push: { steps: context.args.steps, each: { as: context.args.as, values } } };
  },
});
