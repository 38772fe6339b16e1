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

/** The tag of a story that shows a kind's whole sheet of cards (Cards/Print). */
export const PRINT_SHEET_TAG = 'print-sheet';

/**
 * With a resolution chosen, each card story (tag `card`) draws only its printed card, and each
 * kind's sheet (tag `print-sheet`) every card of the kind, at the page's top left corner: the
 * pictures the export writes, pixel for pixel, which the print-vs-screen test
 * (test/export/print-matches-screen.test.ts) compares with the export's.
 */
export const asPrintedDecorator: Decorator = (Story, context) => {
  const dpi = Number(context.globals.cardDpi) || 0;
  if (!dpi || !(context.tags.includes('card') || context.tags.includes(PRINT_SHEET_TAG))) return Story();
  return <div style={{ position: 'absolute', left: 0, top: 0 }}>{Story({ args: { ...context.args, dpi } })}</div>;
};
