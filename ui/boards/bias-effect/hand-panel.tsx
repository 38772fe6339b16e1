import type { BiasContent } from '../../../games/bias-effect/content-types.ts';
import { designOf } from '../../../games/bias-effect/rules/catalog.ts';
import type { CardId } from '../../../games/bias-effect/state.ts';
import { Chips } from './chip-icon.tsx';
import { AlgorithmOnTable } from './table-cards.tsx';

interface Props {
  hand: CardId[];
  chips: number;
  content: BiasContent;
  /**
   * Open while the viewer picks a card (one to trade in, one to play): the cards are buttons,
   * and the dock's button confirms the choice.
   */
  choosing: 'trade' | 'play' | null;
  selected: CardId | null;
  onSelect(card: CardId | null): void;
}

/** Your chips and your Algorithm cards, each with what it does and its trade-in value. */
export function HandPanel({ hand, chips, content, choosing, selected, onSelect }: Props) {
    return (
    <section className="be-hand" data-choosing={choosing ?? undefined} aria-labelledby="be-hand-heading" data-testid="hand">
      <h2 id="be-hand-heading" className="be-hand__heading">
        Your hand <span className="be-hint-inline">{hand.length} Algorithm {hand.length === 1 ? 'card' : 'cards'}</span>
        <span className="be-hand__chips" data-testid="my-chips">
          Your chips <Chips n={chips} content={content} />
        </span>
      </h2>
      {hand.length === 0 ? (
        <p className="be-hint">No Algorithm card in hand.</p>
      ) : (
        <ul className="be-hand__cards">
          {hand.map((card) => {
            const face = <AlgorithmOnTable content={content} id={designOf(card)} />;
            return (
              <li key={card}>
                {choosing ? (
                  <button type="button" className="be-hand__pick" aria-pressed={selected === card} onClick={() => onSelect(selected === card ? null : card)} data-testid={`hand-${card}`}>
                    {face}
                  </button>
                ) : (
                  <div data-testid={`hand-${card}`}>{face}</div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
