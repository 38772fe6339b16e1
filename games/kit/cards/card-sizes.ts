/**
 * The physical card sizes a game's content and `tablewright export --size` may name, in
 * millimetres, trimmed (without bleed). Print shops and sleeve makers sell these four.
 */
export const CARD_SIZES = {
  poker: { widthMm: 63.5, heightMm: 88.9 },
  bridge: { widthMm: 57.15, heightMm: 88.9 },
  tarot: { widthMm: 70, heightMm: 120 },
  mini: { widthMm: 44.45, heightMm: 63.5 },
} as const;

export type CardSizeName = keyof typeof CARD_SIZES;

export const CARD_SIZE_NAMES = Object.keys(CARD_SIZES) as CardSizeName[];

/** A trimmed card size in millimetres, width across and height down. */
export interface CardMm {
  widthMm: number;
  heightMm: number;
}

/** What card-formats.yaml's `size` and `--size` give: a named size, or any width and height in millimetres. */
export type CardSize = CardSizeName | CardMm;

/** Print bleed on every edge: art runs this far past the trim line so a cut that wanders shows no white. */
export const BLEED_MM = 3;

/** Text and anything that must not be cut stays this far inside the trim line. */
export const SAFE_MARGIN_MM = 3;

export const MM_PER_INCH = 25.4;

/** Any card size's trimmed millimetres: the one place a size is read. */
export function cardSizeMm(size: CardSize): CardMm {
  if (typeof size === 'string') return CARD_SIZES[size];
  return { widthMm: size.widthMm, heightMm: size.heightMm };
}

/** How a size reads to a designer: `poker` or `70 × 110 mm`. */
export function describeCardSize(size: CardSize): string {
  if (typeof size === 'string') return size;
  const mm = (n: number) => String(Math.round(n * 100) / 100);
  return `${mm(size.widthMm)} × ${mm(size.heightMm)} mm`;
}
