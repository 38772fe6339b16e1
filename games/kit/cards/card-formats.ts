import { closestWord } from '../content/closest-word.ts';
import type { ContentIssue } from '../game-module.ts';
import { cardSizeProblem } from './card-size-check.ts';
import { cardSizeMm, type CardSize } from './card-sizes.ts';
import { cardTypesOf } from './card-types.ts';
import type { PieceFormat } from './piece-formats.ts';

// Written by hand, in step with schemas/kit/card-formats.schema.json.

/** content/<game>/card-formats.yaml: how each kind of card of the game is printed. */
export interface CardFormatsFile {
  cards: CardFormat[];
  /** Optional: how the table draws the game's pieces (games/kit/cards/piece-formats.ts). */
  pieces?: PieceFormat[];
}

export interface CardFormat {
  /** A kind from games/kit/cards/card-types.ts, e.g. `construct`. */
  type: string;
  /** A named size or `{ widthMm, heightMm }`; read its millimetres with cardSizeMm. */
  size: CardSize;
  back: CardBackFormat;
  /** Optional: an artist's frame drawn behind every face of this kind, a path under ui/public. */
  frameArt?: string;
}

export interface CardBackFormat {
  /** The words across a drawn back, usually the game's title. */
  label: string;
  colour: string;
  /** Optional: an artist's back, a path under ui/public; the drawn back otherwise. */
  art?: string;
}

/** The content key the loader gives card-formats.yaml (beside a game's own keys and the kit's). */
export const CARD_FORMATS_KEY = 'cardFormats';
export const CARD_FORMATS_FILE = { file: 'card-formats.yaml', schema: '../kit/card-formats.schema.json' } as const;

const DEFAULT_BACK_COLOUR = '#2a3142';

/**
 * The format of one kind of card. A game without card-formats.yaml (a test fixture, a game in
 * its first hours) prints every kind poker-sized with a drawn back bearing `title`.
 */
export function cardFormatOf(content: unknown, type: string, title: string): CardFormat {
  const file = (content as { [CARD_FORMATS_KEY]?: CardFormatsFile } | null)?.[CARD_FORMATS_KEY];
  return file?.cards.find((card) => card.type === type) ?? { type, size: 'poker', back: { label: title, colour: DEFAULT_BACK_COLOUR } };
}

/** Width over height of a card kind, trimmed: what the table and the print draw it at. */
export function aspectOf(size: CardSize): number {
  const { widthMm, heightMm } = cardSizeMm(size);
  return widthMm / heightMm;
}

/**
 * Every kind of card the game prints has exactly one entry, every entry names a kind the
 * game prints, and a custom size prints (games/kit/cards/card-size-check.ts). Paths are into
 * card-formats.yaml (content key CARD_FORMATS_KEY).
 */
export function checkCardFormats(gameId: string, file: CardFormatsFile): ContentIssue[] {
  const known = cardTypesOf(gameId);
  const ids = known.map((t) => t.id);
  const issues: ContentIssue[] = [];
  const seen = new Map<string, number>();
  file.cards.forEach((card, i) => {
    const path = ['cards', i, 'type'];
    if (!ids.includes(card.type)) {
      const near = closestWord(card.type, ids);
      const choices = ids.map((id) => `\`${id}\``).join(', ');
      issues.push({ file: CARD_FORMATS_KEY, path, message: `${gameId} prints no card of type "${card.type}": ${near ? `write \`${near}\`` : `use one of ${choices}`}${near && ids.length > 1 ? ` (the types are ${choices})` : ''}.` });
    } else if (seen.has(card.type)) {
      issues.push({ file: CARD_FORMATS_KEY, path, message: `the type "${card.type}" is given twice (also entry ${seen.get(card.type)! + 1}): keep one entry per type.` });
    } else seen.set(card.type, i);
    const problem = cardSizeProblem(card.size);
    if (problem) issues.push({ file: CARD_FORMATS_KEY, path: ['cards', i, 'size', problem.field], message: problem.message });
  });
  for (const type of known) {
    if (!seen.has(type.id) && !file.cards.some((card) => card.type === type.id)) {
      issues.push({ file: CARD_FORMATS_KEY, path: ['cards'], message: `no format for the ${type.name}: add an entry \`- { type: ${type.id}, size: poker, back: { label: …, colour: "#2a3142" } }\` to cards.` });
    }
  }
  return issues;
}
