import type { CSSProperties, ReactNode } from 'react';
import { HIDDEN_CARD } from '../../../games/kit/card-game/table-state.ts';
import { cardFormatOf } from '../../../games/kit/cards/card-formats.ts';
import type { CardFields } from '../../../games/kit/cards/face-bindings.ts';
import { GameCard, printedCardsOf } from '../../boards/game-card.tsx';
import { CardBack } from '../card/card-back.tsx';

/** One card as a table part asks for it: its id (HIDDEN_CARD for a back), how wide, and the template view to draw. */
export interface CardSlotProps {
  card: string;
  /** The trimmed width, any CSS length. */
  width: string;
  /** The template's `view` (docs/card-templates.md): `small` on a laptop, `tiny` on a phone, `micro` in a seat's strip. */
  view: string;
}

/** How a table draws one card: a game may pass its own (a face the kit's templates cannot draw). */
export type RenderCard = (props: CardSlotProps) => ReactNode;

/** A face-down card at any width: the game's back from card-formats.yaml, shaped as the faces are. */
export function TableBack({ game, content, type, width }: { game: string; content: unknown; type: string; width: string }) {
  const { back } = cardFormatOf(content, type, game);
  return (
    <span className="ct-back" style={{ '--ct-card-width': width } as CSSProperties}>
      <CardBack game={game} title={back.label} colour={back.colour} art={back.art} size="tiny" label="A face-down card" />
    </span>
  );
}

/**
 * The kit's way to draw a card game's cards: a face from the game's template (card-faces.yaml,
 * the same renderer as print), HIDDEN_CARD as the game's back.
 */
export function kitCards(game: string, content: unknown, type: string): RenderCard {
  return ({ card, width, view }) =>
    card === HIDDEN_CARD ? <TableBack game={game} content={content} type={type} width={width} /> : <GameCard game={game} content={content} type={type} id={card} width={width} view={view} />;
}

/** A card's fields as the game prints them (rank, suit, symbol…), or none for a back or an id the game lists no card for. */
export function kitCardFields(game: string, content: unknown, card: string): CardFields {
  const record = card === HIDDEN_CARD ? undefined : printedCardsOf(game, content).find((r) => r.id === card);
  return record ? { ...record.fields, name: record.name } : {};
}

/** A card's words as the game names it ("Eight of Hearts"); a back is "a face-down card". */
export function kitCardName(game: string, content: unknown): (card: string) => string {
  return (card) => {
    if (card === HIDDEN_CARD) return 'a face-down card';
    const name = kitCardFields(game, content, card).name;
    return typeof name === 'string' ? name : card;
  };
}
