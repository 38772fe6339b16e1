import type { Meta, StoryObj } from '@storybook/react-vite';
import { INITIAL_VIEWPORTS } from 'storybook/viewport';
import { ThreeLawsTable } from '../../ui/boards/three-laws/three-laws-table.tsx';
import { errorRight, errorWrong, gameOver, tableProps } from './fixtures.ts';

// Each story is its own match to the moment's memory: dismissing one in a story leaves the others open.
const meta = {
  title: '3 Laws of Robotics/Moments',
  component: ThreeLawsTable,
  parameters: { layout: 'fullscreen', viewport: { options: INITIAL_VIEWPORTS } },
} satisfies Meta<typeof ThreeLawsTable>;

export default meta;
type Story = StoryObj<typeof meta>;
const phone = { viewport: { value: 'iphone12' } };

export const ErrorRight: Story = { name: 'An Error judged right (Di)', args: { ...tableProps(errorRight, '3'), matchID: 'story-laws-right' } };
export const ErrorWrong: Story = { name: 'An Error judged wrong, open to accusation (Ada)', args: { ...tableProps(errorWrong, '0'), matchID: 'story-laws-wrong' } };
export const GameResult: Story = { name: 'The game’s result (Bo)', args: { ...tableProps(gameOver, '1'), matchID: 'story-laws-result' } };
export const PhoneErrorRight: Story = { name: 'Phone: an Error judged right (Di)', args: { ...tableProps(errorRight, '3'), matchID: 'story-laws-right-phone' }, globals: phone };
