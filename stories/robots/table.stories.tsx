import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { LOG_WINDOW } from '../../games/robots/rules/log.ts';
import { RobotsTable } from '../../ui/boards/robots/robots-table.tsx';
import {
  claimedIntoRun,
  claimOpen,
  constructed,
  gameOver,
  handEnded,
  handStalled,
  laserBrokeRun,
  laserDiscarded,
  lastCard,
  longHand,
  poweredDown,
  shortGame,
  singularityBrokeRun,
  tableProps,
  takenSeveral,
  yourTurnToDraw,
} from './fixtures.ts';

const meta = {
  title: 'ROBOTS!/Table',
  component: RobotsTable,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof RobotsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const YourTurnToDraw: Story = {
  name: 'Your turn to draw: Draw and Take in the dock, the Factory and the heap cards you may take glowing',
  args: tableProps(yourTurnToDraw, '0'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('draw-actions')).toBeVisible();
    await expect(canvas.getByTestId('factory-draw')).toHaveAttribute('data-glow', 'true');
    await expect(canvas.queryByTestId('build-panel')).toBeNull();
  },
};

export const TakeSeveral: Story = {
  name: 'Choosing several cards from the Scrap Heap',
  args: tableProps(yourTurnToDraw, '0'),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByTestId('heap-card-gray-3'));
    await expect(canvas.getByTestId('take-summary')).toHaveTextContent('Gray 3, the bottom-most, must go into a spread');
    await userEvent.click(canvas.getByTestId('take-button'));
    await expect(args.moves.takeFromHeap).toHaveBeenCalledWith('gray-3');
  },
};

export const TakenSeveral: Story = { name: 'Several cards taken: the bottom-most to play', args: tableProps(takenSeveral, '0') };

export const BuildingASpread: Story = {
  name: 'A spread being built',
  args: tableProps(takenSeveral, '0'),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    for (const card of ['gray-3', 'purple-3', 'wild-1']) await userEvent.click(canvas.getByTestId(`hand-card-${card}`));
    await expect(canvas.getByTestId('lay-down-run')).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(canvas.getByTestId('lay-down-set'));
    await expect(args.moves.layDown).toHaveBeenCalledWith('set', ['gray-3', 'purple-3', 'wild-1']);
  },
};

export const DiscardBeforePlaying: Story = {
  name: 'Why a discard is refused: greyed, the reason on hover, said once in the floating note when pressed',
  args: tableProps(takenSeveral, '0'),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByTestId('hand-card-blue-5'));
    const discard = canvas.getByTestId('discard-button');
    await expect(discard).toHaveAttribute('aria-disabled', 'true');
    await expect(discard).toHaveAttribute('title', expect.stringContaining('Play Gray 3 into a spread first'));
    await userEvent.click(discard);
    await expect(canvas.getByTestId('private-notice')).toHaveTextContent('Play Gray 3 into a spread first');
    await expect(args.moves.discard).not.toHaveBeenCalled();
  },
};

export const PlayWithTargets: Story = {
  name: 'Your play: the cards that can go into a spread now glow',
  args: tableProps(constructed, '1'),
};

export const PlayWithTargetsSelected: Story = {
  name: 'Your play with Red 7 selected: the spread it fits glows and offers its end, the others dim',
  args: tableProps(constructed, '1'),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByTestId('hand-card-red-7'));
    await expect(canvas.getByTestId('spread-s2')).toHaveAttribute('data-target', 'extend');
    await expect(canvas.getByTestId('spread-s3')).toHaveAttribute('data-target', 'none');
    await expect(canvas.queryByTestId('extend-s3-low')).toBeNull();
    await userEvent.click(canvas.getByTestId('extend-s2-high'));
    await expect(args.moves.extend).toHaveBeenCalledWith('s2', ['red-7'], 'high');
  },
};

export const GoingOut: Story = {
  name: 'Going out: discarding your last card asks once more',
  args: tableProps(lastCard, '0'),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByTestId('hand-card-blue-5'));
    await userEvent.click(canvas.getByTestId('discard-button'));
    await expect(args.moves.discard).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByTestId('discard-button-confirm'));
    await expect(args.moves.discard).toHaveBeenCalledWith('blue-5');
  },
};

export const PowerAwaitingTarget: Story = {
  name: "A power awaiting a target (Cy's Laser)",
  args: tableProps(laserDiscarded, '2'),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('decision-panel')).toHaveAttribute('data-kind', 'card');
    await userEvent.click(canvas.getByTestId('decision-option-gray-8'));
    await userEvent.click(canvas.getByTestId('decision-confirm'));
    await expect(args.moves.decide).toHaveBeenCalledWith(['gray-8']);
  },
};
export const PowerAwaitingOthers: Story = {
  name: 'A power awaiting a target, as another player',
  args: tableProps(laserDiscarded, '1'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('decision-waiting')).toHaveTextContent('Waiting for Cy');
    await expect(canvas.queryAllByTestId(/^decision-option-/)).toHaveLength(0);
  },
};
export const LaserBrokeRun: Story = {
  name: "A spread broken by the Laser: its cards back in Ada's hand",
  args: tableProps(laserBrokeRun, '0'),
};
export const BrokenSpread: Story = {
  name: 'A broken spread (Singularity): its owner orders the cards',
  args: tableProps(singularityBrokeRun, '1'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('decision-panel')).toHaveAttribute('data-kind', 'order');
    await expect(canvas.queryByTestId('spread-s3')).toBeNull();
  },
};
export const ClaimOpen: Story = {
  name: 'The ROBOTS! window, as a claimer: the countdown and one button per place the card fits',
  args: tableProps(claimOpen, '1'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('countdown')).toHaveTextContent('Claim it: ROBOTS! window');
    await expect(canvas.getByTestId('claim-s1-high')).toBeVisible();
    await expect(canvas.getByTestId('spread-s1')).toHaveAttribute('data-target', 'claim');
  },
};
export const ClaimOpenNextPlayer: Story = {
  name: 'The ROBOTS! window, as the next player: "You may draw in N s", the draw held',
  args: tableProps(claimOpen, '0'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('countdown')).toHaveTextContent('You may draw in');
    await expect(canvas.getByTestId('draw-button')).toHaveAttribute('aria-disabled', 'true');
  },
};
export const ClaimOpenDiscarder: Story = { name: 'The ROBOTS! window, as the discarder', args: tableProps(claimOpen, '2') };
export const ClaimedByAnother: Story = { name: "A card claimed into another player's spread: the claimer's marker under it", args: tableProps(claimedIntoRun, '2') };
export const PoweredDown: Story = { name: 'Powered Down', args: tableProps(poweredDown, '0') };
export const ConstructedRobot: Story = { name: 'A Constructed Robot on the table', args: tableProps(constructed, '1') };
export const HandEnded: Story = { name: 'Moment: the end of a hand, with its scores', args: { ...tableProps(handEnded, '1'), matchID: 'story-robots-hand' } };
export const HandStalled: Story = { name: 'Moment: a hand that stalled (nothing could be played)', args: { ...tableProps(handStalled, '1'), matchID: 'story-robots-stalled' } };
export const LongHand: Story = {
  name: 'A long hand: the log shows its latest events and how many came before',
  args: tableProps(longHand, '1'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('event-log-earlier')).toHaveTextContent(/^\d+ earlier events of this hand not shown\.$/);
    await expect(canvas.getByTestId('event-log').children).toHaveLength(LOG_WINDOW);
  },
};
export const GameOver: Story = { name: 'Game over (a short game to 30)', args: tableProps(gameOver, '0', { rules: shortGame }) };
export const Spectator: Story = { name: 'A spectator', args: tableProps(claimOpen, null) };
export const NarrowWindow: Story = {
  name: 'Phone: several taken, the bottom-most to play',
  args: tableProps(takenSeveral, '0'),
  globals: { viewport: { value: 'mobile1' } },
};
export const PhoneYourDraw: Story = {
  name: 'Phone: your turn to draw (the first screen holds it all)',
  args: tableProps(yourTurnToDraw, '0'),
  globals: { viewport: { value: 'mobile1' } },
};
export const PhoneClaimWindow: Story = {
  name: 'Phone: the ROBOTS! window',
  args: tableProps(claimOpen, '1'),
  globals: { viewport: { value: 'mobile1' } },
};

// The big moments (docs/ui.md, Moments); each story is its own match to the moment's memory, so dismissing one leaves the others open.
export const MomentGameResult: Story = { name: 'Moment: the game’s result (a short game to 30)', args: { ...tableProps(gameOver, '0', { rules: shortGame }), matchID: 'story-robots-result' } };
