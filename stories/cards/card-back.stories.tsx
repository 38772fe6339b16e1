import type { Meta, StoryObj } from '@storybook/react-vite';
import { CardBack } from '../../ui/components/card/card-back.tsx';

const meta = {
  title: 'Cards/Card back',
  component: CardBack,
  parameters: { layout: 'centered' },
  args: { game: 'are-you-a-robot', title: 'Are You A Robot?' },
  argTypes: { size: { control: 'inline-radio', options: ['regular', 'small', 'tiny'] } },
} satisfies Meta<typeof CardBack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AreYouARobot: Story = { name: 'Are You A Robot?' };
export const Small: Story = { args: { size: 'small' } };
export const Tiny: Story = { args: { size: 'tiny', title: '?' } };
