import { closestWord } from '../content/closest-word.ts';
import type { ContentIssue } from '../game-module.ts';
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

/** The look content gives one kind of piece, if it gives one. */
export function pieceFormatIn(content: unknown, type: string): PieceFormat | undefined {
  const file = (content as { [CARD_FORMATS_KEY]?: CardFormatsFile } | null)?.[CARD_FORMATS_KEY];
  return file?.pieces?.find((piece) => piece.type === type);
}

/** The look of one kind of piece; a game (or a test fixture) that gives none draws it plain grey. */
export function pieceFormatOf(content: unknown, type: string): PieceFormat {
  return pieceFormatIn(content, type) ?? { type, ...PLAIN };
}

/** The kinds of piece each game's table draws in card-formats.yaml's look, by game id. */
export const GAME_PIECE_TYPES: Readonly<Record<string, readonly string[]>> = {
  'bias-effect': ['chip'],
  'evil-robots': ['action-token', 'coin-heads', 'coin-tails', 'coin-back', 'influence'],
};

/**
 * Every entry of `pieces` names a kind of piece the game's table draws, once: a misspelt type
 * would otherwise leave the piece plain grey with nothing said.
 */
export function checkPieceFormats(gameId: string, file: CardFormatsFile): ContentIssue[] {
  const ids = GAME_PIECE_TYPES[gameId] ?? [];
  const issues: ContentIssue[] = [];
  const seen = new Map<string, number>();
  (file.pieces ?? []).forEach((piece, i) => {
    const path = ['pieces', i, 'type'];
    if (!ids.includes(piece.type)) {
      const near = closestWord(piece.type, ids);
      const instead = ids.length === 0 ? 'remove the entry' : near ? `write \`${near}\`` : `use one of ${ids.map((id) => `\`${id}\``).join(', ')}`;
      issues.push({ file: CARD_FORMATS_KEY, path, message: `${gameId} draws no piece of type "${piece.type}"${ids.length === 0 ? ' (it draws no pieces from this file)' : ''}: ${instead}.` });
    } else if (seen.has(piece.type)) {
      issues.push({ file: CARD_FORMATS_KEY, path, message: `the piece "${piece.type}" is given twice (also entry ${seen.get(piece.type)! + 1}): keep one entry per piece.` });
    } else seen.set(piece.type, i);
  });
  return issues;
}
