import type { Meta, StoryObj } from '@storybook/react-vite';
import { RobotsTable } from '../../ui/boards/robots/robots-table.tsx';
import { gameOver, shortGame, tableProps } from './fixtures.ts';

const meta = {
  title: 'ROBOTS!/Moments',
  component: RobotsTable,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof RobotsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const GameResult: Story = { name: 'The game’s result (a short game to 30)', args: { ...tableProps(gameOver, '0', { rules: shortGame }), matchID: 'story-robots-result' } };
