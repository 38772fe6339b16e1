import { describe, expect, it } from 'vitest';
import { pdfPlan, pdfSheets } from '../../games/kit/export/pdf-plan.ts';
import type { PrintDeck } from '../../games/kit/export/print-deck.ts';
import { describeCards, describeSheets } from '../../games/kit/export/print-summary.ts';
import { DEFAULT_SHEET_CHOICES } from '../../games/kit/export/sheet-choices.ts';
import { backCell, PAPERS, sheetGrid } from '../../games/kit/export/sheet-layout.ts';
import type { CardSize } from '../../games/kit/cards/card-sizes.ts';

const deck = (id: string, designs: number, size: CardSize = 'poker'): PrintDeck => ({ id, name: id, size, cards: Array.from({ length: designs }, (_, i) => ({ id: `${id}-${i}`, name: `${id} ${i}`, copies: 1 })) });

describe('print choices: backs, crop marks, custom sizes', () => {
  it('puts a back in the same column of the mirrored row for a short-edge flip, so it lands behind its face', () => {
    const grid = sheetGrid(PAPERS.a4, { widthMm: 57.15, heightMm: 88.9 })!;
    expect([grid.columns, grid.rows]).toEqual([3, 3]);
    expect(backCell(grid, grid.cells[0], 'short')).toMatchObject({ row: 2, column: 0 });
    expect(backCell(grid, grid.cells[5], 'short')).toMatchObject({ row: 1, column: 2 });
    // Turned over top to bottom, a cell's mirror lies at the same distance from the other edge.
    const face = grid.cells[1];
    const back = backCell(grid, face, 'short');
    expect(back.yMm + (88.9 + 6)).toBeCloseTo(PAPERS.a4.heightMm - face.yMm, 6);
    expect(back.xMm).toBe(face.xMm);
  });

  it('prints faces only when backs are off, and backs behind each face page for either flip', () => {
    const grid = sheetGrid(PAPERS.a4, { widthMm: 63.5, heightMm: 88.9 })!;
    expect(pdfPlan([deck('a', 8)], grid, 'none').map((p) => p.side)).toEqual(['face', 'face']);
    const short = pdfPlan([deck('a', 8)], grid, 'duplex-short');
    expect(short.map((p) => p.side)).toEqual(['face', 'back', 'face', 'back']);
    expect(short[1].slots.map((s) => s.cell)).toEqual(short[0].slots.map((s) => backCell(grid, s.cell, 'short')));
  });

  it('draws no crop marks when they are off, the cards where they were', () => {
    const on = pdfSheets([deck('a', 3)], DEFAULT_SHEET_CHOICES);
    const off = pdfSheets([deck('a', 3)], { ...DEFAULT_SHEET_CHOICES, marks: false });
    expect(on[0].grid.marks.length).toBeGreaterThan(0);
    expect(off[0].grid.marks).toEqual([]);
    expect(off[0].pages).toEqual(on[0].pages);
  });

  it('lays a custom size out on its own sheets, sharing them with a deck of the same millimetres', () => {
    const plans = pdfSheets([deck('a', 5, 'poker'), deck('b', 1, { widthMm: 70, heightMm: 110 }), deck('c', 2, { widthMm: 63.5, heightMm: 88.9 })], { paper: 'a4', backs: 'none', marks: true });
    expect(plans.map((p) => [p.grid.cells.length, p.pages.length])).toEqual([
      [6, 2],
      [4, 1],
    ]);
    // Poker by name and by its millimetres are the same card: 7 cards, 6 to a page.
    expect(plans[0].pages[1].slots.map((s) => s.slot)).toEqual([{ deck: 'c', side: 'face', card: 'c-1' }]);
  });

  it('says what was printed on how much paper', () => {
    const decks = [deck('a', 7)];
    expect(describeCards(decks)).toBe('7 cards in 1 deck');
    expect(describeSheets(pdfSheets(decks, DEFAULT_SHEET_CHOICES), DEFAULT_SHEET_CHOICES)).toBe('on 2 sheets of A4, duplex backs (flip on the long edge), crop marks');
    const letter = { paper: 'letter', backs: 'none', marks: false } as const;
    expect(describeSheets(pdfSheets(decks, letter), letter)).toBe('on 2 sheets of US Letter, no backs, no crop marks');
  });
});
