import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { INITIAL_VIEWPORTS } from 'storybook/viewport';
import { EvilRobotsTable } from '../../ui/boards/evil-robots/evil-robots-table.tsx';
import { storyCards } from './deal.ts';
import { evilContent, noDeadlines, played, tableProps } from './fixtures.ts';

const meta = {
  title: 'Evil Robots/Table',
  component: EvilRobotsTable,
  parameters: { layout: 'fullscreen', viewport: { options: INITIAL_VIEWPORTS } },
} satisfies Meta<typeof EvilRobotsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The phone the layout is checked on: 390×844. */
const phone = { viewport: { value: 'iphone12' } };
/** The Robot Cards the fixtures dealt, chosen by what they do: stories name them from here. */
const cards = storyCards(evilContent);

const { countdownOffer, dealerChoosing, decision, endgame, gameOver, keep, pathVote, revealPhase, ruleChanging, showdown, splitProposed, turnSpending, zeros } = played;

export const CountdownOffer: Story = {
  name: 'Countdown: the 6 on offer, claim or pass (Cy; Bo claims offering 1, Dee passed)',
  args: tableProps(countdownOffer, '2'),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('offer-card')).toHaveTextContent('6');
    await expect(canvas.getByTestId('countdown')).toBeVisible();
    await userEvent.click(canvas.getByTestId('claim'));
    await expect(args.moves.claim).toHaveBeenCalledWith(true);
  },
};

export const CountdownClaiming: Story = { name: 'Countdown: claiming, with an offer to the Dealer (Bo)', args: tableProps(countdownOffer, '1') };

export const CountdownDealer: Story = { name: 'Countdown: the Dealer may not claim the first card (Ada)', args: tableProps(countdownOffer, '0') };

export const CountdownTimeUp: Story = {
  name: 'Countdown: the claim window ran out, Close now (Ada)',
  args: tableProps(countdownOffer, '0', { rules: noDeadlines }),
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByTestId('close-claims'));
    await expect(args.moves.closeClaims).toHaveBeenCalled();
  },
};

export const DealerChoosing: Story = {
  name: 'Several claims with offers: the Dealer chooses (Ada)',
  args: tableProps(dealerChoosing, '0'),
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByTestId('choose-2'));
    await expect(args.moves.chooseClaimant).toHaveBeenCalledWith('2');
  },
};

export const ClaimantRaising: Story = { name: 'Several claims: a claimant may raise the offer while the Dealer chooses (Bo)', args: tableProps(dealerChoosing, '1') };

export const TurnSpending: Story = {
  name: 'A turn spending tokens: Cy turned Bo’s coin, 1 token left (Cy)',
  args: tableProps(turnSpending, '2'),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('flip-3')).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(canvas.getByTestId(`reveal-${cards.choosesCoin.id}`));
    await expect(args.moves.reveal).toHaveBeenCalledWith(cards.choosesCoin.id);
  },
};

export const TurnOthers: Story = { name: 'A turn, as another player sees it (Dee)', args: tableProps(turnSpending, '3') };

export const Decision: Story = {
  name: 'A card asks whose coin: the extra player among the choices (Cy decides)',
  args: tableProps(decision, '2'),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByTestId('decision-option-extra'));
    await userEvent.click(canvas.getByTestId('decision-confirm'));
    await expect(args.moves.decide).toHaveBeenCalledWith(['extra']);
  },
};

export const DecisionOthers: Story = { name: 'A card asks: another player waits (Ada)', args: tableProps(decision, '0') };

export const RuleChanging: Story = { name: 'A rule-changing card in effect: turning coins costs Ada less (Ada’s turn)', args: tableProps(ruleChanging, '0') };

export const RuleChangingOthers: Story = { name: 'A rule-changing card in effect, as another player sees it (Bo)', args: tableProps(ruleChanging, '1') };

export const Zeros: Story = {
  name: 'Only zeros left: the Dealer hands them out (Ada)',
  args: tableProps(zeros, '0'),
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByTestId('give-zero-3'));
    await expect(args.moves.giveZero).toHaveBeenCalledWith('3');
  },
};

export const RevealPhase: Story = {
  name: 'The Reveal phase: Bo may reveal his Reveal card for a token (Bo)',
  args: tableProps(revealPhase, '1'),
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByTestId(`reveal-${cards.quietReveal.id}`));
    await expect(args.moves.reveal).toHaveBeenCalledWith(cards.quietReveal.id);
  },
};

export const Reveal: Story = { name: 'The reveal: teams, totals, winners; no split proposed yet (Cy, a winner)', args: tableProps(showdown, '2') };

export const RevealLoser: Story = { name: 'The reveal, as a player who did not win (Ada)', args: tableProps(showdown, '0') };

export const SplitAgreeing: Story = {
  name: 'A split being agreed: Bo proposed 2 and 2, Cy accepts or refuses (Cy)',
  args: tableProps(splitProposed, '2'),
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByTestId('accept-split'));
    await expect(args.moves.answerSplit).toHaveBeenCalledWith(true);
  },
};

export const SplitWaiting: Story = { name: 'A split being agreed: the proposer waits (Bo)', args: tableProps(splitProposed, '1') };

export const SplitTimeUp: Story = { name: 'A split past its deadline: anyone seated may end it (Ada)', args: tableProps(splitProposed, '0', { rules: noDeadlines }) };

export const CleanUp: Story = {
  name: 'The clean-up: keep or return each face-down card (Dee)',
  args: tableProps(keep, '3'),
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByTestId('keep-ready'));
    await expect(args.moves.keepRobots).toHaveBeenCalled();
  },
};

export const Endgame: Story = { name: 'The end reached: Dee may reveal her Endgame card, or pass (Dee)', args: tableProps(endgame, '3') };

export const PathVote: Story = {
  name: 'The winner votes on the robots’ path (Bo)',
  args: tableProps(pathVote, '1'),
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByTestId('path-evil'));
    await expect(args.moves.choosePath).toHaveBeenCalledWith('evil');
  },
};

export const GameOverWinner: Story = { name: 'Game over: the winner and the path (Bo)', args: tableProps(gameOver, '1') };

export const GameOverOthers: Story = { name: 'Game over, as another player sees it (Cy)', args: tableProps(gameOver, '2') };

export const Spectator: Story = { name: 'A spectator during a turn', args: tableProps(ruleChanging, null) };

export const PhoneOffer: Story = { name: 'Phone: the card on offer', args: tableProps(countdownOffer, '2'), globals: phone };
export const PhoneChoosing: Story = { name: 'Phone: the Dealer chooses', args: tableProps(dealerChoosing, '0'), globals: phone };
export const PhoneTurn: Story = { name: 'Phone: your turn', args: tableProps(turnSpending, '2'), globals: phone };
export const PhoneDecision: Story = { name: 'Phone: a card asks', args: tableProps(decision, '2'), globals: phone };
export const PhoneRuleChanging: Story = { name: 'Phone: a rule-changing card in effect', args: tableProps(ruleChanging, '0'), globals: phone };
export const PhoneSplit: Story = { name: 'Phone: a split being agreed', args: tableProps(splitProposed, '2'), globals: phone };
export const PhoneGameOver: Story = { name: 'Phone: game over', args: tableProps(gameOver, '1'), globals: phone };

// The big moments (docs/ui.md, Moments); each story is its own match to the moment's memory, so dismissing one leaves the others open.
export const MomentShowdown: Story = { name: 'Moment: the reveal, as a player who did not win (Ada)', args: { ...tableProps(showdown, '0'), matchID: 'story-evil-showdown' } };
export const MomentRoundResult: Story = { name: 'Moment: the round’s result during the clean-up, as the spectator sees it', args: { ...tableProps(keep, null), matchID: 'story-evil-round' } };
export const MomentGameResult: Story = { name: 'Moment: the game’s result (Bo)', args: { ...tableProps(gameOver, '1'), matchID: 'story-evil-result' } };
export const MomentPhoneShowdown: Story = { name: 'Moment on a phone: the reveal (Ada)', args: { ...tableProps(showdown, '0'), matchID: 'story-evil-showdown-phone' }, globals: phone };
