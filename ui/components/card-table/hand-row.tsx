import type { CSSProperties, PointerEvent } from 'react';
import type { RenderCard } from './table-card.tsx';
import type { CardDrag } from './use-card-drag.ts';

export interface HandRowProps {
  cards: readonly string[];
  /** The cards some legal action takes now; undefined while the viewer has nothing to do (then none is dimmed). */
  playable: ReadonlySet<string> | undefined;
  /** The card whose choice is open (an eight's suit): it stays raised. */
  choosing?: string;
  renderCard: RenderCard;
  width: string;
  view: string;
  /** The words of a card for a screen reader and a tooltip: "8 of Hearts". */
  cardName(card: string): string;
  onPress(card: string): void;
  drag: CardDrag | null;
  dragHandlers(card: string): Record<string, (event: PointerEvent<HTMLElement>) => void>;
}

/**
 * The viewer's hand as one row of overlapping cards that fits the width: each slot shrinks
 * (CSS: flex-shrink down to a strip that keeps the corner index) and the card in it keeps its
 * size, so later cards lie over earlier ones like a held fan; past that the row scrolls. Every
 * card is a button (Enter plays); a playable one is raised and ringed, the others dimmed.
 */
export function HandRow({ cards, playable, choosing, renderCard, width, view, cardName, onPress, drag, dragHandlers }: HandRowProps) {
  return (
    <ol className="ct-hand" data-testid="hand" aria-label="Your hand" style={{ '--ct-card-width': width } as CSSProperties}>
      {cards.map((card, i) => {
        const can = playable?.has(card);
        const moving = drag?.card === card ? drag : null;
        return (
          <li key={`${card}-${i}`} className="ct-hand__slot">
            <button
              type="button"
              className="ct-card"
              data-testid={`hand-card-${card}`}
              data-playable={can || undefined}
              data-dim={(playable && !can) || undefined}
              data-choosing={choosing === card || undefined}
              data-dragging={moving ? true : undefined}
              aria-disabled={!can || undefined}
              aria-label={can ? `Play ${cardName(card)}` : cardName(card)}
              title={cardName(card)}
              style={moving ? { transform: `translate(${moving.dx}px, ${moving.dy}px)` } : undefined}
              onClick={() => onPress(card)}
              {...(can ? dragHandlers(card) : {})}
            >
              {renderCard({ card, width, view })}
            </button>
          </li>
        );
      })}
    </ol>
  );
}
