import { describe, expect, it } from 'vitest';
import { BLEED_MM, CARD_SIZES } from '../../games/kit/cards/card-sizes.ts';
import { pdfPlan } from '../../games/kit/export/pdf-plan.ts';
import type { PrintDeck } from '../../games/kit/export/print-deck.ts';
import { backCell, MIN_MARGIN_MM, PAPERS, sheetGrid } from '../../games/kit/export/sheet-layout.ts';
import { TTS_FACES_PER_SHEET, ttsSavedObject, ttsSheets } from '../../games/kit/export/tts-save.ts';

const deck = (id: string, designs: number, copies = 1): PrintDeck => ({
  id,
  name: `${id} deck`,
  size: 'poker',
  cards: Array.from({ length: designs }, (_, i) => ({ id: `${id}-${i}`, name: `${id} ${i}`, copies })),
});

describe('print sheets', () => {
  it('fits as many bleed boxes as the paper takes inside the printer margin', () => {
    const counts = Object.fromEntries((['poker', 'bridge', 'tarot', 'mini'] as const).map((size) => [size, sheetGrid(PAPERS.a4, CARD_SIZES[size])!.cells.length]));
    expect(counts).toEqual({ poker: 6, bridge: 9, tarot: 4, mini: 12 });
    const grid = sheetGrid(PAPERS.letter, CARD_SIZES.poker)!;
    const right = Math.max(...grid.cells.map((c) => c.xMm)) + CARD_SIZES.poker.widthMm + 2 * BLEED_MM;
    expect(grid.cells[0].xMm).toBeGreaterThanOrEqual(MIN_MARGIN_MM);
    expect(PAPERS.letter.widthMm - right).toBeCloseTo(grid.cells[0].xMm, 6);
  });

  it('marks every trim line, two marks a line, none over a card', () => {
    const grid = sheetGrid(PAPERS.a4, CARD_SIZES.poker)!;
    const card = CARD_SIZES.poker;
    const trimsX = grid.cells.filter((c) => c.row === 0).flatMap((c) => [c.xMm + BLEED_MM, c.xMm + BLEED_MM + card.widthMm]);
    const vertical = grid.marks.filter((m) => m.x1 === m.x2);
    expect(vertical.map((m) => m.x1).sort()).toEqual([...trimsX, ...trimsX].sort());
    const top = grid.cells[0].yMm;
    const bottom = top + grid.rows * (card.heightMm + 2 * BLEED_MM);
    for (const m of vertical) expect(Math.max(m.y1, m.y2) < top || Math.min(m.y1, m.y2) > bottom).toBe(true);
  });

  it('puts each back in the mirrored column of the same row', () => {
    const grid = sheetGrid(PAPERS.a4, CARD_SIZES.bridge)!;
    expect(grid.columns).toBe(3);
    expect(backCell(grid, grid.cells[0])).toMatchObject({ row: 0, column: 2 });
    expect(backCell(grid, grid.cells[4])).toMatchObject({ row: 1, column: 1 });
  });

  it('prints every copy: a face page then its back page, each card with the back of its own deck', () => {
    const grid = sheetGrid(PAPERS.a4, CARD_SIZES.poker)!;
    const pages = pdfPlan([deck('a', 4, 2), deck('b', 5)], grid);
    // 8 + 5 = 13 cards, 6 a page: 3 face pages and 3 back pages.
    expect(pages.map((p) => p.side)).toEqual(['face', 'back', 'face', 'back', 'face', 'back']);
    expect(pages.map((p) => p.slots.length)).toEqual([6, 6, 6, 6, 1, 1]);
    const [face, back] = [pages[2], pages[3]];
    face.slots.forEach((s, i) => {
      expect(back.slots[i].cell).toEqual(backCell(grid, s.cell));
      expect(back.slots[i].slot.deck).toBe(s.slot.deck);
    });
  });
});

describe('Tabletop Simulator decks', () => {
  it('cuts a deck into sheets of 69 faces, the last slot keeping the back', () => {
    const sheets = ttsSheets([deck('big', 75), deck('small', 2)]);
    expect(TTS_FACES_PER_SHEET).toBe(69);
    expect(sheets.map((s) => [s.key, s.deck, s.cards.length])).toEqual([
      [1, 'big', 69],
      [2, 'big', 6],
      [3, 'small', 2],
    ]);
    for (const sheet of sheets) expect(sheet.slots[69]).toEqual({ deck: sheet.deck, side: 'back' });
    expect(sheets[0].slots[68]).toEqual({ deck: 'big', side: 'face', card: 'big-68' });
  });

  it('names each contained card and gives it the CardID of its sheet and slot', () => {
    const decks = [deck('big', 75), deck('one', 1)];
    const sheets = ttsSheets(decks);
    const saved = ttsSavedObject({ title: 'Game', sideways: () => false }, decks, sheets, { face: (s) => `face-${s.key}`, back: (d) => `back-${d}` });
    const [big, one] = saved.ObjectStates as Record<string, any>[];
    expect(big.Name).toBe('DeckCustom');
    expect(big.ContainedObjects).toHaveLength(75);
    expect(big.ContainedObjects[70]).toMatchObject({ Nickname: 'big 70', CardID: 201 });
    expect(big.DeckIDs[68]).toBe(168);
    expect(Object.keys(big.CustomDeck)).toEqual(['1', '2']);
    expect(big.CustomDeck['2']).toMatchObject({ FaceURL: 'face-2', BackURL: 'back-big', NumWidth: 10, NumHeight: 7 });
    // A deck of one card is a lone card in TTS.
    expect(one).toMatchObject({ Name: 'Card', Nickname: 'one 0', CardID: 300 });
  });
});
