import type { PaperName } from './sheet-layout.ts';

/**
 * What is behind the faces of a print-and-play PDF. `duplex`: every face sheet is followed by
 * its backs, mirrored left to right for a printer that flips on the long edge (the usual
 * two-sided setting); `duplex-short`: mirrored top to bottom, for one that flips on the short
 * edge; `none`: faces only, for a single-sided print or cards with a blank back.
 */
export const BACKS = ['duplex', 'duplex-short', 'none'] as const;
export type Backs = (typeof BACKS)[number];

/** How the PDF's sheets are printed: the paper, what is behind the faces and whether crop marks show the cuts. */
export interface SheetChoices {
  paper: PaperName;
  backs: Backs;
  marks: boolean;
}

export const DEFAULT_SHEET_CHOICES: SheetChoices = { paper: 'a4', backs: 'duplex', marks: true };
