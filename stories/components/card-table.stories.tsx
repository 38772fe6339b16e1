import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CardTable } from '../../ui/components/card-table/card-table.tsx';
import { adaActions, storyTable } from './card-table-fixtures.tsx';
import { PHONE, TABLE_PARAMETERS } from '../match/table-story.ts';

const meta = {
  title: 'Components/Card table',
  component: CardTable,
  parameters: TABLE_PARAMETERS,
} satisfies Meta<typeof CardTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const YourTurn: Story = {
  name: 'Your turn: the playable cards raised, the stock to draw from (Ada)',
  args: storyTable('0', '0', adaActions),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByTestId('hand-card-king-hearts'));
    await expect(args.table.moves.play).toHaveBeenCalledWith('king-hearts');
  },
};

export const ChoosingAValue: Story = {
  name: 'A card several actions take: the choice of the argument they differ in (Ada’s eight)',
  args: storyTable('0', '0', adaActions),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByTestId('hand-card-8-diamonds'));
    await expect(canvas.getByTestId('choose-hearts')).toHaveFocus();
    await expect(canvas.getByTestId('turn-status')).toHaveTextContent('Play Eight of Diamonds: choose one');
    await userEvent.click(canvas.getByTestId('choose-spades'));
    await expect(args.table.moves.play).toHaveBeenCalledWith('8-diamonds', 'spades');
  },
};

export const NotYourTurn: Story = {
  name: 'Another seat’s turn: nothing dimmed, nothing to press (Ada)',
  args: storyTable('0', '1', []),
};

export const Spectator: Story = {
  name: 'A spectator: every seat in the strip, no hand',
  args: storyTable(null, '1', []),
};

export const PhoneYourTurn: Story = {
  name: 'Phone: your turn (Ada)',
  args: storyTable('0', '0', adaActions),
  globals: PHONE,
};
