import { BLEED_MM } from '../cards/card-sizes.ts';

/** Paper a print-and-play PDF is laid out for, portrait, in millimetres. */
export const PAPERS = {
  a4: { widthMm: 210, heightMm: 297 },
  letter: { widthMm: 215.9, heightMm: 279.4 },
} as const;

export type PaperName = keyof typeof PAPERS;

/**
 * Home printers cannot print the outermost few millimetres; crop marks live in this margin
 * around the block of cards, so the block keeps at least this much paper on every side.
 */
export const MIN_MARGIN_MM = 6;
/** Crop marks stop this far short of the bleed edge so they never print on a card. */
export const MARK_GAP_MM = 1;
export const MARK_LENGTH_MM = 4;

export interface Size {
  widthMm: number;
  heightMm: number;
}

/** A card cell on a sheet: the top-left corner of its bleed box. */
export interface Cell {
  column: number;
  row: number;
  xMm: number;
  yMm: number;
}

export interface Line {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

export interface SheetGrid {
  paper: Size;
  card: Size;
  bleedMm: number;
  columns: number;
  rows: number;
  /** Cells of a face sheet, row by row, left to right. */
  cells: Cell[];
  /** The cut lines, drawn in the margin outside the block of cards. */
  marks: Line[];
}

/**
 * As many cards as fit on portrait paper, bleed boxes side by side (each card keeps its own
 * bleed), the block centred. Null when not even one card fits.
 */
export function sheetGrid(paper: Size, card: Size, bleedMm = BLEED_MM): SheetGrid | null {
  const cellW = card.widthMm + 2 * bleedMm;
  const cellH = card.heightMm + 2 * bleedMm;
  const columns = Math.floor((paper.widthMm - 2 * MIN_MARGIN_MM) / cellW);
  const rows = Math.floor((paper.heightMm - 2 * MIN_MARGIN_MM) / cellH);
  if (columns < 1 || rows < 1) return null;
  const left = (paper.widthMm - columns * cellW) / 2;
  const top = (paper.heightMm - rows * cellH) / 2;
  const cells: Cell[] = [];
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) cells.push({ column, row, xMm: left + column * cellW, yMm: top + row * cellH });
  }
  const right = left + columns * cellW;
  const bottom = top + rows * cellH;
  const cutsX = Array.from({ length: columns }, (_, c) => [left + c * cellW + bleedMm, left + (c + 1) * cellW - bleedMm]).flat();
  const cutsY = Array.from({ length: rows }, (_, r) => [top + r * cellH + bleedMm, top + (r + 1) * cellH - bleedMm]).flat();
  const reach = (margin: number) => Math.min(MARK_LENGTH_MM, margin - MARK_GAP_MM);
  const marks: Line[] = [
    ...cutsX.flatMap((x) => [
      { x1: x, y1: top - MARK_GAP_MM, x2: x, y2: top - MARK_GAP_MM - reach(top) },
      { x1: x, y1: bottom + MARK_GAP_MM, x2: x, y2: bottom + MARK_GAP_MM + reach(top) },
    ]),
    ...cutsY.flatMap((y) => [
      { x1: left - MARK_GAP_MM, y1: y, x2: left - MARK_GAP_MM - reach(left), y2: y },
      { x1: right + MARK_GAP_MM, y1: y, x2: right + MARK_GAP_MM + reach(left), y2: y },
    ]),
  ];
  return { paper, card, bleedMm, columns, rows, cells, marks };
}

/**
 * The cell on the back sheet behind a face cell. Duplex printing flipped on the long edge
 * turns a portrait sheet over left to right: a card's back lands in the mirrored column, same
 * row. Flipped on the short edge it turns over top to bottom: the same column, mirrored row.
 * The block of cards is centred on the page, so a mirrored cell lies exactly behind its face.
 */
export function backCell(grid: SheetGrid, face: Cell, flip: 'long' | 'short' = 'long'): Cell {
  const column = flip === 'long' ? grid.columns - 1 - face.column : face.column;
  const row = flip === 'long' ? face.row : grid.rows - 1 - face.row;
  return grid.cells[row * grid.columns + column];
}
