import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { PNG } from 'pngjs';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { BLEED_MM, CARD_SIZES } from '../../games/kit/cards/card-sizes.ts';
import { backCell, PAPERS, sheetGrid, type Cell } from '../../games/kit/export/sheet-layout.ts';
import { blank, brightness, colours, exportFixture, pdfPages } from './export-support.ts';

const DPI = 100;
const px = (mm: number) => (mm / 25.4) * DPI;
const grid = sheetGrid(PAPERS.a4, CARD_SIZES.poker)!;
const cellW = px(CARD_SIZES.poker.widthMm + 2 * BLEED_MM);
const cellH = px(CARD_SIZES.poker.heightMm + 2 * BLEED_MM);

/** The card area of a cell, a little inside its trim line. */
const inside = (page: PNG, cell: Cell) => ({ page, x: px(cell.xMm + BLEED_MM + 2), y: px(cell.yMm + BLEED_MM + 2), w: cellW - px(2 * BLEED_MM + 4), h: cellH - px(2 * BLEED_MM + 4) });
const drawn = (page: PNG, cell: Cell) => {
  const a = inside(page, cell);
  return colours(a.page, a.x, a.y, a.w, a.h) > 8;
};
const empty = (page: PNG, cell: Cell) => {
  const a = inside(page, cell);
  return blank(a.page, a.x, a.y, a.w, a.h);
};

describe('tablewright export --format pdf (A4, the three-card fixture)', () => {
  let pdf: string;
  let pages: PNG[];
  beforeAll(async () => {
    const { code, out } = await exportFixture('--format', 'pdf');
    expect(code).toBe(0);
    pdf = join(out, 'are-you-a-robot-a4.pdf');
    pages = pdfPages(pdf, DPI);
  }, 180_000);

  it('prints one face page and its back page for three poker cards, each A4', () => {
    expect(grid.cells.length).toBe(6);
    expect(pages).toHaveLength(2);
    const info = execFileSync('pdfinfo', [pdf], { encoding: 'utf8' });
    expect(info).toMatch(/Pages:\s+2/);
    const [, w, h] = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(info)!;
    expect(Number(w)).toBeCloseTo((210 / 25.4) * 72, 0);
    expect(Number(h)).toBeCloseTo((297 / 25.4) * 72, 0);
  });

  it('keeps its text as text, in embedded fonts', () => {
    const fonts = execFileSync('pdffonts', [pdf], { encoding: 'utf8' }).trim().split('\n').slice(2);
    expect(fonts.length).toBeGreaterThan(0);
    for (const line of fonts) expect(line.split(/\s+/).at(-5), line).toBe('yes');
    expect(execFileSync('pdftotext', [pdf, '-'], { encoding: 'utf8' })).toMatch(/HUMAN[\s\S]*ROBOT/i);
  });

  it('draws crop marks on every trim line, outside the cards', () => {
    expect(pages).toHaveLength(2);
    for (const page of pages) {
      for (const mark of grid.marks) {
        const [x, y] = [px((mark.x1 + mark.x2) / 2), px((mark.y1 + mark.y2) / 2)];
        const vertical = mark.x1 === mark.x2;
        // A 0.25 mm line is a pixel or so wide at 100 dpi: the darkest pixel across it.
        const darkest = Math.min(...[-1, 0, 1].map((d) => (vertical ? brightness(page, x + d, y) : brightness(page, x, y + d))));
        expect(darkest, `mark at ${mark.x1.toFixed(1)},${mark.y1.toFixed(1)} mm`).toBeLessThan(100);
      }
      // Between the marks and the cards the paper stays white.
      const first = grid.marks[0];
      expect(brightness(page, px(first.x1) + 6, px(first.y1) - 2)).toBeGreaterThan(240);
    }
  });

  it('fills the first three cells of the face page and leaves the rest white', () => {
    const [face] = pages;
    grid.cells.forEach((cell, i) => expect(i < 3 ? drawn(face, cell) : empty(face, cell), `cell ${i}`).toBe(true));
  });

  it('puts each back behind its face for a long-edge flip: column 0 of the face page is the last column of the back page', () => {
    const [, back] = pages;
    const row1 = grid.cells.filter((c) => c.row === 1);
    // Row 1 of the face page holds one card, in column 0: its back is in the last column.
    expect(drawn(back, row1[grid.columns - 1])).toBe(true);
    expect(empty(back, row1[0])).toBe(true);
    grid.cells.forEach((cell, i) => expect(i < 3 ? drawn(back, backCell(grid, cell)) : empty(back, backCell(grid, cell)), `behind cell ${i}`).toBe(true));
  });

  it('prints one of each design at a custom size, faces only, without crop marks, and says so', async () => {
    const said: string[] = [];
    const write = process.stdout.write.bind(process.stdout);
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => (said.push(String(chunk)), write(chunk)));
    const { code, out } = await exportFixture('--format', 'pdf', '--set', 'one-each', '--size', '70x110', '--backs', 'none', '--marks', 'off');
    vi.restoreAllMocks();
    expect(code).toBe(0);
    expect(said.join('')).toMatch(/as pdf: one of each design, 2 cards in 1 deck on 1 sheet of A4, no backs, no crop marks: /);
    const [face, ...rest] = pdfPages(join(out, 'are-you-a-robot-a4.pdf'), DPI);
    expect(rest).toHaveLength(0);
    const custom = sheetGrid(PAPERS.a4, { widthMm: 70, heightMm: 110 })!;
    expect(custom.cells).toHaveLength(4);
    const w = px(70 + 2 * BLEED_MM);
    const h = px(110 + 2 * BLEED_MM);
    custom.cells.forEach((cell, i) => {
      const [x, y] = [px(cell.xMm + BLEED_MM + 2), px(cell.yMm + BLEED_MM + 2)];
      expect(i < 2 ? colours(face, x, y, w - px(2 * BLEED_MM + 4), h - px(2 * BLEED_MM + 4)) > 8 : blank(face, x, y, w - px(2 * BLEED_MM + 4), h - px(2 * BLEED_MM + 4)), `cell ${i}`).toBe(true);
    });
    // The first card is 110 mm tall with its bleed 116 mm: it is drawn to there, and the empty cell below it is paper.
    const first = custom.cells[0];
    expect(brightness(face, px(first.xMm + 35), px(first.yMm + 116) - 3)).toBeLessThan(240);
    expect(brightness(face, px(first.xMm + 35), px(first.yMm + 116) + 3)).toBeGreaterThan(240);
    // Where the crop marks would be, the margin stays white.
    for (const mark of custom.marks) expect(brightness(face, px((mark.x1 + mark.x2) / 2), px((mark.y1 + mark.y2) / 2)), `mark at ${mark.x1.toFixed(1)},${mark.y1.toFixed(1)} mm`).toBeGreaterThan(240);
  }, 180_000);

  it('lays US Letter pages out at their own size', async () => {
    const { code, out } = await exportFixture('--format', 'pdf', '--paper', 'letter');
    expect(code).toBe(0);
    const info = execFileSync('pdfinfo', [join(out, 'are-you-a-robot-letter.pdf')], { encoding: 'utf8' });
    expect(info).toMatch(/Page size:\s+612 x 792 pts/);
  }, 180_000);
});
