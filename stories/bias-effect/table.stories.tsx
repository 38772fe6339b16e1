import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { INITIAL_VIEWPORTS } from 'storybook/viewport';
import { BiasEffectTable } from '../../ui/boards/bias-effect/bias-effect-table.tsx';
import { noDeadlines, played, tableProps } from './fixtures.ts';

const meta = {
  title: 'Bias Effect/Table',
  component: BiasEffectTable,
  parameters: { layout: 'fullscreen', viewport: { options: INITIAL_VIEWPORTS } },
} satisfies Meta<typeof BiasEffectTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The phone the layout is checked on: 390×844. */
const phone = { viewport: { value: 'iphone12' } };

const { bidsHidden, bidsRevealed, bidsWaitingOnBo, closedLate, fivePlayers, gameOverNobody, gameOverWinner, leaningLeft, leaningRight, lifeDecision, lifeLit, pendingDecision, tie, tradeOpen, twoPlayerReset } = played;

export const TradeStep: Story = {
  name: 'Trade-in: pick a card or keep them all (Bo; Ada and Cy have chosen)',
  args: tableProps(tradeOpen, '1'),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('turn-status')).toHaveTextContent('Trade-in');
    await expect(canvas.getByTestId('sealed-status')).toHaveTextContent('Chosen: Ada and Cy');
    const card = args.G.hand[0];
    await userEvent.click(canvas.getByTestId(`hand-${card}`));
    await userEvent.click(canvas.getByTestId('trade-card'));
    await expect(args.moves.trade).toHaveBeenCalledWith(card);
  },
};

export const TradeSealed: Story = { name: 'Trade-in: your choice sealed, waiting for Bo (Ada)', args: tableProps(tradeOpen, '0') };

export const BidYourTurn: Story = {
  name: 'Bids hidden: your bid, with your total before you commit (Ada; Bo and Cy have bid)',
  args: tableProps(bidsHidden, '0'),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('bid-total')).toHaveTextContent('bonus +3');
    await userEvent.click(canvas.getByTestId('bid-more'));
    await userEvent.click(canvas.getByTestId('bid-more'));
    await expect(canvas.getByTestId('bid-total')).toHaveTextContent('= total 5');
    await userEvent.click(canvas.getByTestId('bid-commit'));
    await expect(args.moves.bid).toHaveBeenCalledWith(2);
  },
};

export const BidSealed: Story = {
  name: 'Bids hidden: your bid is in, Bo’s is still out (Ada)',
  args: tableProps(bidsWaitingOnBo, '0'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('own-bid')).toHaveTextContent('Your bid: 1');
    await expect(canvas.getByTestId('countdown')).toBeVisible();
  },
};

export const BidsHiddenOthers: Story = { name: 'Bids hidden: what Bo sees (no amounts but his own)', args: tableProps(bidsWaitingOnBo, '1') };

export const DeadlinePassed: Story = {
  name: 'Bids hidden, the deadline passed: anyone seated may close the bidding (Ada)',
  args: tableProps(bidsWaitingOnBo, '0', { rules: noDeadlines }),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByTestId('close-bids'));
    await expect(args.moves.closeBids).toHaveBeenCalled();
  },
};

export const BidsRevealed: Story = {
  name: 'Bids revealed: Ada’s 1 + bonus 3 beats Bo’s 3; she programs or deletes (Ada)',
  args: tableProps(bidsRevealed, '0'),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('bid-line-0')).toHaveAttribute('data-winner', 'true');
    await userEvent.click(canvas.getByTestId('control-delete'));
    await expect(args.moves.control).toHaveBeenCalledWith('delete');
  },
};

export const BidsRevealedOthers: Story = { name: 'Bids revealed: Bo waits for Ada’s choice (Bo)', args: tableProps(bidsRevealed, '1') };

export const ClosedLate: Story = { name: 'Bids revealed after the deadline: Bo’s missing bid counted 0 (Cy)', args: tableProps(closedLate, '2') };

export const Tie: Story = { name: 'A tie: Ada and Bo both at 2, both pay, the Belief is deleted (Cy)', args: tableProps(tie, '2') };

export const LifeResolving: Story = {
  name: 'A Life card resolving: the LEFT outcome lit; your Algorithm turn (Ada)',
  args: tableProps(lifeLit, '0'),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('life-left')).toHaveAttribute('data-applies', 'true');
    const card = args.G.hand[0];
    await userEvent.click(canvas.getByTestId(`hand-${card}`));
    await userEvent.click(canvas.getByTestId('play-card'));
    await expect(args.moves.playAlgorithm).toHaveBeenCalledWith(card);
  },
};

export const LifeDecision: Story = { name: 'A Life card waiting on its owner to choose a player (Ada decides)', args: tableProps(lifeDecision, '0') };

export const PendingDecision: Story = {
  name: 'A pending decision: Bo’s card asks whose total it cuts at the next bids (Bo)',
  args: tableProps(pendingDecision, '1'),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByTestId('decision-option-2'));
    await userEvent.click(canvas.getByTestId('decision-confirm'));
    await expect(args.moves.decide).toHaveBeenCalledWith(['2']);
  },
};

export const PendingDecisionOthers: Story = { name: 'A pending decision: Ada waits on Bo (Ada)', args: tableProps(pendingDecision, '0') };

export const LeaningLeft: Story = { name: 'The A.I. leans Left: three Left beliefs, one Right (Cy to bid)', args: tableProps(leaningLeft, '2') };

export const LeaningRight: Story = { name: 'The A.I. leans Right: its Life card runs RED (Bo)', args: tableProps(leaningRight, '1') };

export const GameOverWinner: Story = { name: 'Game over: the Left wins (Ada)', args: tableProps(gameOverWinner, '0') };

export const GameOverLoser: Story = { name: 'Game over: the Left wins, as Bo sees it (Bo)', args: tableProps(gameOverWinner, '1') };

export const GameOverNobody: Story = { name: 'Game over: nobody wins, the mind is empty (Cy)', args: tableProps(gameOverNobody, '2') };

export const TwoPlayerReset: Story = { name: 'Two players: nobody won at autonomy, the counter went back to space 3 (Ada)', args: tableProps(twoPlayerReset, '0') };

export const FivePlayers: Story = { name: 'Five players, every identity: bidding (Cy, the Moderate)', args: tableProps(fivePlayers, '2') };

export const Spectator: Story = { name: 'A spectator during the bidding', args: tableProps(bidsWaitingOnBo, null) };

export const PhoneTrade: Story = { name: 'Phone: trade-in', args: tableProps(tradeOpen, '1'), globals: phone };
export const PhoneBid: Story = { name: 'Phone: your bid', args: tableProps(bidsHidden, '0'), globals: phone };
export const PhoneBidsRevealed: Story = { name: 'Phone: bids revealed, program or delete', args: tableProps(bidsRevealed, '0'), globals: phone };
export const PhoneLife: Story = { name: 'Phone: the Life card and your Algorithm turn', args: tableProps(lifeLit, '0'), globals: phone };
export const PhoneDecision: Story = { name: 'Phone: a pending decision', args: tableProps(pendingDecision, '1'), globals: phone };
export const PhoneGameOver: Story = { name: 'Phone: game over', args: tableProps(gameOverWinner, '0'), globals: phone };

// The big moments (docs/ui.md, Moments); each story is its own match to the moment's memory, so dismissing one leaves the others open.
export const MomentBidReveal: Story = { name: 'Moment: the sealed bids revealed (Bo)', args: { ...tableProps(bidsRevealed, '1'), matchID: 'story-bias-bids' } };
export const MomentBidRevealWinner: Story = { name: 'Moment: the bids revealed, as the winner who must decide: the moment steps aside (Ada)', args: { ...tableProps(bidsRevealed, '0'), matchID: 'story-bias-bids-winner' } };
export const MomentRoundResult: Story = { name: 'Moment: the round just finished, at the next trade-in (Ada, her choice sealed)', args: { ...tableProps(tradeOpen, '0'), matchID: 'story-bias-round' } };
export const MomentGameResult: Story = { name: 'Moment: the game’s result (Ada)', args: { ...tableProps(gameOverWinner, '0'), matchID: 'story-bias-result' } };
export const MomentPhoneBidReveal: Story = { name: 'Moment on a phone: the bids revealed (Cy)', args: { ...tableProps(bidsRevealed, '2'), matchID: 'story-bias-bids-phone' }, globals: phone };
