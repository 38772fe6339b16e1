import type { CardId } from '../../../games/robots/state.ts';
import { ActionButton, type ButtonState } from '../../components/action-button/action-button.tsx';
import type { CardInfo } from './card-info.ts';

interface Props {
  heap: CardId[];
  info(id: CardId): CardInfo;
  /** The chosen Scrap Heap card: it and every card above it are taken. */
  takeFrom: CardId | undefined;
  draw: ButtonState;
  take: ButtonState | undefined;
  onDraw(): void;
  onTake(): void;
  onExplain(reason: string): void;
}

/**
 * The start of your turn, in the dock under your thumb: draw from the Robot Factory, or take
 * from the Scrap Heap (the top card unless you pressed a lower one). A refused choice is
 * greyed; its reason is on hover and focus, and said once in the floating note when pressed.
 */
export function DrawActions({ heap, info, takeFrom, draw, take, onDraw, onTake, onExplain }: Props) {
  const from = takeFrom === undefined ? -1 : heap.indexOf(takeFrom);
  const taking = from < 0 ? [] : heap.slice(from);
  const bottom = taking[0] ? info(taking[0]).name : undefined;
  return (
    <section className="robots-draw" aria-label="Draw" data-testid="draw-actions">
      <div className="robots-actions__row">
        <ActionButton availability={draw} onAct={onDraw} onExplain={onExplain} testId="draw-button" tone="primary">
          Draw a card
        </ActionButton>
        {take && taking.length > 0 && (
          <ActionButton availability={take} onAct={onTake} onExplain={onExplain} testId="take-button" tone="primary">
            {taking.length === 1 ? `Take ${bottom}` : `Take ${taking.length} cards`}
          </ActionButton>
        )}
      </div>
      {taking.length > 0 && (
        <p className="robots-hint" data-testid="take-summary">
          {taking.length === 1
            ? `Take ${bottom} from the top.`
            : `Take ${taking.length} cards, from ${bottom} up to the top. ${bottom}, the bottom-most, must go into a spread this turn.`}
        </p>
      )}
    </section>
  );
}
