import { createContext, useContext, type ReactNode } from 'react';
import { pieceFormatIn, type PieceFormat } from '../../../games/kit/cards/piece-formats.ts';

/** The pieces of Evil Robots whose look card-formats.yaml's `pieces` gives (GAME_PIECE_TYPES). */
export type EvilPiece = 'action-token' | 'coin-heads' | 'coin-tails' | 'coin-back' | 'influence';

/**
 * The content the pieces take their look from, like the cards' art: the table, the print and the
 * stories each provide it once for everything they draw. With none (a card drawn on its own) a
 * piece is drawn as its stylesheet says.
 */
const LooksContext = createContext<unknown>(null);

export function PieceLooksProvider({ content, children }: { content: unknown; children: ReactNode }) {
  return <LooksContext.Provider value={content}>{children}</LooksContext.Provider>;
}

export function usePieceLook(type: EvilPiece): PieceFormat | undefined {
  return pieceFormatIn(useContext(LooksContext), type);
}
