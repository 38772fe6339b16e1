import type { CSSProperties } from 'react';
import type { PieceFormat } from '../../../games/kit/cards/piece-formats.ts';
import { artUrl } from '../card/art-url.ts';

/** A piece's look from content as CSS variables, so every disc of a stack reads them. */
export function pieceStyle(look: PieceFormat): CSSProperties {
  return {
    '--piece-face': look.face,
    '--piece-edge': look.edge,
    '--piece-mark': look.mark ?? look.edge,
    '--piece-art': look.art ? `url("${artUrl(look.art)}")` : 'none',
  } as CSSProperties;
}

/** How many discs a count of `n` shows, in columns of `perColumn` at most `columns` wide: the number says the rest. */
export function columnsOf(n: number, perColumn: number, columns: number): number[] {
  const shown = Math.max(0, Math.min(Math.floor(n), perColumn * columns));
  const heights: number[] = [];
  for (let left = shown; left > 0; left -= perColumn) heights.push(Math.min(perColumn, left));
  return heights;
}
