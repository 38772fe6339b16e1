import type { Meta, StoryObj } from '@storybook/react-vite';
import { INITIAL_VIEWPORTS } from 'storybook/viewport';
import { EvilRobotsTable } from '../../ui/boards/evil-robots/evil-robots-table.tsx';
import { played, tableProps } from './fixtures.ts';

// Each story is its own match to the moment's memory: dismissing one in a story leaves the others open.
const meta = {
  title: 'Evil Robots/Moments',
  component: EvilRobotsTable,
  parameters: { layout: 'fullscreen', viewport: { options: INITIAL_VIEWPORTS } },
} satisfies Meta<typeof EvilRobotsTable>;

export default meta;
type Story = StoryObj<typeof meta>;
const phone = { viewport: { value: 'iphone12' } };

export const Showdown: Story = { name: 'The reveal, as a player who did not win (Ada)', args: { ...tableProps(played.showdown, '0'), matchID: 'story-evil-showdown' } };
export const RoundResult: Story = { name: 'The round’s result during the clean-up, as the spectator sees it', args: { ...tableProps(played.keep, null), matchID: 'story-evil-round' } };
export const GameResult: Story = { name: 'The game’s result (Bo)', args: { ...tableProps(played.gameOver, '1'), matchID: 'story-evil-result' } };
export const PhoneShowdown: Story = { name: 'Phone: the reveal (Ada)', args: { ...tableProps(played.showdown, '0'), matchID: 'story-evil-showdown-phone' }, globals: phone };
