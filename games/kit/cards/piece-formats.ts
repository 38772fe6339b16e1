import { CARD_FORMATS_KEY, type CardFormatsFile } from './card-formats.ts';

// Written by hand, in step with schemas/kit/card-formats.schema.json's `piece`.

/** How one kind of playing piece (a chip, a token) looks on the table: card-formats.yaml's `pieces`. */
export interface PieceFormat {
  /** The kind of piece, as the game's table names it, e.g. `chip`. */
  type: string;
  /** The face. */
  face: string;
  /** The rim and side, what shows where pieces stack. */
  edge: string;
  /** Optional: the ring inlaid in the face; the edge colour otherwise. */
  mark?: string;
  /** Optional: an artist's face, a path under ui/public; the drawn face otherwise. */
  art?: string;
}

const PLAIN = { face: '#c9ced6', edge: '#5b6270' } as const;

/** The look of one kind of piece; a game (or a test fixture) that gives none draws it plain grey. */
export function pieceFormatOf(content: unknown, type: string): PieceFormat {
  const file = (content as { [CARD_FORMATS_KEY]?: CardFormatsFile } | null)?.[CARD_FORMATS_KEY];
  return file?.pieces?.find((piece) => piece.type === type) ?? { type, ...PLAIN };
}
