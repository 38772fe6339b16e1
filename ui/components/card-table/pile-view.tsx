import type { CSSProperties } from 'react';
import type { ZoneDecl } from '../../../games/kit/card-game/table-state.ts';
import type { RenderCard } from './table-card.tsx';

export interface PileViewProps {
  zone: ZoneDecl;
  cards: readonly string[];
  renderCard: RenderCard;
  width: string;
  view: string;
  /** What clicking the pile does (the stock: "Draw a card"), when a legal action clicks it. */
  click?: { label: string; run(): void };
  /** A card may be dropped here now (some legal action drops on it); `hot` while one is dragged over it. */
  drop?: { hot: boolean };
  cardName(card: string): string;
}

/**
 * A zone on the table: a pile shows its top card (or its back, when the zone shows only a count)
 * with how many it holds; a row lays its cards side by side. Clickable when a legal action
 * clicks it, a drop target when one drops on it.
 */
export function PileView({ zone, cards, renderCard, width, view, click, drop, cardName }: PileViewProps) {
  const count = `${cards.length} ${cards.length === 1 ? 'card' : 'cards'}`;
  const top = cards[0];
  const shown = zone.kind === 'row' ? cards : top === undefined ? [] : [top];
  const face =
    shown.length === 0 ? (
      <span className="ct-pile__empty" style={{ '--ct-card-width': width } as CSSProperties}>
        Empty
      </span>
    ) : (
      shown.map((card, i) => (
        <span key={`${card}-${i}`} className="ct-pile__card" title={zone.shows === 'count' ? undefined : cardName(card)}>
          {renderCard({ card, width, view })}
        </span>
      ))
    );
  const words = zone.shows === 'count' || top === undefined ? `${zone.name}: ${count}` : `${zone.name}: ${cardName(top)} on top, ${count}`;
  return (
    <figure className="ct-pile" data-testid={`pile-${zone.id}`} data-kind={zone.kind} data-count={cards.length} data-drop-zone={drop ? zone.id : undefined} data-hot={drop?.hot || undefined} data-clickable={click ? true : undefined}>
      {click ? (
        <button type="button" className="ct-pile__cards" aria-label={`${click.label} (${words})`} title={click.label} onClick={click.run} data-testid={`pile-${zone.id}-click`}>
          {face}
        </button>
      ) : (
        <div className="ct-pile__cards" role="img" aria-label={words}>
          {face}
        </div>
      )}
      <figcaption className="ct-pile__caption">
        {zone.name} <span className="ct-pile__count">{count}</span>
      </figcaption>
    </figure>
  );
}
