import type { Preview } from '@storybook/react-vite';
import '../ui/styles/base.css';
// Cards bring their own fonts; loading them up front keeps the first story from reflowing.
import '../ui/components/card/card-fonts.ts';
import { asPrintedDecorator, CARD_DPI_GLOBAL } from '../stories/cards/as-printed-decorator.tsx';

const preview: Preview = {
  parameters: {
    layout: 'padded',
    backgrounds: { disable: true },
    controls: { expanded: true },
  },
  globalTypes: CARD_DPI_GLOBAL,
  initialGlobals: { cardDpi: 0 },
  decorators: [asPrintedDecorator],
};

export default preview;
