import type { Meta, StoryObj } from '@storybook/react-vite';
import { RobotsDeckGrid, RobotsOverlapDemo, RobotsSizes } from '../cards/robots-card-gallery.tsx';

/**
 * The ROBOTS! cards as the table draws them (DeckCard, from card-faces.yaml): the whole deck and the
 * Constructed Robots, spreads and a Scrap Heap overlapped so only each card's index strip
 * shows, and every size. One story per card is under Cards/robots.
 */
const meta = {
  title: 'ROBOTS!/Cards',
  component: RobotsDeckGrid,
  parameters: { layout: 'fullscreen' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['classic', 'singularity'] },
    size: { control: 'inline-radio', options: ['small', 'normal', 'large'] },
    constructSize: { control: 'inline-radio', options: ['regular', 'small', 'tiny'] },
  },
} satisfies Meta<typeof RobotsDeckGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WholeDeck: Story = { name: 'The whole deck (74) and the Constructed Robots (13)', args: { variant: 'classic', size: 'normal', constructSize: 'small' } };
export const WholeDeckSingularity: Story = { name: 'The whole deck, Singularity variant (armed stars)', args: { variant: 'singularity', size: 'normal', constructSize: 'small' } };
export const WholeDeckSmall: Story = { name: 'The whole deck, small', args: { variant: 'classic', size: 'small', constructSize: 'tiny' } };
export const Overlapped: Story = { name: 'Overlapped: spreads, the Scrap Heap, a crowded hand', render: () => <RobotsOverlapDemo /> };
export const Sizes: Story = { name: 'Every size, with badges and stand-ins', render: () => <RobotsSizes /> };
