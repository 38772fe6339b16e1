import type { CardView } from '../../../games/kit/cards/card-views.ts';

/**
 * The sizes a ROBOTS! deck card comes in at the table, in rem, and the template's `view` each
 * is drawn in (content/robots/card-faces.yaml lays out the strip for each). A layout that
 * overlaps cards should leave at least `strip` of each card showing: the corner index (number
 * and suit symbol) fits in it whole.
 */
export type PlayingCardSize = 'small' | 'normal' | 'large';

/** The names the first tables used: `hand` is `normal`, `compact` is `small`. */
export type LegacyCardSize = 'hand' | 'compact';

/** A finger needs 44 px (2.75 rem) to hit a card reliably: leave that much of a card that is a button. */
export const TAP_TARGET = 2.75;

export const PLAYING_CARD_SIZES: Record<PlayingCardSize, { width: number; height: number; strip: number; view: CardView }> = {
  // 57.6 × 80.6 px: spreads, the Scrap Heap, decisions and a phone's hand; 23 px of strip.
  small: { width: 3.6, height: 5.04, strip: 1.44, view: 'micro' },
  // 76 × 106 px: the hand; 28 px of strip.
  normal: { width: 4.75, height: 6.65, strip: 1.7575, view: 'mini' },
  // 104 × 146 px: where each card is a button to tap; 38.5 px of strip, so overlap it
  // with overlapMargin('large', TAP_TARGET) to leave a full tap target showing.
  large: { width: 6.5, height: 9.1, strip: 2.405, view: 'tiny' },
};

export function normalSize(size: PlayingCardSize | LegacyCardSize | undefined): PlayingCardSize {
  if (size === undefined || size === 'hand') return 'normal';
  if (size === 'compact') return 'small';
  return size;
}

/** The margin that overlaps the next card so only `strip` (or `visible`, if wider) of this one shows. */
export function overlapMargin(size: PlayingCardSize, visible = PLAYING_CARD_SIZES[size].strip): string {
  return `${(Math.max(visible, PLAYING_CARD_SIZES[size].strip) - PLAYING_CARD_SIZES[size].width).toFixed(3)}rem`;
}
