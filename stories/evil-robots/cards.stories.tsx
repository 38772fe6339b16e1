import type { Meta, StoryObj } from '@storybook/react-vite';
import { PieceLooksProvider } from '../../ui/boards/evil-robots/piece-looks.tsx';
import { OneRobotCard, Pieces, PowerCards, RobotCards } from './card-gallery.tsx';
import { evilContent as content } from './fixtures.ts';

/**
 * The pieces of Evil Robots, all drawn from content/evil-robots: every Robot Card (by deck),
 * one Robot Card at every size, every Power Card, the coins, Action Tokens and Influence. A card
 * added to the YAML appears here with no TypeScript to touch.
 */
const meta = {
  title: 'Evil Robots/Cards',
  component: RobotCards,
  parameters: { layout: 'padded' },
  // The pieces' look is content (card-formats.yaml's pieces), as the table provides it.
  decorators: [
    (Story) => (
      <PieceLooksProvider content={content}>
        <Story />
      </PieceLooksProvider>
    ),
  ],
} satisfies Meta<typeof RobotCards>;

export default meta;
const hidden = { content: { table: { disable: true } } };

export const EveryRobotCard: StoryObj<typeof RobotCards> = {
  name: `Every Robot Card (${content.robots.robots.length}), Left and Right`,
  args: { content, deck: 'both', size: 'regular' },
  argTypes: { ...hidden, deck: { control: 'inline-radio', options: ['left', 'right', 'both'] }, size: { control: 'inline-radio', options: ['regular', 'small', 'tiny'] } },
};

export const EveryRobotCardSmall: StoryObj<typeof RobotCards> = {
  name: 'Every Robot Card as the face-up area draws it (small)',
  args: { content, deck: 'both', size: 'small' },
  argTypes: hidden,
};

export const OneCard: StoryObj<typeof OneRobotCard> = {
  name: 'One Robot Card at every size (pick it)',
  render: (args) => <OneRobotCard {...args} />,
  args: { content, card: content.robots.robots[0].id },
  argTypes: { ...hidden, card: { control: 'select', options: content.robots.robots.map((r) => r.id) } },
};

export const EveryPowerCard: StoryObj<typeof PowerCards> = {
  name: 'Every Power Card, and the zero side',
  render: (args) => <PowerCards {...args} />,
  args: { content },
  argTypes: hidden,
};

export const CoinsTokensInfluence: StoryObj<typeof Pieces> = {
  name: 'Coins (heads, tails, hidden, yours, peeked), Action Tokens, Influence',
  render: (args) => <Pieces {...args} />,
  args: { content },
  argTypes: hidden,
};
