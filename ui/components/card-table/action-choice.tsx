import { useEffect, useRef } from 'react';
import type { ActionChoice, TableAction } from './table-actions.ts';

interface Props {
  choice: ActionChoice;
  /** The words for one value of the differing argument (a suit's name). */
  valueName(value: unknown): string;
  cardName(card: string): string;
  onPick(action: TableAction): void;
  onCancel(): void;
}

/**
 * The small choice a card opens when several legal actions take it (an eight: one per suit):
 * a button per value of the argument they differ in, and Cancel. Focus goes to the first, so
 * the keyboard player who pressed Enter on the card picks with the next Enter.
 */
export function ActionChoicePanel({ choice, valueName, cardName, onPick, onCancel }: Props) {
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => first.current?.focus(), [choice.card]);
  return (
    <div className="ct-choice" role="group" aria-label={`Play ${cardName(choice.card)}: choose`} data-testid="action-choice" onKeyDown={(event) => event.key === 'Escape' && onCancel()}>
      {choice.options.map((option, i) => (
        <button key={String(option.value)} ref={i === 0 ? first : undefined} type="button" className="ct-button ct-button--go" data-testid={`choose-${String(option.value)}`} onClick={() => onPick(option.action)}>
          {valueName(option.value)}
        </button>
      ))}
      <button type="button" className="ct-button" data-testid="choose-cancel" onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}
