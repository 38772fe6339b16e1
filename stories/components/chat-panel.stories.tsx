import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ChatPanel } from '../../ui/components/chat/chat-panel.tsx';
import { chatBlockReason } from '../../ui/boards/are-you-a-robot/chat-block.ts';
import { chatLog, extendedConversion, NAMES, tableProps } from '../are-you-a-robot/fixtures.ts';

/** The reason the game's chat policy gives this viewer of the Extended fixture. */
const reasonFor = (viewer: string | null) => {
  const { G, ctx } = tableProps(extendedConversion, viewer);
  return chatBlockReason(G, ctx, viewer);
};

const meta = {
  title: 'Components/Chat',
  component: ChatPanel,
  args: { messages: chatLog, names: Object.fromEntries(NAMES.map((n, i) => [String(i), n])), onSend: fn() },
  decorators: [(Story) => <div style={{ maxWidth: '22rem' }}>{Story()}</div>],
} satisfies Meta<typeof ChatPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Enabled: Story = {};
export const Empty: Story = { args: { messages: [] } };
export const DisabledSpectator: Story = { name: 'Disabled: a spectator', args: { disabledReason: reasonFor(null) } };
export const DisabledEliminated: Story = { name: 'Disabled: out of the game', args: { disabledReason: reasonFor('3') } };
