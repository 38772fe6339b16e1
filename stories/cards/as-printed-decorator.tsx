import type { Decorator } from '@storybook/react-vite';

/** The toolbar's choice: card stories drawn for the screen, or at a resolution as `tablewright export --format png` draws them. */
export const CARD_DPI_GLOBAL = {
  cardDpi: {
    description: 'Card stories: on screen with their guides, or only the printed card at an export resolution (bleed, no guides)',
    toolbar: {
      title: 'Cards',
      items: [
        { value: 0, title: 'On screen, with guides' },
        { value: 300, title: 'As printed at 300 dpi' },
      ],
      dynamicTitle: true,
    },
  },
};

/**
 * With a resolution chosen, each card story (tag `card`) draws only its printed card, at the
 * page's top left corner: the picture the export writes, pixel for pixel, which the
 * print-vs-screen test (test/export/print-matches-screen.test.ts) compares with the export's.
 */
export const asPrintedDecorator: Decorator = (Story, context) => {
  const dpi = Number(context.globals.cardDpi) || 0;
  if (!dpi || !context.tags.includes('card')) return Story();
  return <div style={{ position: 'absolute', left: 0, top: 0 }}>{Story({ args: { ...context.args, dpi } })}</div>;
};
