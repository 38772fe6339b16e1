/**
 * Where a card is drawn: the `view` field every template may test. `print` is the exports and
 * Storybook's printed card; the rest are the table's sizes, largest first. `regular`, `small` and
 * `tiny` are GameCard's sizes (15, 10 and 6.5 rem wide); `mini` (about 4.75 rem) and `micro`
 * (about 3.6 rem) are for cards a table fans out so that only a strip of each shows, where a
 * template keeps its corner index large and drops what cannot be read.
 */
export const CARD_VIEWS = ['print', 'regular', 'small', 'tiny', 'mini', 'micro'] as const;

export type CardView = (typeof CARD_VIEWS)[number];
