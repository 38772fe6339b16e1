import type { Meta, StoryObj } from '@storybook/react-vite';
import { INITIAL_VIEWPORTS } from 'storybook/viewport';
import { AyarTable } from '../../ui/boards/are-you-a-robot/ayar-table.tsx';
import { endings } from './end-states.ts';
import { tableProps } from './fixtures.ts';

const meta = {
  title: 'Are You A Robot?/Moments',
  component: AyarTable,
  parameters: { layout: 'fullscreen', viewport: { options: INITIAL_VIEWPORTS } },
} satisfies Meta<typeof AyarTable>;

export default meta;
type Story = StoryObj<typeof meta>;
const end = endings.humansZappedRobot;

export const GameResult: Story = { name: 'The game’s result (Bo)', args: { ...tableProps(end.G, '1', end.gameover), matchID: 'story-ayar-result' } };
export const PhoneGameResult: Story = { name: 'Phone: the game’s result (Bo)', args: { ...tableProps(end.G, '1', end.gameover), matchID: 'story-ayar-result-phone' }, globals: { viewport: { value: 'iphone12' } } };
