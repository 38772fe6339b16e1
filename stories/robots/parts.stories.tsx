import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { cardInfo } from '../../ui/boards/robots/card-info.ts';
import { HeapPanel } from '../../ui/boards/robots/heap-panel.tsx';
import { ScoreTable } from '../../ui/boards/robots/score-table.tsx';
import { seatMarks } from '../../ui/boards/robots/seat-marks.ts';
import { SpreadView } from '../../ui/boards/robots/spread-view.tsx';
import '../../ui/boards/robots/robots-table.css';
import { constructed, handEnded, NAMES, poweredDown, robotsContent, yourTurnToDraw } from './fixtures.ts';

const names = Object.fromEntries(NAMES.map((n, i) => [String(i), n]));
const info = (variant: string) => (id: string) => cardInfo(robotsContent, variant, id);

function Spreads({ source }: { source: 'played' | 'constructed' }) {
  const G = { played: poweredDown, constructed }[source].G;
  return (
    <div className="robots-table">
      <ul className="robots-spreads__list">
        {G.spreads.map((spread) => (
          <SpreadView key={spread.id} spread={spread} content={robotsContent} info={info(G.variant)} names={names} marks={seatMarks(G.players, names)} />
        ))}
      </ul>
    </div>
  );
}

const meta = {
  title: 'ROBOTS!/Parts',
  component: Spreads,
} satisfies Meta<typeof Spreads>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SpreadsPlayed: Story = { name: 'Spreads: runs, sets, a card played by another player', args: { source: 'played' } };
export const SpreadsConstructed: Story = { name: 'Spreads: a Constructed Robot', args: { source: 'constructed' } };

export const ScrapHeap: Story = {
  name: 'Scrap Heap: taking several, the bottom-most marked, the cards you may take from glowing',
  args: { source: 'played' },
  render: () => {
    const G = yourTurnToDraw.G;
    return (
      <div className="robots-table">
        <HeapPanel
          content={robotsContent}
          factorySize={G.factory.length}
          heap={G.heap}
          info={info(G.variant)}
          title="ROBOTS!"
          takeFrom="gray-3"
          onTakeFrom={fn()}
          takeable={G.heap}
          draw={{ state: 'enabled' }}
          onDraw={fn()}
          onExplain={fn()}
        />
      </div>
    );
  },
};

export const Scores: Story = {
  name: 'Scores across hands',
  args: { source: 'played' },
  render: () => {
    const G = handEnded.G;
    return (
      <div className="robots-table" style={{ maxWidth: '26rem' }}>
        <ScoreTable results={G.results} players={G.players} names={names} totals={G.scores} target={robotsContent.rules.targetScore} />
      </div>
    );
  },
};
