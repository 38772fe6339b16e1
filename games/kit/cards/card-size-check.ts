import { PAPERS, sheetGrid, type PaperName } from '../export/sheet-layout.ts';
import { CARD_SIZE_NAMES, cardSizeMm, describeCardSize, MM_PER_INCH, type CardMm, type CardSize, type CardSizeName } from './card-sizes.ts';

/**
 * The narrowest side a card may have: the safe margins alone take 6 mm of it, and below this
 * a face's words shrink past reading.
 */
export const MIN_SIDE_MM = 30;
/**
 * Every face is drawn upright and laid out for a card at most about twice as tall as wide
 * (tarot is 1.7): a narrower card squeezes its words into a strip.
 */
export const MIN_WIDTH_OVER_HEIGHT = 0.45;

const mm = (n: number) => String(Math.round(n * 100) / 100);

/** How a suggested size is written: as card-formats.yaml's `size`, or as `--size`. */
export type SizeForm = 'yaml' | 'flag';
const written = (form: SizeForm, w: number, h: number) => (form === 'yaml' ? `{ widthMm: ${mm(w)}, heightMm: ${mm(h)} }` : `--size ${mm(w)}x${mm(h)}`);

/** What is wrong with a custom size, and which of its numbers to change; nothing when it prints. */
export interface SizeProblem {
  field: 'widthMm' | 'heightMm';
  message: string;
}

const NAMED = CARD_SIZE_NAMES.map((name) => `${name} (${mm(cardSizeMm(name).widthMm)} × ${mm(cardSizeMm(name).heightMm)} mm)`).join(', ');

/**
 * Whether a card of this size can be laid out and printed on every paper in `papers`. A named
 * size always can; a custom one is checked: numbers above zero, upright, not too small or
 * thin for its words, and small enough that one card with its bleed fits the page's margins.
 */
export function cardSizeProblem(size: CardSize, papers: readonly PaperName[] = ['a4', 'letter'], form: SizeForm = 'yaml'): SizeProblem | undefined {
  if (typeof size === 'string') return undefined;
  const { widthMm: w, heightMm: h } = size;
  for (const [field, n] of [['widthMm', w], ['heightMm', h]] as const) {
    if (!Number.isFinite(n) || n <= 0) return { field, message: `a card ${field === 'widthMm' ? 'width' : 'height'} of ${mm(n)} mm cannot be printed: give both sides in millimetres above zero, e.g. ${written(form, 63.5, 88.9)}, or a named size: ${NAMED}.` };
  }
  if (w > h) return { field: 'widthMm', message: `a card ${mm(w)} mm wide and ${mm(h)} mm tall lies on its side, and card faces are laid out upright: write the same card upright as ${written(form, h, w)}.` };
  if (w < MIN_SIDE_MM) return { field: 'widthMm', message: `a card ${mm(w)} mm wide is too narrow for its words (the safe margins alone take 6 mm): make it at least ${MIN_SIDE_MM} mm wide, e.g. mini is 44.45 mm.` };
  if (w / h < MIN_WIDTH_OVER_HEIGHT) return { field: 'heightMm', message: `a card ${mm(w)} × ${mm(h)} mm is a thin strip its face cannot be laid out in: keep its height at most ${mm(w / MIN_WIDTH_OVER_HEIGHT)} mm for that width (tarot is 70 × 120 mm).` };
  for (const paper of papers) {
    if (sheetGrid(PAPERS[paper], size)) continue;
    const fits = sheetGrid(PAPERS[paper], { widthMm: w, heightMm: 1 }) ? 'heightMm' : 'widthMm';
    return { field: fits, message: `a card ${describeCardSize(size)} does not fit on ${paper === 'a4' ? 'A4' : 'US Letter'} paper with its 3 mm bleed inside the printer's margin: make it smaller (tarot, 70 × 120 mm, fits four to a page).` };
  }
  return undefined;
}

const UNITS: Record<string, number> = { mm: 1, cm: 10, in: MM_PER_INCH };

/**
 * `--size` as typed: a named size, or `WIDTHxHEIGHT` in millimetres (`70x110`, `70x110mm`),
 * centimetres (`7x11cm`) or inches (`2.5x3.5in`); or a sentence saying what to write when it
 * is none of these.
 */
export function parseCardSize(text: string): { size: CardSize } | { error: string } {
  if ((CARD_SIZE_NAMES as string[]).includes(text)) return { size: text as CardSizeName };
  const found = /^\s*(\d+(?:\.\d+)?)\s*[x×]\s*(\d+(?:\.\d+)?)\s*(mm|cm|in)?\s*$/i.exec(text);
  if (!found) return { error: `--size must be ${CARD_SIZE_NAMES.join(', ')} or a width and height such as 70x110 (millimetres), 7x11cm or 2.5x3.5in, not "${text}".` };
  const unit = UNITS[(found[3] ?? 'mm').toLowerCase()];
  // Inches convert to long decimals: a hundredth of a millimetre is finer than any cutter.
  const round = (n: number) => Math.round(n * unit * 100) / 100;
  return { size: { widthMm: round(Number(found[1])), heightMm: round(Number(found[2])) } satisfies CardMm };
}
