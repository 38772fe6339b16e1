import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CrazyEightsTable } from '../../ui/boards/crazy-eights/crazy-eights-table.tsx';
import { blockedGame, eightInHand, eightsContent, othersTurn, reshuffled, stockEmpty, suitCalled, tableProps, wonGame, yourTurn } from './fixtures.ts';
import { PHONE, TABLE_PARAMETERS } from '../match/table-story.ts';

const meta = {
  title: 'Crazy Eights/Table',
  component: CrazyEightsTable,
  parameters: TABLE_PARAMETERS,
} satisfies Meta<typeof CrazyEightsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const eight = (card: string) => card.startsWith(`${eightsContent.rules.wild}-`);

export const YourTurn: Story = {
  name: 'Your turn: the cards that match raised, the stock to draw from (Ada)',
  args: tableProps(yourTurn, '0'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('turn-status')).toHaveTextContent(/^Your turn: play a .+ or a .+, or a wild Eight, or draw a card$/);
  },
};

export const EightChoice: Story = {
  name: 'An eight pressed: which suit to call (Ada)',
  args: tableProps(eightInHand, '0'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = eightInHand.G.zones['hand:0'].find(eight)!;
    await userEvent.click(canvas.getByTestId(`hand-card-${card}`));
    await expect(canvas.getByTestId('action-choice')).toBeVisible();
    await expect(canvas.getByTestId('turn-status')).toHaveTextContent(/: choose the suit$/);
  },
};

export const Reconnecting: Story = {
  name: 'The server restarting: the table reconnects by itself, and what is played meanwhile is sent when it is back (Ada)',
  args: { ...tableProps(yourTurn, '0'), isConnected: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('turn-status')).toHaveTextContent(/^Reconnecting… · Your turn: .+/);
  },
};

export const SuitCalled: Story = { name: 'A suit called by an eight, in force (Ada)', args: tableProps(suitCalled, '0') };
export const NotYourTurn: Story = { name: 'Another seat’s turn, four players (Ada)', args: tableProps(othersTurn, '0') };
export const Spectator: Story = { name: 'A spectator: every seat in the strip', args: tableProps(othersTurn, null) };
export const Reshuffled: Story = { name: 'The stock ran out: the discard pile shuffled into a new one (Ada)', args: tableProps(reshuffled, '0') };
export const StockEmpty: Story = {
  name: 'The stock empty, nothing to refill it: pass (Ada)',
  args: tableProps(stockEmpty, '0'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('act-pass')).toBeVisible();
  },
};
export const Blocked: Story = { name: 'Moment: the game’s result, blocked (Bo)', args: tableProps(blockedGame, '1') };
export const Won: Story = { name: 'Moment: the game’s result, someone out of cards (Ada)', args: tableProps(wonGame, '0') };
export const PhoneYourTurn: Story = { name: 'Phone: your turn (Ada)', args: tableProps(yourTurn, '0'), globals: PHONE };
export const PhoneEightChoice: Story = { ...EightChoice, name: 'Phone: an eight pressed (Ada)', globals: PHONE };
export const PhoneSuitCalled: Story = { name: 'Phone: a suit called (Ada)', args: tableProps(suitCalled, '0'), globals: PHONE };
export const PhoneSpectator: Story = { name: 'Phone: a spectator', args: tableProps(othersTurn, null), globals: PHONE };
export const PhoneWon: Story = { name: 'Phone: the game’s result (Ada)', args: tableProps(wonGame, '0'), globals: PHONE };
