import { useEffect, useRef } from 'react';
import type { RobotsContent } from '../../../games/robots/content-types.ts';
import type { CardId } from '../../../games/robots/state.ts';
import type { ButtonState } from '../../components/action-button/action-button.tsx';
import { CardBack } from '../../components/card/card-back.tsx';
import type { CardInfo } from './card-info.ts';
import { DeckCard } from './deck-card.tsx';

interface Props {
  content: RobotsContent;
  factorySize: number;
  /** Index 0 is the bottom of the Scrap Heap, the last card its top. */
  heap: CardId[];
  info(id: CardId): CardInfo;
  title: string;
  /** The card the viewer chose to take from (it and every card above it); undefined unless the viewer is drawing. */
  takeFrom: CardId | undefined;
  onTakeFrom?(card: CardId): void;
  /** Heap cards the viewer may take from now: they glow. */
  takeable: CardId[];
  /** Whether the viewer may draw now (the Robot Factory glows, and pressing it draws); undefined for one who is not drawing. */
  draw?: ButtonState;
  onDraw(): void;
  onExplain(reason: string): void;
  /** The last discard while ROBOTS! may be called on it. */
  claimable?: CardId;
}

/**
 * The middle of the table: the Robot Factory (only how many cards it holds) and the Scrap
 * Heap in one row, bottom (left) to top (right). The row scrolls sideways rather than
 * squeezing: every card keeps its whole index strip in view and a target wide enough to tap.
 */
export function HeapPanel({ content, factorySize, heap, info, title, takeFrom, onTakeFrom, takeable, draw, onDraw, onExplain, claimable }: Props) {
  const from = takeFrom === undefined ? -1 : heap.indexOf(takeFrom);
  const taking = from < 0 ? [] : heap.slice(from);
  const fan = useRef<HTMLOListElement>(null);
  // The top of the heap is what changes: keep it in view as cards come and go.
  useEffect(() => {
    fan.current?.scrollTo({ left: fan.current.scrollWidth });
  }, [heap.length]);
  const back = <CardBack game="robots" title={title} size="tiny" label={`Robot Factory, ${factorySize} cards face down`} />;
  const pressFactory = () => (draw?.state === 'enabled' ? onDraw() : draw && onExplain(draw.reason));
  return (
    <section className="robots-centre" aria-label="Robot Factory and Scrap Heap">
      <div className="robots-factory" data-testid="factory" data-count={factorySize}>
        <h2>Factory</h2>
        {factorySize === 0 ? (
          <p className="robots-factory__empty">Empty</p>
        ) : draw ? (
          <button type="button" className="robots-factory__draw" data-glow={draw.state === 'enabled' || undefined} onClick={pressFactory} aria-label={`Draw a card from the Robot Factory (${factorySize} cards)`} data-testid="factory-draw">
            {back}
          </button>
        ) : (
          <div className="robots-factory__stack">{back}</div>
        )}
        <span className="robots-factory__count">
          {factorySize} {factorySize === 1 ? 'card' : 'cards'}
        </span>
      </div>
      <div className="robots-heap">
        <h2>
          Scrap Heap · {heap.length}
          {onTakeFrom && heap.length > 1 && <span className="robots-heap__help"> · press a card to take it and all above it</span>}
        </h2>
        {heap.length === 0 ? (
          <p className="robots-heap__empty">Empty</p>
        ) : (
          <ol className="robots-heap__fan" ref={fan} aria-label="Scrap Heap, bottom to top">
            {heap.map((card, index) => {
              const chosen = from >= 0 && index >= from;
              const tag = from >= 0 && index === from && taking.length > 1 ? 'Must play' : card === claimable && index === heap.length - 1 ? 'ROBOTS!' : undefined;
              const face = <DeckCard content={content} info={info(card)} size="small" />;
              return (
                <li key={card} className="robots-heap__slot" data-taking={chosen || undefined} data-glow={(onTakeFrom && takeable.includes(card)) || undefined}>
                  {onTakeFrom ? (
                    <button
                      type="button"
                      className="robots-heap__card"
                      data-testid={`heap-card-${card}`}
                      aria-pressed={index === from}
                      aria-label={`${info(card).name}: take ${heap.length - index === 1 ? 'this card' : `this card and the ${heap.length - index - 1} above it`}`}
                      onClick={() => onTakeFrom(card)}
                    >
                      {face}
                    </button>
                  ) : (
                    <span className="robots-heap__card" data-testid={`heap-card-${card}`}>
                      {face}
                    </span>
                  )}
                  {tag && <span className="robots-heap__tag" data-kind={tag === 'ROBOTS!' ? 'claim' : 'must'}>{tag}</span>}
                </li>
              );
            })}
          </ol>
        )}
      </div>
    </section>
  );
}
