import type { Meta, StoryObj } from '@storybook/react-vite';
import type { HowToPlay } from '../../games/kit/kit-content-files.ts';
import { HowToPlayPanel } from '../../ui/components/how-to-play/how-to-play-panel.tsx';
import { howToPlayFor } from '../../ui/components/how-to-play/how-to-play-content.ts';

/** A game's summary from content/<game>/how-to-play.yaml, read through the same validated content as the UI. */
function summaryOf(gameId: string): HowToPlay {
  const howToPlay = howToPlayFor(gameId);
  if (!howToPlay) throw new Error(`No how-to-play content for '${gameId}'.`);
  return howToPlay;
}

const meta = {
  title: 'Components/How to play',
  component: HowToPlayPanel,
  args: { howToPlay: summaryOf('are-you-a-robot') },
  parameters: { layout: 'padded' },
  decorators: [(Story) => <div style={{ maxWidth: '64rem', margin: '0 auto' }}>{Story()}</div>],
} satisfies Meta<typeof HowToPlayPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AreYouARobot: Story = { name: 'Are You A Robot?', args: { howToPlay: summaryOf('are-you-a-robot'), titleLevel: 1 } };
export const Robots: Story = { name: 'ROBOTS!', args: { howToPlay: summaryOf('robots'), titleLevel: 1 } };

/** As a side panel at the table: one column, no tagline. */
const sidePanel: Story['decorators'] = [(Story) => <div style={{ maxWidth: '22rem' }}>{Story()}</div>];
export const AreYouARobotCompact: Story = { name: 'Are You A Robot?: compact (at the table)', args: { howToPlay: summaryOf('are-you-a-robot'), compact: true }, decorators: sidePanel };
export const RobotsCompact: Story = { name: 'ROBOTS!: compact (at the table)', args: { howToPlay: summaryOf('robots'), compact: true }, decorators: sidePanel };
