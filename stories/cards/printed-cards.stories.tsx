import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from '../../ui/components/card/card.tsx';
import { PrintedKind } from './printed-kind.tsx';

/**
 * Every kind of card of every game as it prints: its physical size from card-formats.yaml, the
 * trim line and the dashed safe area (toggle `guides`), the bleed (toggle `bleed`), and the back.
 */
const meta = {
  title: 'Cards/Print',
  component: PrintedKind,
  parameters: { layout: 'padded' },
  // Each kind's sheet is tagged so that the toolbar's "As printed" draws it as the export does (as-printed-decorator.tsx's PRINT_SHEET_TAG); the two stories after them are not sheets.
  tags: ['print-sheet'],
  args: { game: 'robots', type: 'construct', guides: true, bleed: false, width: '', limit: 4 },
  argTypes: { width: { control: 'text' }, limit: { control: { type: 'number', min: 0 } } },
} satisfies Meta<typeof PrintedKind>;

export default meta;
type Story = StoryObj<typeof meta>;

const kind = (game: string, type: string, name: string): Story => ({ name, args: { game, type } });

export const AyarIdentity = kind('are-you-a-robot', 'identity', 'Are You A Robot? · Identity cards');
export const RobotsDeck = kind('robots', 'deck', 'ROBOTS! · Deck cards');
export const RobotsConstruct = kind('robots', 'construct', 'ROBOTS! · Constructed Robots');
export const ThreeLawsFaction = kind('three-laws', 'faction', '3 Laws · Faction cards');
export const ThreeLawsLaw = kind('three-laws', 'law', '3 Laws · Law Cards');
export const ThreeLawsVictoryPoint = kind('three-laws', 'victory-point', '3 Laws · Victory Point cards');
export const BiasIdentity = kind('bias-effect', 'identity', 'Bias Effect · Identity cards');
export const BiasBelief = kind('bias-effect', 'belief', 'Bias Effect · Belief cards');
export const BiasLife = kind('bias-effect', 'life', 'Bias Effect · Life cards');
export const BiasAlgorithm = kind('bias-effect', 'algorithm', 'Bias Effect · Algorithm cards');
export const EvilLeftRobot = kind('evil-robots', 'left-robot', 'Evil Robots · Left Robot Cards');
export const EvilRightRobot = kind('evil-robots', 'right-robot', 'Evil Robots · Right Robot Cards');
export const EvilPower = kind('evil-robots', 'power', 'Evil Robots · Power Cards');
export const EightsCard = kind('crazy-eights', 'card', 'Crazy Eights · Playing cards');

/** For print: 300 dpi of a poker card (750 px wide) with its bleed, as `tablewright export` draws it. */
export const PrintResolution: Story = { name: '300 dpi with bleed', tags: ['!print-sheet'], args: { game: 'robots', type: 'construct', bleed: true, width: '750px', limit: 1 } };

const longText = 'Every word of this rules text has to stay on the card, however much a designer writes. '.repeat(6);

/** A face with far too many words: they shrink until they fit inside the safe area, at any width. */
export const LongTextFits: Story = {
  name: 'Long text shrinks to fit',
  tags: ['!print-sheet'],
  render: (args) => (
    <div style={{ display: 'flex', gap: '1rem', alignItems: 'flex-start', flexWrap: 'wrap' }}>
      {['10rem', '15rem', '24rem'].map((width) => (
        <Card
          key={width}
          game="are-you-a-robot"
          width={width}
          guides={args.guides}
          face={{ id: 'long', name: 'A Card With A Long Name', typeLine: 'Identity · Test', text: longText, flavor: 'And a line of flavour under it all.', palette: { primary: '#2f6fb3', accent: '#f4d35e' }, figure: 'robot' }}
        />
      ))}
    </div>
  ),
};
