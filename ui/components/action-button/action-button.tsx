import { useId, type ReactNode } from 'react';
import './action-button.css';

export type ButtonState =
  | { state: 'enabled' }
  | { state: 'private'; reason: string }
  | { state: 'disabled'; reason: string };

interface Props {
  availability: ButtonState;
  /** Sends the move; called only when the move is allowed. */
  onAct(): void;
  /** Shows a reason to the player alone (a refused or a disabled action). */
  onExplain(reason: string): void;
  children: ReactNode;
  tone?: 'danger' | 'primary' | 'plain';
  label?: string;
  testId?: string;
}

/**
 * A real button that stays focusable when the action is not allowed (aria-disabled), so a
 * keyboard user can reach it and learn why. A `private` refusal looks exactly like an
 * allowed action: pressing it explains and sends nothing.
 */
export function ActionButton({ availability, onAct, onExplain, children, tone = 'plain', label, testId }: Props) {
  const reasonId = useId();
  const disabled = availability.state === 'disabled';
  const press = () => {
    if (availability.state === 'enabled') onAct();
    else onExplain(availability.reason);
  };
  return (
    <>
      <button
        type="button"
        className={`action-button action-button--${tone}`}
        aria-disabled={disabled || undefined}
        aria-describedby={disabled ? reasonId : undefined}
        aria-label={label}
        title={disabled ? availability.reason : undefined}
        data-testid={testId}
        onClick={press}
      >
        {children}
      </button>
      {disabled && (
        <span id={reasonId} className="visually-hidden">
          {availability.reason}
        </span>
      )}
    </>
  );
}
