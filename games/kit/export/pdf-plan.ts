import { cardSizeMm, describeCardSize, type CardSize } from '../cards/card-sizes.ts';
import { physicalCards, type PrintDeck, type PrintSlot } from './print-deck.ts';
import type { SheetChoices } from './sheet-choices.ts';
import { backCell, PAPERS, sheetGrid, type Cell, type SheetGrid } from './sheet-layout.ts';

export interface PlacedSlot {
  cell: Cell;
  slot: PrintSlot;
}

/** One PDF page: the cards on it and whether it is the back of the page before it. */
export interface PlanPage {
  side: 'face' | 'back';
  slots: PlacedSlot[];
}

/**
 * Every physical card of every deck on pages of `grid`: a face page and, with duplex backs, its
 * back page, so each card's back (its own deck's back) prints behind it.
 */
export function pdfPlan(decks: PrintDeck[], grid: SheetGrid, backs: SheetChoices['backs'] = 'duplex'): PlanPage[] {
  const cards = decks.flatMap((deck) => physicalCards(deck).map((card) => ({ deck: deck.id, card: card.id })));
  const perPage = grid.cells.length;
  const pages: PlanPage[] = [];
  for (let start = 0; start < cards.length; start += perPage) {
    const onPage = cards.slice(start, start + perPage);
    pages.push({ side: 'face', slots: onPage.map((c, i) => ({ cell: grid.cells[i], slot: { deck: c.deck, side: 'face', card: c.card } })) });
    if (backs === 'none') continue;
    const flip = backs === 'duplex-short' ? 'short' : 'long';
    pages.push({ side: 'back', slots: onPage.map((c, i) => ({ cell: backCell(grid, grid.cells[i], flip), slot: { deck: c.deck, side: 'back' } })) });
  }
  return pages;
}

/** The pages of the cards of one size: decks of one size share sheets; a deck of another size starts its own. */
export interface SizedPlan {
  size: CardSize;
  grid: SheetGrid;
  pages: PlanPage[];
}

/**
 * The whole PDF: its decks grouped by size, each group on its own grid (without crop marks when
 * they are off). Throws when a size does not fit the paper, naming it; the size checks refuse
 * such a size before an export starts.
 */
export function pdfSheets(decks: PrintDeck[], choices: SheetChoices): SizedPlan[] {
  const groups = new Map<string, { size: CardSize; decks: PrintDeck[] }>();
  for (const deck of decks) {
    const key = JSON.stringify(cardSizeMm(deck.size));
    groups.set(key, { size: deck.size, decks: [...(groups.get(key)?.decks ?? []), deck] });
  }
  return [...groups.values()].map(({ size, decks: same }) => {
    const grid = sheetGrid(PAPERS[choices.paper], cardSizeMm(size));
    if (!grid) throw new Error(`a ${describeCardSize(size)} card does not fit on ${choices.paper} paper.`);
    return { size, grid: choices.marks ? grid : { ...grid, marks: [] }, pages: pdfPlan(same, grid, choices.backs) };
  });
}
