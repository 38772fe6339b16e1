import type { Preview } from '@storybook/react-vite';
import '../ui/styles/base.css';
// Cards bring their own fonts; loading them up front keeps the first story from reflowing.
import '../ui/components/card/card-fonts.ts';

const preview: Preview = {
  parameters: {
    layout: 'padded',
    backgrounds: { disable: true },
    controls: { expanded: true },
  },
};

export default preview;
