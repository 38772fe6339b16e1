import type { Meta, StoryObj } from '@storybook/react-vite';
import { HowToPlayPanel } from '../../ui/components/how-to-play/how-to-play-panel.tsx';
import { howToPlayFor } from '../../ui/components/how-to-play/how-to-play-content.ts';

/** The game's summary from content/evil-robots/how-to-play.yaml: as the rules page shows it, and as the match bar opens it beside the table. */
const howToPlay = howToPlayFor('evil-robots')!;

const meta = {
  title: 'Evil Robots/How to play',
  component: HowToPlayPanel,
  args: { howToPlay },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof HowToPlayPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Page: Story = { name: 'As the rules page', args: { howToPlay, titleLevel: 1 }, decorators: [(Story) => <div style={{ maxWidth: '64rem', margin: '0 auto' }}>{Story()}</div>] };
export const AtTheTable: Story = { name: 'Compact, at the table', args: { howToPlay, compact: true }, decorators: [(Story) => <div style={{ maxWidth: '22rem' }}>{Story()}</div>] };
