import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import content from 'virtual:tablewright/content';
import type { KitContent } from '../../games/kit/kit-content-files.ts';
import { BOT_SEAT_DATA } from '../../games/kit/bots/bot-seat.ts';
import { WaitingRoom } from '../../ui/match/waiting-room.tsx';
import '../../ui/match/match.css';

/** The room every match opens in until each seat is held: what the host and the invited see. */
const meta = {
  title: 'Match/Waiting room',
  component: WaitingRoom,
  args: {
    gameId: 'are-you-a-robot',
    matchID: 'story-match',
    playerID: '0',
    content: (content as Record<string, Partial<KitContent>>)['are-you-a-robot'],
    chatMessages: [],
    sendChatMessage: fn(),
    seats: [
      { id: 0, name: 'Ada', isConnected: true },
      { id: 1 },
      { id: 2 },
    ],
  },
} satisfies Meta<typeof WaitingRoom>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HostAlone: Story = { name: 'The host, alone' };

/** boardgame.io's matchData carries each seat's `data`: a server bot's holds the bot mark. */
const fourSeats = [{ id: 0, name: 'Ada', isConnected: true }, { id: 1, name: 'Bot Babbage', isConnected: true, data: BOT_SEAT_DATA }, { id: 2, name: 'Bo', isConnected: false }, { id: 3 }];

export const OneSeatLeft: Story = {
  name: 'A friend and a bot in, one seat left',
  args: {
    seats: fourSeats,
  },
};

export const Paused: Story = {
  name: 'Paused: a player gave up their seat mid-match',
  args: { paused: true, seats: [{ id: 0, name: 'Ada', isConnected: true }, { id: 1, name: 'Bo', isConnected: true }, { id: 2 }] },
};

export const Robots: Story = {
  name: 'ROBOTS!, watched by a spectator',
  args: {
    gameId: 'robots',
    playerID: null,
    content: (content as Record<string, Partial<KitContent>>).robots,
    seats: [{ id: 0, name: 'Ada', isConnected: true }, { id: 1 }],
  },
};

export const Phone: Story = {
  name: 'On a phone',
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  decorators: [(Story) => <div style={{ maxWidth: '390px' }}>{Story()}</div>],
};
