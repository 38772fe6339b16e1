import type { ReactNode } from 'react';
import type { ButtonState } from './action-button.tsx';
import './piece-button.css';

interface Props {
  availability: ButtonState;
  /** Sends the move; called only when the move is allowed. */
  onAct(): void;
  onExplain(reason: string): void;
  /** What pressing does, for a screen reader and the pointer's tooltip ("Reveal Maria, 2 tokens"). */
  label: string;
  /** The piece as drawn on the table: a card, a coin. */
  children: ReactNode;
  testId?: string;
}

/**
 * A piece on the table that acts when clicked (a card revealed, a coin turned), so a player
 * acts where they look; the dock keeps a button for the same move. It lifts on hover when the
 * move is allowed; when it is not, pressing explains why and sends nothing, as ActionButton does.
 */
export function PieceButton({ availability, onAct, onExplain, label, children, testId }: Props) {
  const press = () => (availability.state === 'enabled' ? onAct() : onExplain(availability.reason));
  const allowed = availability.state !== 'disabled';
  return (
    <button type="button" className="tw-piece-button" data-allowed={allowed || undefined} aria-disabled={!allowed || undefined} aria-label={label} title={allowed ? label : `${label}: ${availability.state === 'disabled' ? availability.reason : ''}`} onClick={press} data-testid={testId}>
      {children}
    </button>
  );
}
