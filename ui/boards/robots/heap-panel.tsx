import type { CardId } from '../../../games/robots/state.ts';
import type { ButtonState } from '../../components/action-button/action-button.tsx';
import { CardBack } from '../../components/card/card-back.tsx';
import type { CardInfo } from './card-info.ts';
import { MoveButton } from './move-button.tsx';
import { PlayingCard } from './playing-card.tsx';

interface Props {
  factorySize: number;
  /** Index 0 is the bottom of the Scrap Heap, the last card its top. */
  heap: CardId[];
  info(id: CardId): CardInfo;
  /** The card the viewer chose to take from (it and every card above it); undefined for a spectator. */
  takeFrom: CardId | undefined;
  onTakeFrom?(card: CardId): void;
  draw?: ButtonState;
  take?: ButtonState;
  onDraw(): void;
  onTake(): void;
  onExplain(reason: string): void;
  title: string;
}

/**
 * The middle of the table: the Robot Factory (only how many cards it holds) and the Scrap
 * Heap fanned out so every number shows. Taking from a card takes every card above it; the
 * lowest one taken must be played this turn when more than one is taken.
 */
export function HeapPanel({ factorySize, heap, info, takeFrom, onTakeFrom, draw, take, onDraw, onTake, onExplain, title }: Props) {
  const from = takeFrom === undefined ? -1 : heap.indexOf(takeFrom);
  const taking = from < 0 ? [] : heap.slice(from);
  return (
    <section className="robots-centre" aria-label="Robot Factory and Scrap Heap">
      <div className="robots-factory" data-testid="factory" data-count={factorySize}>
        <h2>Robot Factory</h2>
        <div className="robots-factory__stack">
          {factorySize > 0 ? <CardBack game="robots" title={title} size="tiny" label={`Robot Factory, ${factorySize} cards face down`} /> : <p className="robots-factory__empty">Empty</p>}
          <span className="robots-factory__count">{factorySize} {factorySize === 1 ? 'card' : 'cards'}</span>
        </div>
        {draw && (
          <MoveButton availability={draw} onAct={onDraw} onExplain={onExplain} testId="draw-button" tone="primary">
            Draw a card
          </MoveButton>
        )}
      </div>
      <div className="robots-heap">
        <h2>Scrap Heap · {heap.length}</h2>
        {heap.length === 0 ? (
          <p className="robots-heap__empty">Empty</p>
        ) : (
          <ol className="robots-heap__fan" aria-label="Scrap Heap, bottom to top">
            {heap.map((card, index) => {
              const chosen = index >= from && from >= 0;
              const face = <PlayingCard info={info(card)} size="compact" badge={from >= 0 && index === from && taking.length > 1 ? 'Must play' : undefined} />;
              return (
                <li key={card} className="robots-heap__slot" data-taking={chosen || undefined} data-top={index === heap.length - 1 || undefined}>
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
                </li>
              );
            })}
          </ol>
        )}
        {take && taking.length > 0 && (
          <div className="robots-heap__take">
            <p className="robots-hint" data-testid="take-summary">
              {taking.length === 1
                ? `Take ${info(taking[0]).name} from the top.`
                : `Take ${taking.length} cards, from ${info(taking[0]).name} up to the top. ${info(taking[0]).name}, the bottom-most, must go into a spread this turn.`}
            </p>
            <MoveButton availability={take} onAct={onTake} onExplain={onExplain} testId="take-button" tone="primary">
              {taking.length === 1 ? 'Take 1 card' : `Take ${taking.length} cards`}
            </MoveButton>
          </div>
        )}
      </div>
    </section>
  );
}
