import { BLEED_MM, cardSizeMm, SAFE_MARGIN_MM, type CardSize } from '../../../games/kit/cards/card-sizes.ts';

/**
 * Where the trim line and the safe area of a card lie inside the box that is drawn, as
 * percentages of that box (so they hold at any pixel size). With `bleed` the box includes
 * BLEED_MM on every edge; without, the box is the trimmed card.
 */
export interface CardGeometry {
  /** Width over height of the drawn box. */
  aspect: number;
  trim: Inset;
  safe: Inset;
  /** The trimmed width as a share of the drawn box's width (1 without bleed). */
  trimShare: number;
}

/** Percentages from the box's left/right edges (x) and top/bottom edges (y). */
export interface Inset {
  x: number;
  y: number;
}

export function cardGeometry(size: CardSize, bleed: boolean): CardGeometry {
  const { widthMm, heightMm } = cardSizeMm(size);
  const b = bleed ? BLEED_MM : 0;
  const w = widthMm + 2 * b;
  const h = heightMm + 2 * b;
  return {
    aspect: w / h,
    trim: { x: (b / w) * 100, y: (b / h) * 100 },
    safe: { x: ((b + SAFE_MARGIN_MM) / w) * 100, y: ((b + SAFE_MARGIN_MM) / h) * 100 },
    trimShare: widthMm / w,
  };
}

/** A card's width on screen when nothing asks for another: 15 rem for poker, the others in proportion. */
export function displayWidth(size: CardSize): string {
  return `${((cardSizeMm(size).widthMm / cardSizeMm('poker').widthMm) * 15).toFixed(3)}rem`;
}
