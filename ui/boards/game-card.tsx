import { memo } from 'react';
import { cardSizeMm } from '../../games/kit/cards/card-sizes.ts';
import { cardFormatOf } from '../../games/kit/cards/card-formats.ts';
import type { CardRecord } from '../../games/kit/cards/card-records.ts';
import { recordFields } from '../../games/kit/cards/card-records.ts';
import type { CardFields } from '../../games/kit/cards/face-bindings.ts';
import { cardFacesOf, faceTemplateOf } from '../../games/kit/cards/face-template.ts';
import { sameValue } from '../../games/kit/decks/same-value.ts';
import { CARD_WIDTH_REM, type CardSize } from '../components/card/card.tsx';
import { TemplateCard } from '../components/card-face/template-card.tsx';
import { drawingsOf } from './card-drawings.ts';
import { printedCardListOf } from './printed-card-lists.ts';

export interface GameCardProps {
  game: string;
  /** The game's content: its cards, card-formats.yaml and card-faces.yaml. */
  content: unknown;
  type: string;
  id: string;
  /** The table's display size; ignored when `width` is given. */
  size?: CardSize;
  /** The trimmed width as CSS (e.g. "750px" for 300 dpi), for print. */
  width?: string;
  bleed?: boolean;
  guides?: boolean;
  /** Where it is drawn, for the template's `view` field: `print`, or the table's size. */
  view?: string;
  /** What the table shows over the card's own fields (a Life card's outcome that applied): fields its record lists, unset in print. */
  marks?: CardFields;
  /** A tooltip, for what the table says of the card on hover. */
  title?: string;
  testId?: string;
}

const RECORDS = new WeakMap<object, CardRecord[]>();

/** Every card design of a game's content, listed once per content object. */
export function printedCardsOf(game: string, content: unknown): CardRecord[] {
  const key = content as object;
  let records = RECORDS.get(key);
  if (!records) {
    const printedCards = printedCardListOf(game);
    if (!printedCards) throw new Error(`The game '${game}' lists no printed cards (its module's printedCards, in ui/boards/printed-card-lists.ts).`);
    records = printedCards(content);
    RECORDS.set(key, records);
  }
  return records;
}

/** Whether content gives a template for a kind of card: the game's cards are then drawn by GameCard. */
export function hasTemplate(content: unknown, type: string): boolean {
  return faceTemplateOf(content, type) !== undefined;
}

/** Whether a card would draw as it did: every prop the same, and its marks (made afresh at every render of a table) the same values. */
export function sameCard(before: GameCardProps, after: GameCardProps): boolean {
  const keys = Object.keys(before) as (keyof GameCardProps)[];
  if (keys.length !== Object.keys(after).length) return false;
  return keys.every((key) => (key === 'marks' ? sameValue(before.marks, after.marks) : Object.is(before[key], after[key])));
}

/**
 * One card of a game drawn from its template in card-faces.yaml, at the table (a display
 * size) or in print (a width, bleed and guides): the same layers everywhere. A table draws
 * again at every move and most of its cards are as they were: those are not drawn again.
 */
export const GameCard = memo(function GameCard({ game, content, type, id, size = 'regular', width, bleed, guides, view, marks, title, testId }: GameCardProps) {
  const template = faceTemplateOf(content, type);
  const faces = cardFacesOf(content);
  if (!template || !faces) throw new Error(`No template for the ${type} cards of ${game} (content/${game}/card-faces.yaml).`);
  const record = printedCardsOf(game, content).find((r) => r.type === type && r.id === id);
  if (!record) throw new Error(`No ${type} card '${id}' in the ${game} content.`);
  const design = cardSizeMm(cardFormatOf(content, type, game).size);
  const drawnWidth = width ?? `${((CARD_WIDTH_REM[size] * design.widthMm) / cardSizeMm('poker').widthMm).toFixed(3)}rem`;
  return <TemplateCard template={template} faces={faces} fields={marks ? { ...recordFields(record), ...marks } : recordFields(record)} design={design} width={drawnWidth} bleed={bleed} guides={guides} view={view ?? (width ? 'print' : size)} drawings={drawingsOf(game)} title={title} testId={testId} />;
}, sameCard);
