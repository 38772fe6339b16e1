import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { PendingDecision } from '../../games/kit/script/index.ts';
import { decisionProblem } from '../../ui/components/decision/decision-check.ts';
import { DecisionPanel } from '../../ui/components/decision/decision-panel.tsx';
import { cardInfo } from '../../ui/boards/robots/card-info.ts';
import { DeckCard } from '../../ui/boards/robots/deck-card.tsx';
import '../../ui/boards/robots/robots-table.css';
import { NAMES, robotsContent } from './fixtures.ts';

/** Fixture decisions of every kind the kit asks (games/kit/script DecisionRequest), for any game. */
const decisions: Record<string, PendingDecision> = {
  card: { run: 1, player: '0', kind: 'card', prompt: 'Recycle: take one other card from the Scrap Heap.', options: ['blue-4', 'gray-3', 'purple-3'], min: 1, max: 1 },
  cards: { run: 1, player: '0', kind: 'card', prompt: 'Extra Parts: throw two cards from your hand onto the Scrap Heap.', options: ['red-11', 'green-2', 'blue-13', 'wild-1'], min: 2, max: 2 },
  player: { run: 1, player: '0', kind: 'player', prompt: 'Choose an opponent.', options: ['1', '2'], min: 1, max: 1 },
  group: { run: 1, player: '0', kind: 'group', prompt: 'Choose a spread to aim at.', options: ['s1', 's3'], min: 1, max: 1, labels: { s1: "Ada's red run 4–6", s3: "Bo's gray run 7–9" } },
  option: { run: 1, player: '0', kind: 'option', prompt: 'Use the power?', options: ['yes', 'no'], min: 1, max: 1, labels: { yes: 'Yes, fire it', no: 'No, keep it quiet' } },
  order: { run: 1, player: '0', kind: 'order', prompt: 'Order the cards going under the Scrap Heap (the first goes lowest).', options: ['gray-7', 'gray-9', 'red-14'], min: 3, max: 3 },
};

const names: Record<string, string> = Object.fromEntries(NAMES.map((n, i) => [String(i), n]));
const isCard = (id: string) => /^[a-z]+-(\d+|star)$/.test(id);
const label = (decision: PendingDecision) => (id: string) => decision.labels?.[id] ?? (isCard(id) ? cardInfo(robotsContent, 'classic', id).name : names[id] ?? id);

interface Props {
  which: keyof typeof decisions;
  viewer: string;
  onDecide(answer: string[]): void;
}

function Panel({ which, viewer, onDecide }: Props) {
  const decision = decisions[which];
  const mine = viewer === decision.player;
  const shown = mine ? decision : { ...decision, options: [] };
  return (
    <div style={{ maxWidth: '34rem' }}>
      <DecisionPanel
        decision={shown}
        mine={mine}
        deciderName={names[decision.player]}
        title="Fixture decision"
        optionLabel={label(decision)}
        renderOption={(id) => (isCard(id) ? <DeckCard content={robotsContent} info={cardInfo(robotsContent, 'classic', id)} size="small" /> : label(decision)(id))}
        problem={(answer) => decisionProblem(decision, viewer, answer)}
        onDecide={onDecide}
        onExplain={fn()}
      />
    </div>
  );
}

const meta = {
  title: 'Components/Decision panel',
  component: Panel,
  args: { viewer: '0', onDecide: fn() },
  argTypes: { which: { control: 'select', options: Object.keys(decisions) } },
} satisfies Meta<typeof Panel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OneCard: Story = {
  name: 'Choose a card',
  args: { which: 'card' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('decision-confirm')).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(canvas.getByTestId('decision-option-gray-3'));
    await userEvent.click(canvas.getByTestId('decision-confirm'));
    await expect(args.onDecide).toHaveBeenCalledWith(['gray-3']);
  },
};
export const TwoCards: Story = { name: 'Choose two cards', args: { which: 'cards' } };
export const APlayer: Story = { name: 'Choose a player', args: { which: 'player' } };
export const ASpread: Story = { name: 'Choose a spread (a group)', args: { which: 'group' } };
export const AnOption: Story = { name: 'Choose an option', args: { which: 'option' } };
export const AnOrder: Story = {
  name: 'Put cards in order',
  args: { which: 'order' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByTestId('decision-down-gray-7'));
    await userEvent.click(canvas.getByTestId('decision-confirm'));
    await expect(args.onDecide).toHaveBeenCalledWith(['gray-9', 'gray-7', 'red-14']);
  },
};
export const Waiting: Story = { name: 'Someone else decides', args: { which: 'card', viewer: '1' } };
