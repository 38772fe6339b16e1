import type { Meta, StoryObj } from '@storybook/react-vite';
import { AlgorithmCards, BeliefCards, ChipCounts, IdentityCards, LifeCardOutcomes, LifeCards } from './card-gallery.tsx';
import { biasContent as content } from './fixtures.ts';

/**
 * The pieces of Bias Effect, all drawn from content/bias-effect: every Identity, Belief,
 * Algorithm and Life card, and the data chip. A card added to the YAML appears here (and in
 * its own story under Cards/bias-effect).
 */
const meta = {
  title: 'Bias Effect/Cards',
  component: IdentityCards,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof IdentityCards>;

export default meta;
const hidden = { content: { table: { disable: true } } };

export const EveryIdentity: StoryObj<typeof IdentityCards> = {
  name: `Every Identity card (${content.identities.identities.length})`,
  args: { content },
  argTypes: hidden,
};

export const EveryBelief: StoryObj<typeof BeliefCards> = {
  name: 'Every Belief card, Left and Right',
  render: (args) => <BeliefCards {...args} />,
  args: { content, side: 'left' },
  argTypes: { ...hidden, side: { control: 'inline-radio', options: ['left', 'right', 'both'] } },
};

export const EveryAlgorithm: StoryObj<typeof AlgorithmCards> = {
  name: 'Every Algorithm card',
  render: (args) => <AlgorithmCards {...args} />,
  args: { content, byValue: false },
  argTypes: hidden,
};

export const EveryLife: StoryObj<typeof LifeCards> = {
  name: 'Every Life card (BLUE, RED, BLACK outcomes)',
  render: (args) => <LifeCards {...args} />,
  args: { content, lit: 'none' },
  argTypes: { ...hidden, lit: { control: 'inline-radio', options: ['none', 'left', 'right', 'neutral'] } },
};

export const LifeLeaningRight: StoryObj<typeof LifeCards> = {
  name: 'Every Life card as the table shows it when the A.I. leans Right',
  render: (args) => <LifeCards {...args} />,
  args: { content, lit: 'right' },
  argTypes: hidden,
};

export const OneLifeCard: StoryObj<typeof LifeCardOutcomes> = {
  name: 'One Life card, each outcome lit',
  render: (args) => <LifeCardOutcomes {...args} />,
  args: { content, life: content.life.life[0].id },
  argTypes: { ...hidden, life: { control: 'select', options: content.life.life.map((l) => l.id) } },
};

export const DataChips: StoryObj<typeof ChipCounts> = {
  name: 'Data chips as pieces',
  render: (args) => <ChipCounts {...args} />,
  args: { content },
  argTypes: hidden,
};
