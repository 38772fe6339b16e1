import { BLEED_MM, MM_PER_INCH } from '../cards/card-sizes.ts';

/** `tablewright export --format png` draws cards at this resolution. */
export const PNG_DPI = 300;

/** Whole pixels across a length at `dpi`. */
export const dots = (mm: number, dpi: number = PNG_DPI) => Math.round((mm / MM_PER_INCH) * dpi);

/** The picture of one card: its size in whole pixels, bleed included, and the bleed's share of it. */
export interface PngBox {
  width: number;
  height: number;
  /** Unrounded, so that the card's own width (trim plus bleed) is exactly the picture's. */
  bleed: number;
}

/** The picture a card of this trimmed size makes at `dpi`. */
export function pngBox(card: { widthMm: number; heightMm: number }, dpi: number = PNG_DPI): PngBox {
  const width = dots(card.widthMm + 2 * BLEED_MM, dpi);
  return { width, height: dots(card.heightMm + 2 * BLEED_MM, dpi), bleed: (width * BLEED_MM) / (card.widthMm + 2 * BLEED_MM) };
}

/** How a card fills a box `bleed` wider than the trimmed card on every side: its trimmed width in CSS pixels, and whether to draw the bleed. */
export const cardInBox = (box: { width: number; bleed: number }) => ({ width: `${box.width - 2 * box.bleed}px`, bleed: box.bleed > 0 });
