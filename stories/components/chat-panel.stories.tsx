import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChatDock } from '../../ui/components/chat/chat-dock.tsx';
import { ChatPanel } from '../../ui/components/chat/chat-panel.tsx';
import { chatBlockReason } from '../../ui/boards/are-you-a-robot/chat-block.ts';
import { endings } from '../are-you-a-robot/end-states.ts';
import { chatLog, extendedConversion, NAMES, tableProps } from '../are-you-a-robot/fixtures.ts';

/** The reason the game's chat policy gives this viewer of the Extended fixture. */
const reasonFor = (viewer: string | null) => {
  const { G, ctx } = tableProps(extendedConversion, viewer);
  return chatBlockReason(G, ctx, viewer);
};

const names = Object.fromEntries(NAMES.map((n, i) => [String(i), n]));

const meta = {
  title: 'Components/Chat',
  component: ChatPanel,
  args: { messages: chatLog, names, onSend: fn() },
  decorators: [(Story) => <div style={{ maxWidth: '22rem' }}>{Story()}</div>],
} satisfies Meta<typeof ChatPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Enabled: Story = {};
export const Empty: Story = { args: { messages: [] } };
export const YourOwnLines: Story = { name: 'Your own lines marked', args: { me: '0' } };
export const FillsAColumn: Story = {
  name: 'Filling a full-height column',
  args: { fill: true, me: '2' },
  decorators: [(Story) => <div style={{ height: '32rem', padding: '0.8rem', background: '#121826' }}>{Story()}</div>],
};
export const DisabledSpectator: Story = { name: 'Disabled: a spectator', args: { disabledReason: reasonFor(null) } };
export const DisabledEliminated: Story = { name: 'Disabled: out of the game', args: { disabledReason: reasonFor('3') } };
export const OpenAfterTheEnd: Story = {
  name: 'Open again after the end, even for a player who was out',
  args: (() => {
    const { G, ctx } = tableProps(endings.humansZappedRobot.G, '2', endings.humansZappedRobot.gameover);
    return { disabledReason: chatBlockReason(G, ctx, '2'), me: '2' };
  })(),
};

/** The phone's bottom bar: the chat one tap away, a badge for what arrived while it was shut. */
export const DockedOnAPhone: Story = {
  name: 'Docked at the bottom of a phone',
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ height: '40rem' }}>{Story()}</div>],
  render: (args) => (
    <ChatDock
      tabs={[
        { id: 'chat', label: 'Table talk', count: 0, preview: 'Bo: Nobody shake hands yet, please.', content: <ChatPanel {...args} fill headingHidden />, keepMounted: true },
        { id: 'log', label: 'Log', count: 0, preview: 'Ada offers Bo a handshake.', content: <p>The log goes here.</p> },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByTestId('dock-chat'));
    await expect(canvas.getByTestId('chat-input')).toBeVisible();
  },
};
