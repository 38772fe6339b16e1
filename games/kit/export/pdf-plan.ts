import { physicalCards, type PrintDeck, type PrintSlot } from './print-deck.ts';
import { backCell, type Cell, type SheetGrid } from './sheet-layout.ts';

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
 * Every physical card of every deck, a face page and then its back page, so a duplex print
 * puts each card's back (its own deck's back) behind it.
 */
export function pdfPlan(decks: PrintDeck[], grid: SheetGrid): PlanPage[] {
  const cards = decks.flatMap((deck) => physicalCards(deck).map((card) => ({ deck: deck.id, card: card.id })));
  const perPage = grid.cells.length;
  const pages: PlanPage[] = [];
  for (let start = 0; start < cards.length; start += perPage) {
    const onPage = cards.slice(start, start + perPage);
    pages.push({ side: 'face', slots: onPage.map((c, i) => ({ cell: grid.cells[i], slot: { deck: c.deck, side: 'face', card: c.card } })) });
    pages.push({ side: 'back', slots: onPage.map((c, i) => ({ cell: backCell(grid, grid.cells[i]), slot: { deck: c.deck, side: 'back' } })) });
  }
  return pages;
}
