import { useEffect, useRef, useState, type CSSProperties, type DragEvent, type KeyboardEvent } from 'react';
import type { RobotsContent } from '../../../games/robots/content-types.ts';
import type { CardId } from '../../../games/robots/state.ts';
import type { CardInfo } from './card-info.ts';
import { DeckCard } from './deck-card.tsx';
import { moveBefore, nudge, sortHand, useHandOrder, type SortKey } from './hand-order.ts';
import { useNarrow } from './use-narrow.ts';

interface Props {
  content: RobotsContent;
  hand: CardId[];
  info(id: CardId): CardInfo;
  colours: string[];
  selected: CardId[];
  onToggle(card: CardId): void;
  onClear(): void;
  /** The bottom-most card taken from the Scrap Heap, which must go into a spread this turn. */
  mustPlay: CardId | null;
  /** Cards taken from the Scrap Heap this turn: their power would not fire if discarded. */
  takenThisTurn: CardId[];
  /** Cards that can go into a spread right now: they glow. */
  playable: CardId[];
}

const DRAG_TYPE = 'application/x-robots-card';

/**
 * Your hand: press a card to select it for a spread or the discard. Sort by colour or number,
 * or arrange it yourself: drag a card, or Shift+←/→ on a focused card. One row that scrolls
 * sideways, so the docked hand keeps its height however many cards it holds; a card's note
 * ("Play this turn") sits under it, where the next card cannot cover it.
 */
export function HandPanel({ content, hand, info, colours, selected, onToggle, onClear, mustPlay, takenThisTurn, playable }: Props) {
  const { shown, update } = useHandOrder(hand);
  // On a phone the docked hand uses the smaller face, so a hand of eight fits the width.
  const size = useNarrow() ? 'small' : 'normal';
  const [refocus, setRefocus] = useState<CardId>();
  const buttons = useRef(new Map<CardId, HTMLButtonElement>());
  useEffect(() => {
    if (refocus) buttons.current.get(refocus)?.focus();
  }, [refocus, shown]);

  const sort = (key: SortKey) => update((current) => sortHand(current, info, colours, key));
  const onKeyDown = (event: KeyboardEvent, card: CardId) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const step = event.key === 'ArrowLeft' ? -1 : 1;
    if (event.shiftKey) {
      update((current) => nudge(current, card, step));
      setRefocus(card);
      return;
    }
    const next = shown[shown.indexOf(card) + step];
    if (next) buttons.current.get(next)?.focus();
  };
  const onDrop = (event: DragEvent, before: CardId | null) => {
    const card = event.dataTransfer.getData(DRAG_TYPE);
    if (!card) return;
    event.preventDefault();
    update((current) => moveBefore(current, card, before));
  };

  return (
    <section className="robots-hand" aria-labelledby="hand-heading">
      <div className="robots-hand__bar">
        <h2 id="hand-heading">Your hand · {hand.length}</h2>
        <div className="robots-hand__tools" role="group" aria-label="Arrange your hand">
          <button type="button" className="robots-chip" onClick={() => sort('colour')} data-testid="sort-colour" aria-label="Sort by colour">
            By colour
          </button>
          <button type="button" className="robots-chip" onClick={() => sort('number')} data-testid="sort-number" aria-label="Sort by number">
            By number
          </button>
          {selected.length > 0 && (
            <button type="button" className="robots-chip" onClick={onClear} data-testid="clear-selection" aria-label={`Clear the selection (${selected.length})`} title="Clear the selection">
              ✕ {selected.length}
            </button>
          )}
        </div>
      </div>
      {hand.length === 0 ? (
        <p className="robots-hand__empty">No cards in hand.</p>
      ) : (
        <ol className="robots-hand__cards" style={{ '--hand-count': Math.max(2, shown.length) } as CSSProperties} onDragOver={(e) => e.preventDefault()} onDrop={(e) => onDrop(e, null)} aria-describedby="hand-help">
          {shown.map((card) => {
            const i = info(card);
            const must = card === mustPlay;
            const taken = takenThisTurn.includes(card) && !must;
            // Short words, since on a phone the next card covers all but a strip of this one; the title says the rest.
            const tag = must ? 'Play' : taken ? 'Taken' : undefined;
            const why = must ? 'Taken from the Scrap Heap as the bottom-most card: play it into a spread this turn.' : 'Taken from the Scrap Heap this turn.';
            return (
              <li key={card} className="robots-hand__slot" data-glow={playable.includes(card) || undefined} onDragOver={(e) => e.preventDefault()} onDrop={(e) => { e.stopPropagation(); onDrop(e, card); }}>
                <button
                  type="button"
                  ref={(el) => {
                    if (el) buttons.current.set(card, el);
                    else buttons.current.delete(card);
                  }}
                  className="robots-hand__card"
                  aria-pressed={selected.includes(card)}
                  data-testid={`hand-card-${card}`}
                  data-must-play={must || undefined}
                  draggable
                  onDragStart={(e) => e.dataTransfer.setData(DRAG_TYPE, card)}
                  onClick={() => onToggle(card)}
                  onKeyDown={(e) => onKeyDown(e, card)}
                >
                  <DeckCard content={content} info={i} size={size} />
                  {tag && <span className="visually-hidden">. {why}</span>}
                </button>
                {tag && (
                  <span className="robots-hand__tag" data-kind={must ? 'must' : 'taken'} title={why} aria-hidden="true">
                    {tag}
                  </span>
                )}
              </li>
            );
          })}
        </ol>
      )}
      <p id="hand-help" className="visually-hidden">
        Press cards to select them; glowing cards can go into a spread now. Drag a card, or Shift+←/→ on it, to move it in your hand.
      </p>
    </section>
  );
}
