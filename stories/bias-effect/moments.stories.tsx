import type { Meta, StoryObj } from '@storybook/react-vite';
import { INITIAL_VIEWPORTS } from 'storybook/viewport';
import { BiasEffectTable } from '../../ui/boards/bias-effect/bias-effect-table.tsx';
import { played, tableProps } from './fixtures.ts';

// Each story is its own match to the moment's memory: dismissing one in a story leaves the others open.
const meta = {
  title: 'Bias Effect/Moments',
  component: BiasEffectTable,
  parameters: { layout: 'fullscreen', viewport: { options: INITIAL_VIEWPORTS } },
} satisfies Meta<typeof BiasEffectTable>;

export default meta;
type Story = StoryObj<typeof meta>;
const phone = { viewport: { value: 'iphone12' } };

export const BidReveal: Story = { name: 'The sealed bids revealed (Bo)', args: { ...tableProps(played.bidsRevealed, '1'), matchID: 'story-bias-bids' } };
export const BidRevealWinner: Story = { name: 'The bids revealed, as the winner who must decide: the moment steps aside (Ada)', args: { ...tableProps(played.bidsRevealed, '0'), matchID: 'story-bias-bids-winner' } };
export const RoundResult: Story = { name: 'The round just finished, at the next trade-in (Ada, her choice sealed)', args: { ...tableProps(played.tradeOpen, '0'), matchID: 'story-bias-round' } };
export const GameResult: Story = { name: 'The game’s result (Ada)', args: { ...tableProps(played.gameOverWinner, '0'), matchID: 'story-bias-result' } };
export const PhoneBidReveal: Story = { name: 'Phone: the bids revealed (Cy)', args: { ...tableProps(played.bidsRevealed, '2'), matchID: 'story-bias-bids-phone' }, globals: phone };
