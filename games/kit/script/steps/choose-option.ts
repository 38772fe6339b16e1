import { argsObject, refs } from '../schema/refs.ts';
import { defineStep } from '../vocabulary.ts';
import { askOrStore, chooseProperties, type ChooseArgs } from './choose.ts';

interface ChooseOptionArgs extends ChooseArgs {
  options?: { id: string; text: string }[];
  from?: string;
}

const { as, prompt, chooser } = chooseProperties;

export const chooseOptionStep = defineStep<ChooseOptionArgs>({
  name: 'choose-option',
  description:
    'A player picks one of a few options written on the card ("choose one: ..."), or one of a list the game reads from its content (`from: suits`); test the result with `equal` in an `if`.',
  args: {
    ...argsObject(
      {
        options: {
          type: 'array',
          minItems: 2,
          description: 'The options: an `id` to test later and the `text` the player reads.',
          items: argsObject({ id: { ...refs.variable, description: 'A short name for this option.' }, text: { ...refs.text, description: 'What the player reads for this option.' } }, ['id', 'text']),
        },
        from: { ...refs.list, description: "Instead of `options`: one of the lists the game declares, e.g. the deck's suits." },
        as,
        prompt,
        chooser,
      },
      ['as', 'prompt'],
    ),
    // Exactly one source of options: written out, or a list the game reads from content.
    oneOf: [{ properties: { options: true }, required: ['options'] }, { properties: { from: true }, required: ['from'] }],
  },
  example: { options: [{ id: 'draw', text: 'Draw two cards' }, { id: 'steal', text: 'Take a card from an opponent' }], as: 'pick', prompt: 'Choose one' },
  run(context) {
    const { from } = context.args;
    const options = from === undefined ? (context.args.options ?? []) : context.list(from);
    const labels = Object.fromEntries(options.map((o) => [o.id, o.text]));
    return askOrStore(context, { kind: 'option', options: options.map((o) => o.id), min: 1, max: 1, labels });
  },
});
