import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { ActionButton, type ButtonState } from '../action-button/action-button.tsx';
import '../pulse/pulse.css';
import './confirm-button.css';

interface Props {
  availability: ButtonState;
  /** Sends the move; called on the second, confirming press only. */
  onAct(): void;
  onExplain(reason: string): void;
  children: ReactNode;
  /** What the confirming press says, e.g. "Yes, zap Bo". */
  confirmLabel: ReactNode;
  tone?: 'danger' | 'primary' | 'plain';
  label?: string;
  testId?: string;
}

/** Long enough to read the question and press again; short enough that a forgotten arm does not linger. */
const ARMED_FOR_MS = 6000;


/**
 * A two-step control for an action that cannot be taken back (it ends the game): the first
 * press asks, the second acts. A `private` refusal goes through the same two steps and only
 * then explains, so a player's screen never shows more than an allowed action would.
 */
export function ConfirmButton({ availability, onAct, onExplain, children, confirmLabel, tone = 'danger', label, testId }: Props) {
  const [armed, setArmed] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!armed) return undefined;
    confirmRef.current?.focus();
    const timer = setTimeout(() => setArmed(false), ARMED_FOR_MS);
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setArmed(false);
    window.addEventListener('keydown', onKey);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('keydown', onKey);
    };
  }, [armed]);
  if (availability.state === 'disabled') {
    return (
      <ActionButton availability={availability} onAct={onAct} onExplain={onExplain} tone={tone} label={label} testId={testId}>
        {children}
      </ActionButton>
    );
  }
  if (!armed) {
    return (
      <ActionButton
        availability={{ state: 'enabled' }}
        onAct={() => setArmed(true)}
        onExplain={onExplain}
        tone={tone}
        label={label}
        testId={testId}
      >
        {children}
      </ActionButton>
    );
  }
  const confirm = (event: MouseEvent) => {
    // The second click of a double click lands here, where the first button was: not a decision.
    if (event.detail > 1) return;
    setArmed(false);
    if (availability.state === 'enabled') onAct();
    else onExplain(availability.reason);
  };
  return (
    <span className="confirm-button" role="group" aria-label="Confirm">
      <button ref={confirmRef} type="button" className={`action-button action-button--${tone} confirm-button__yes tw-pulse`} onClick={confirm} data-testid={testId ? `${testId}-confirm` : undefined}>
        {confirmLabel}
      </button>
      <button type="button" className="action-button confirm-button__no" onClick={() => setArmed(false)} data-testid={testId ? `${testId}-cancel` : undefined}>
        Cancel
      </button>
    </span>
  );
}
