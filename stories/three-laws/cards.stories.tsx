import type { Meta, StoryObj } from '@storybook/react-vite';
import { ranksOf } from '../../games/three-laws/printed-cards.ts';
import { LawCard } from '../../ui/boards/three-laws/law-card.tsx';
import { gamePrint } from '../../ui/boards/printed-cards.tsx';
import { FactionCards, FactionCardSizes, KeysAndTokens, LawCards, VictoryPointCards } from './card-gallery.tsx';
import { threeLawsContent as content } from './fixtures.ts';

/** The game's printed cards, drawn from card-faces.yaml as Storybook's card stories and the export draw them. */
const threeLawsPrint = gamePrint('three-laws');

/**
 * The pieces of 3 Laws of Robotics, all drawn from content/three-laws: every Faction card
 * (each faction in each rank), every Law Card, a Victory Point card of each value, the
 * Security Key and the Enforcement Token. A faction, law or value added to the YAML appears here.
 */
const meta = {
  title: '3 Laws of Robotics/Cards',
  component: FactionCards,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof FactionCards>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EveryFactionCard: Story = {
  name: 'Every Faction card (each faction × rank)',
  args: { content, size: 'normal' },
  argTypes: { content: { table: { disable: true } }, size: { control: 'inline-radio', options: ['mini', 'small', 'normal', 'large'] } },
};

export const OneFactionCard: StoryObj<typeof FactionCardSizes> = {
  name: 'One Faction card, every size',
  render: (args) => <FactionCardSizes {...args} />,
  args: { content, faction: content.factions.factions[0].id, rank: ranksOf(content)[0] },
  argTypes: {
    content: { table: { disable: true } },
    faction: { control: 'select', options: content.factions.factions.map((f) => f.id) },
    rank: { control: 'select', options: ranksOf(content) },
  },
};

export const EveryLawCard: StoryObj<typeof LawCards> = {
  name: `Every Law Card (${content.laws.laws.length})`,
  render: (args) => <LawCards {...args} />,
  args: { content, compact: false },
  argTypes: { content: { table: { disable: true } } },
};

export const LawCardsAtTheTable: StoryObj<typeof LawCards> = {
  name: 'Every Law Card, as the table shows the laws in force',
  render: (args) => <LawCards {...args} />,
  args: { content, compact: true },
  argTypes: { content: { table: { disable: true } } },
};

export const OneLawCard: StoryObj<{ law: string; warn: boolean }> = {
  name: 'One Law Card',
  render: ({ law, warn }) => {
    const card = threeLawsPrint.cards(content).find((c) => c.type === 'law' && c.id === law) ?? threeLawsPrint.cards(content).find((c) => c.type === 'law')!;
    return (
      <div style={{ display: 'flex', gap: '2rem', alignItems: 'flex-start', flexWrap: 'wrap' }}>
        {threeLawsPrint.face(content, card, { width: '13rem' })}
        <div style={{ width: '16rem' }}>
          <LawCard law={content.laws.laws.find((l) => l.id === card.id)!} warn={warn} />
        </div>
      </div>
    );
  },
  args: { law: content.laws.laws[0].id, warn: false },
  argTypes: { law: { control: 'select', options: content.laws.laws.map((l) => l.id) } },
};

export const VictoryPoints: StoryObj<typeof VictoryPointCards> = {
  name: 'Victory Point cards (each value)',
  render: (args) => <VictoryPointCards {...args} />,
  args: { content },
  argTypes: { content: { table: { disable: true } } },
};

export const KeyAndToken: StoryObj<typeof KeysAndTokens> = {
  name: 'Security Key and Enforcement Token',
  render: (args) => <KeysAndTokens {...args} />,
  args: { content, players: 4 },
  argTypes: { content: { table: { disable: true } } },
};
