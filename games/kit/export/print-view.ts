import type { PrintDeck, PrintSlot } from './print-deck.ts';
import type { Line } from './sheet-layout.ts';

/**
 * What the CLI asks the print page to draw, in CSS pixels: the page lays the cards out
 * exactly here, and the CLI prints or photographs it.
 */
export interface PrintSetup {
  game: string;
  title: string;
  content: unknown;
}

/** One card drawn in a box of its bleed size, the trimmed card `bleed` in from every edge. */
export interface BoxedSlot {
  slot: PrintSlot;
  x: number;
  y: number;
  width: number;
  height: number;
  bleed: number;
}

export interface ViewPage {
  width: number;
  height: number;
  boxes: BoxedSlot[];
  marks: Line[];
}

/** `pages`: sheets printed to PDF; `shots`: boxes on one canvas, each photographed alone. */
export type PrintView = { kind: 'pages'; pageWidthMm: number; pageHeightMm: number; pages: ViewPage[] } | { kind: 'shots'; page: ViewPage };

/** CSS pixels per millimetre when printing (CSS fixes 96 px to the inch). */
export const CSS_PX_PER_MM = 96 / 25.4;

/** What the print page (ui/print/print-main.tsx) offers on `window.tablewrightPrint`. */
export interface PrintApi {
  decks(setup: PrintSetup): PrintDeck[];
  /** The game the next views draw: handed over once, not with each of its hundreds of cards. */
  use(setup: PrintSetup): void;
  /** Draws the view of the game last `use`d; answers what is wrong with it (nothing when all is well). */
  show(view: PrintView): Promise<ShowReport>;
}

/** Each entry names a card as `<deck>/<card id>` (or `<deck>/back`) and says what is wrong. */
export interface ShowReport {
  /** Cards that did not draw at their box's (physical) size: the export stops. */
  misfits: string[];
  /** Cards whose words still overflow at the smallest text the card allows: printed, with a warning. */
  overflowing: string[];
}
